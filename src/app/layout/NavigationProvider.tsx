import type { ReactNode } from 'react';
import { NavigationContext, type NavLinkComponent } from './nav-link';

/**
 * The router mounts this once above the layouts: the current path marks the active menu entry
 * and `link` renders every shell link (its own Link component, so clicks stay in the app).
 */
export function NavigationProvider({
  currentPath,
  link,
  children,
}: {
  currentPath: string;
  link: NavLinkComponent;
  children: ReactNode;
}) {
  return (
    <NavigationContext.Provider value={{ currentPath, Link: link }}>{children}</NavigationContext.Provider>
  );
}
