import { Badge, Box, Flex, HStack, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { HintTooltip } from './HintTooltip';
import { MenuIcon } from './icons';
import { useNavigation } from './nav-link';
import { ProductLogo } from './ProductLogo';
import { ThemeToggle } from './ThemeToggle';

export const HEADER_HEIGHT = 64;

interface AppHeaderProps {
  onMenuClick: () => void;
  menuLabel: string;
  /** A tag beside the logo ('관리자' in the admin layout). */
  badge?: string;
  /** Controls before the theme toggle (live drawer toggle). */
  tools?: ReactNode;
  /** Controls after it: notifications, user menu or the login button (from the pages). */
  actions?: ReactNode;
  homeHref?: string;
}

export function AppHeader({ onMenuClick, menuLabel, badge, tools, actions, homeHref = '/' }: AppHeaderProps) {
  const { Link } = useNavigation();
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h={`${HEADER_HEIGHT}px`}
      align="center"
      gap="2"
      px={{ base: '2', md: '4' }}
      bg="bg.panel/85"
      backdropFilter="saturate(180%) blur(12px)"
      borderBottomWidth="1px"
    >
      <HintTooltip label={menuLabel} placement="bottom">
        <IconButton
          aria-label={menuLabel}
          variant="ghost"
          colorPalette="gray"
          size="sm"
          onClick={onMenuClick}
        >
          <MenuIcon />
        </IconButton>
      </HintTooltip>
      <Box
        asChild
        color="fg"
        textDecoration="none"
        minW="0"
        borderRadius="l2"
        px="1"
        _focusVisible={{ outline: '2px solid', outlineColor: 'primary.focusRing' }}
      >
        <Link href={homeHref}>
          <ProductLogo />
        </Link>
      </Box>
      {badge && (
        <Badge colorPalette="primary" variant="subtle" size="sm">
          {badge}
        </Badge>
      )}
      <HStack gap="1" ms="auto">
        {tools}
        <ThemeToggle />
        {actions}
      </HStack>
    </Flex>
  );
}
