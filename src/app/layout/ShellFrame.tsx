import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppHeader, HEADER_HEIGHT } from './AppHeader';
import { useLayout } from './LayoutProvider';
import { LiveDrawerPanel } from './LiveDrawerPanel';
import { MobileSidebar } from './MobileSidebar';
import type { NavItem } from './nav-items';
import { SidebarFooter } from './SidebarFooter';
import { SidebarNav } from './SidebarNav';

/** Widest the boxed content grows; wider screens get margins instead of longer lines. */
const BOXED_MAX_WIDTH = '1200px';
const STICKY_AD_WIDTH = '160px';

export interface ShellSlots {
  /** Controls at the header's right: notifications, user menu, login button. */
  headerActions?: ReactNode;
  /** Above the menu: the profile card. Hidden in the mini sidebar. */
  sidebarHeader?: ReactNode;
  /** The right live drawer's content (vertical layout). Without it there is no drawer. */
  liveDrawer?: ReactNode;
  /** A live row above the page in the horizontal layout. */
  liveStrip?: ReactNode;
  /** Shown beside the content only where the window is wide enough (SPEC sticky-ad widths). */
  stickyAd?: ReactNode;
  /** Extra header controls before the theme toggle. */
  headerTools?: ReactNode;
}

interface ShellFrameProps extends ShellSlots {
  children: ReactNode;
  navItems: NavItem[];
  badge?: string;
  homeHref?: string;
}

/** The frame shared by the main and admin layouts: header, sidebar, content, live drawer. */
export function ShellFrame(props: ShellFrameProps) {
  const layout = useLayout();
  const docked = layout.sidebarWidth > 0;
  const showDrawer = layout.liveDrawerOpen && props.liveDrawer !== undefined;
  const showStrip = layout.horizontalLayout && props.liveStrip !== undefined;
  const overlayMenu = layout.mobile || !docked;

  const onMenuClick = overlayMenu ? () => layout.setSidebarOpen(true) : layout.toggleMiniSidebar;

  return (
    <Box minH="100dvh" bg="bg">
      <Box
        asChild
        position="absolute"
        top="2"
        insetStart="2"
        zIndex="skipLink"
        px="4"
        py="2"
        bg="bg.panel"
        borderRadius="l2"
        transform="translateY(-200%)"
        _focus={{ transform: 'none' }}
      >
        <a href="#main-content">본문 바로가기</a>
      </Box>
      <AppHeader
        onMenuClick={onMenuClick}
        menuLabel={overlayMenu ? '메뉴 열기' : layout.miniSidebar ? '메뉴 펼치기' : '메뉴 접기'}
        badge={props.badge}
        homeHref={props.homeHref}
        tools={props.headerTools}
        actions={props.headerActions}
      />
      <Flex align="flex-start">
        {docked && (
          <Flex
            as="nav"
            aria-label="사이드바"
            direction="column"
            flexShrink={0}
            w={`${layout.sidebarWidth}px`}
            position="sticky"
            top={`${HEADER_HEIGHT}px`}
            h={`calc(100dvh - ${HEADER_HEIGHT}px)`}
            bg="bg.panel"
            borderEndWidth="1px"
            transition="width 0.2s ease"
          >
            <Box
              flex="1"
              overflowY="auto"
              overscrollBehavior="contain"
              px={layout.miniSidebar ? '2' : '3'}
              py="4"
            >
              {props.sidebarHeader && !layout.miniSidebar && <Box mb="4">{props.sidebarHeader}</Box>}
              <SidebarNav items={props.navItems} mini={layout.miniSidebar} />
            </Box>
            <SidebarFooter mini={layout.miniSidebar} onToggleMini={layout.toggleMiniSidebar} />
          </Flex>
        )}
        <Box as="main" id="main-content" tabIndex={-1} flex="1" minW="0" outline="none">
          {showStrip && (
            <Box borderBottomWidth="1px" bg="bg.panel">
              {props.liveStrip}
            </Box>
          )}
          <Flex
            gap="6"
            align="flex-start"
            px={{ base: '4', md: '6' }}
            py={{ base: '4', md: '6' }}
            maxW={layout.boxed ? BOXED_MAX_WIDTH : undefined}
            mx="auto"
          >
            <Box flex="1" minW="0">
              {props.children}
            </Box>
            {layout.stickyAd && props.stickyAd && (
              <Box
                as="aside"
                aria-label="광고"
                w={STICKY_AD_WIDTH}
                flexShrink={0}
                position="sticky"
                top={`${HEADER_HEIGHT + 24}px`}
              >
                {props.stickyAd}
              </Box>
            )}
          </Flex>
        </Box>
        {showDrawer && (
          <LiveDrawerPanel onClose={layout.toggleLiveDrawer}>{props.liveDrawer}</LiveDrawerPanel>
        )}
      </Flex>
      {overlayMenu && (
        <MobileSidebar
          open={layout.sidebarOpen && overlayMenu}
          onOpenChange={layout.setSidebarOpen}
          items={props.navItems}
          header={props.sidebarHeader}
        />
      )}
    </Box>
  );
}
