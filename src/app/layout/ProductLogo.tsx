import { Box, HStack, Text } from '@chakra-ui/react';
import { product } from '../../contract/product';
import { DemoBadge } from './DemoBadge';

/** The brand mark: a purple tile with a play glyph (a streaming crew's app). */
export function ProductMark({ size = 32 }: { size?: number }) {
  return (
    <Box as="span" display="inline-flex" flexShrink={0} aria-hidden>
      <svg width={size} height={size} viewBox="0 0 32 32" role="presentation">
        <defs>
          <linearGradient id="product-mark" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#9b72fb" />
            <stop offset="1" stopColor="#5c2dc2" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#product-mark)" />
        <path
          d="M12.5 10.2v11.6a1 1 0 0 0 1.5.86l9.4-5.8a1 1 0 0 0 0-1.72L14 9.34a1 1 0 0 0-1.5.86z"
          fill="#fff"
        />
      </svg>
    </Box>
  );
}

export function ProductLogo({ compact = false }: { compact?: boolean }) {
  return (
    <HStack gap="2.5" minW="0">
      <ProductMark />
      {!compact && (
        <Text as="span" fontSize="lg" fontWeight="bold" letterSpacing="-0.03em" truncate>
          {product.name}
        </Text>
      )}
      <DemoBadge />
    </HStack>
  );
}
