import { IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { HintTooltip } from './HintTooltip';
import { PanelRightIcon } from './icons';
import { useLayout } from './LayoutProvider';
import type { NavItem } from './nav-items';
import { ShellFrame, type ShellSlots } from './ShellFrame';

export interface MainLayoutProps extends ShellSlots {
  children: ReactNode;
  /** The features' main menu entries. */
  navItems: NavItem[];
}

/** The main layout (SPEC section 2): every public and member page. */
export function MainLayout({ navItems, headerTools, ...slots }: MainLayoutProps) {
  const layout = useLayout();
  const canToggleDrawer = slots.liveDrawer !== undefined && !layout.mobile;
  const drawerLabel = layout.liveDrawerOpen ? '라이브 패널 닫기' : '라이브 패널 열기';
  return (
    <ShellFrame
      navItems={navItems}
      {...slots}
      headerTools={
        <>
          {headerTools}
          {canToggleDrawer && (
            <HintTooltip label={drawerLabel} placement="bottom">
              <IconButton
                aria-label={drawerLabel}
                aria-pressed={layout.liveDrawerOpen}
                variant={layout.liveDrawerOpen ? 'subtle' : 'ghost'}
                colorPalette={layout.liveDrawerOpen ? 'primary' : 'gray'}
                size="sm"
                onClick={layout.toggleLiveDrawer}
              >
                <PanelRightIcon />
              </IconButton>
            </HintTooltip>
          )}
        </>
      }
    />
  );
}
