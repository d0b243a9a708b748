import { Box, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { product } from '../../contract/product';
import { useNavigation } from './nav-link';
import { ProductLogo } from './ProductLogo';
import { ThemeToggle } from './ThemeToggle';

export interface BlankLayoutProps {
  children: ReactNode;
  /** Card heading, e.g. '로그인'. */
  title?: string;
  description?: ReactNode;
  /** Under the card: "no account yet?" links and the like. */
  footer?: ReactNode;
  maxWidth?: string;
}

/** The blank layout (SPEC section 2): login, register and the 404 page, centred on a card. */
export function BlankLayout({ children, title, description, footer, maxWidth = '440px' }: BlankLayoutProps) {
  const { Link } = useNavigation();
  return (
    <Flex
      minH="100dvh"
      direction="column"
      align="center"
      px="4"
      py={{ base: '8', md: '16' }}
      bg="bg"
      bgImage={{
        base: 'radial-gradient(ellipse 80% 50% at 50% -10%, rgba(132, 82, 243, 0.16), transparent)',
        _dark: 'radial-gradient(ellipse 80% 50% at 50% -10%, rgba(132, 82, 243, 0.28), transparent)',
      }}
    >
      <Box position="fixed" top="3" insetEnd="3">
        <ThemeToggle />
      </Box>
      <Box asChild mb="8" color="fg" textDecoration="none" borderRadius="l2">
        <Link href="/">
          <ProductLogo />
        </Link>
      </Box>
      <Card.Root as="main" w="full" maxW={maxWidth} variant="elevated" boxShadow="lg" borderRadius="2xl">
        {(title || description) && (
          <Card.Header pb="0">
            <Stack gap="1.5">
              {title && (
                <Heading as="h1" size="xl" letterSpacing="-0.03em">
                  {title}
                </Heading>
              )}
              {description && (
                <Text color="fg.muted" fontSize="sm">
                  {description}
                </Text>
              )}
            </Stack>
          </Card.Header>
        )}
        <Card.Body>{children}</Card.Body>
      </Card.Root>
      {footer && (
        <Box mt="6" fontSize="sm" color="fg.muted" textAlign="center">
          {footer}
        </Box>
      )}
      <Text mt="auto" pt="10" fontSize="xs" color="fg.subtle">
        © {product.name}
      </Text>
    </Flex>
  );
}
