import { Button } from '@chakra-ui/react';
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
      {...slots}
      headerTools={
        <Button
          asChild
          size="sm"
          variant="ghost"
          colorPalette="gray"
          display={{ base: 'none', md: 'inline-flex' }}
        >
          <Link href="/">
            <ArrowLeftIcon />
            사이트로
          </Link>
        </Button>
      }
    />
  );
}
