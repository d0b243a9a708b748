import type { NavItem } from '../../app';
import { useBoards } from '../../data/live-query';

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

/** The main menu with the boards the user can see, as they sync. */
export const useBoardMenu = (items: NavItem[]): NavItem[] => withBoards(items, useBoards() ?? []);
