import type { ComponentType } from 'react';

export interface NavLeaf {
  label: string;
  href: string;
  /** Path prefix that also marks this entry active (`/board` for every board under /board/all). */
  match?: string;
}

/** A menu entry of the main or admin layout; features declare theirs (`src/app/feature.ts`). */
export interface NavItem {
  label: string;
  icon: ComponentType;
  /** A link; groups without one open the first child from the mini sidebar. */
  href?: string;
  match?: string;
  children?: NavLeaf[];
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Active when the path is the link (or its `match` prefix) or below it; '/' only matches itself. */
export function isActiveEntry(currentPath: string, entry: { href?: string; match?: string }): boolean {
  if (entry.href === '/') return currentPath === '/';
  return (
    (entry.href !== undefined && under(currentPath, entry.href)) ||
    (entry.match !== undefined && under(currentPath, entry.match))
  );
}

export const isActiveItem = (currentPath: string, item: NavItem): boolean =>
  isActiveEntry(currentPath, item) ||
  (item.children ?? []).some((child) => isActiveEntry(currentPath, child));

export const firstHref = (item: NavItem): string => item.href ?? item.children?.[0]?.href ?? '/';
