import { type ReactNode, useState } from 'react';
import { partAfterLoad } from '../after-load';
import type { NavItem } from './nav-items';

export interface MobileSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
  header?: ReactNode;
}

/** The drawer's dialog machinery (focus trap, scroll lock) arrives after the first paint. */
const drawer = partAfterLoad(() => import('./MobileSidebarDrawer'));

/**
 * Mobile sizes (and the native app) open the menu as a drawer over the page. Nothing is rendered
 * until it first opens; then it stays, so it can animate closed.
 */
export function MobileSidebar(props: MobileSidebarProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <drawer.Render {...props} /> : null;
}
