import { Box, Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ArrowLeftIcon } from './icons';
import type { NavItem } from './nav-items';
import { useNavigation } from './nav-link';
import { ShellFrame, type ShellSlots } from './ShellFrame';

export interface AdminLayoutProps extends Pick<ShellSlots, 'headerActions' | 'sidebarHeader'> {
  children: ReactNode;
  /** The features' admin menu entries. */
  navItems: NavItem[];
}

/** The admin layout (SPEC section 2): admin and manager pages, no live drawer or ads. */
export function AdminLayout({ navItems, ...slots }: AdminLayoutProps) {
  const { Link } = useNavigation();
  return (
    <ShellFrame
      navItems={navItems}
      badge="관리자"
      homeHref="/admin"
      // Phones: the header has room for the arrow only, so the menu drawer spells the way back out.
      sidebarHeader={
        <Button asChild size="sm" variant="outline" width="full" display={{ base: 'flex', md: 'none' }}>
          <Link href="/">
            <ArrowLeftIcon />
            사이트로 돌아가기
          </Link>
        </Button>
      }
      {...slots}
      headerTools={
        <Button asChild size="sm" variant="ghost" colorPalette="gray" px={{ base: '2', md: '3' }}>
          <Link href="/" aria-label="사이트로">
            <ArrowLeftIcon />
            <Box as="span" display={{ base: 'none', md: 'inline' }}>
              사이트로
            </Box>
          </Link>
        </Button>
      }
    />
  );
}
