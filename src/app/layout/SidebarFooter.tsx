import { Box, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { product } from '../../contract/product';
import { HintTooltip } from './HintTooltip';
import { ChevronsLeftIcon, ChevronsRightIcon } from './icons';
import { useNavigation } from './nav-link';

const POLICY_LINKS = [
  { label: '이용약관', href: '/terms' },
  { label: '개인정보 처리방침', href: '/privacy' },
  { label: '청소년 보호정책', href: '/youth-policy' },
] as const;

/** The docked sidebar's foot: policy links, app version and the mini-sidebar switch. */
interface SidebarFooterProps {
  mini: boolean;
  onToggleMini?: () => void;
  /** The mobile drawer closes when a link is followed. */
  onNavigate?: () => void;
}

export function SidebarFooter({ mini, onToggleMini, onNavigate }: SidebarFooterProps) {
  const { Link } = useNavigation();
  const label = mini ? '메뉴 펼치기' : '메뉴 접기';
  return (
    <Box borderTopWidth="1px" px={mini ? '0' : '4'} py="3">
      {!mini && (
        <HStack as="nav" aria-label="정책" gap="0" flexWrap="wrap" columnGap="3" rowGap="1" mb="2">
          {POLICY_LINKS.map((link) => (
            <Box
              key={link.href}
              asChild
              fontSize="xs"
              color={link.href === '/privacy' ? 'fg.muted' : 'fg.subtle'}
              fontWeight={link.href === '/privacy' ? 'semibold' : 'normal'}
              textDecoration="none"
              _hover={{ color: 'fg', textDecoration: 'underline' }}
            >
              <Link href={link.href} {...(onNavigate ? { onClick: onNavigate } : {})}>
                {link.label}
              </Link>
            </Box>
          ))}
        </HStack>
      )}
      <Flex align="center" justify={mini ? 'center' : 'space-between'} gap="2">
        {!mini && (
          <Text fontSize="xs" color="fg.subtle">
            {product.name} v{product.version}
          </Text>
        )}
        {onToggleMini && (
          <HintTooltip label={label}>
            <IconButton
              aria-label={label}
              size="xs"
              variant="ghost"
              colorPalette="gray"
              onClick={onToggleMini}
            >
              {mini ? <ChevronsRightIcon /> : <ChevronsLeftIcon />}
            </IconButton>
          </HintTooltip>
        )}
      </Flex>
    </Box>
  );
}
