import type { ComponentType } from 'react';
import { BoardIcon, DownloadIcon, HomeIcon, LiveIcon, ShieldIcon, UsersIcon } from './icons';

export interface NavLeaf {
  label: string;
  href: string;
  /** Path prefix that also marks this entry active (`/board` for every board under /board/all). */
  match?: string;
}

export interface NavItem {
  label: string;
  icon: ComponentType;
  /** A link; groups without one open the first child from the mini sidebar. */
  href?: string;
  match?: string;
  children?: NavLeaf[];
}

/**
 * The main layout's menu: only pages that are routed. The board group gets one entry per board
 * at run time (`withBoards`); a feature adds its entry here when its route lands.
 */
export const mainNavItems: NavItem[] = [
  { label: '홈', icon: HomeIcon, href: '/' },
  { label: '라이브', icon: LiveIcon, href: '/live' },
  { label: '게시판', icon: BoardIcon, href: '/board/all', match: '/board' },
  { label: '앱 설치 안내', icon: DownloadIcon, href: '/pwa-install-guide' },
];

/** The board group with an entry for every board the user can see, after '전체 글'. */
export function withBoards(items: NavItem[], boards: readonly { id: string; name: string }[]): NavItem[] {
  return items.map((item) =>
    item.href === '/board/all' && boards.length > 0
      ? {
          ...item,
          children: [
            { label: '전체 글', href: '/board/all' },
            ...boards.map((board) => ({
              label: board.name,
              href: `/board/${board.id}`,
            })),
          ],
        }
      : item,
  );
}

/**
 * The admin layout's menu (SPEC section 2 "Admin layout"): only admin pages that are routed; a page
 * adds its entry here when its route lands.
 */
export const adminNavItems: NavItem[] = [
  { label: '크루 멤버', icon: UsersIcon, href: '/admin/crew-member' },
  { label: '사용자', icon: ShieldIcon, href: '/admin/user' },
];

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
