import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { ProductMark, useNavigation } from '../../app';
import { product } from '../../contract';

/**
 * The sticky slot beside the content (SPEC section 2 widths): the crew's own banner, pointing at
 * its broadcasts and the installed app, never a third-party ad network.
 */
export function CrewBanner() {
  const { Link } = useNavigation();
  return (
    <Stack
      gap="3"
      p="4"
      borderRadius="l3"
      borderWidth="1px"
      bg="bg.panel"
      bgImage={{
        base: 'linear-gradient(160deg, rgba(132, 82, 243, 0.14), transparent 60%)',
        _dark: 'linear-gradient(160deg, rgba(132, 82, 243, 0.28), transparent 60%)',
      }}
      data-testid="crew-banner"
    >
      <ProductMark size={40} />
      <Box>
        <Text fontWeight="bold" letterSpacing="-0.02em">
          {product.name} 크루
        </Text>
        <Text fontSize="sm" color="fg.muted" mt="1">
          크루의 방송을 라이브에서 함께 봐요.
        </Text>
      </Box>
      <Button asChild size="sm" colorPalette="primary">
        <Link href="/live">라이브 보기</Link>
      </Button>
      <Button asChild size="sm" variant="outline" colorPalette="gray">
        <Link href="/pwa-install-guide">앱 설치 안내</Link>
      </Button>
    </Stack>
  );
}
