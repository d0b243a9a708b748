import type { AdminBoard, BoardInput } from '../../../contract';
import { filterWords, matchesAny } from '../../../lib/text-match';

export const BOARD_SORTS = { sort: '정렬 순서', name: '이름', posts: '글 많은 순' } as const;
export type BoardSort = keyof typeof BOARD_SORTS;

/** What the admin typed, matched on the id, name, description and category names. */
const matches = (board: AdminBoard, words: string) =>
  matchesAny([board.id, board.name, board.description, ...board.categories.map((c) => c.name)], words);

const ORDER: Record<BoardSort, (a: AdminBoard, b: AdminBoard) => number> = {
  sort: (a, b) => a.sort - b.sort || a.id.localeCompare(b.id),
  name: (a, b) => a.name.localeCompare(b.name, 'ko'),
  posts: (a, b) => b.postCount - a.postCount || a.sort - b.sort,
};

/** The boards shown: filtered and sorted here, on every keystroke, from the list already loaded. */
export function visibleBoards(
  boards: readonly AdminBoard[],
  query: string,
  sort: BoardSort,
  showDeleted: boolean,
): AdminBoard[] {
  const words = filterWords(query);
  return boards.filter((b) => (showDeleted || !b.deleted) && matches(b, words)).sort(ORDER[sort]);
}

/** The fields a board is written with, from a listed board. */
export const boardInputOf = (board: AdminBoard): BoardInput => ({
  id: board.id,
  name: board.name,
  description: board.description,
  categories: board.categories,
  readRoles: board.readRoles,
  writeRoles: board.writeRoles,
  sort: board.sort,
});
