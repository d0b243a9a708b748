import { Box, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { SIDEBAR_WIDTH } from '../../lib/layout';
import type { MobileSidebarProps } from './MobileSidebar';
import { ProductLogo } from './ProductLogo';
import { SidebarFooter } from './SidebarFooter';
import { SidebarNav } from './SidebarNav';

/** The drawer itself (loaded after the page, see `MobileSidebar`). */
export default function MobileSidebarDrawer({ open, onOpenChange, items, header }: MobileSidebarProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={`${SIDEBAR_WIDTH}px`} bg="bg.panel">
            <Flex align="center" justify="space-between" h="16" px="4" borderBottomWidth="1px">
              <ProductLogo />
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton size="sm" colorPalette="gray" aria-label="메뉴 닫기" />
              </Drawer.CloseTrigger>
            </Flex>
            <Drawer.Body px="3" py="4">
              {header && <Box mb="4">{header}</Box>}
              <SidebarNav items={items} onNavigate={close} />
            </Drawer.Body>
            <SidebarFooter mini={false} onNavigate={close} />
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
