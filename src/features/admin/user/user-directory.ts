import type { UserTableRow } from '../../../contract';
import { filterWords } from '../../../lib/text-match';
import type { UserFilterField, UserSort, UserTableSearch } from './user-table-search';

/** A member with the names lower-cased once per load, so a keystroke only compares strings. */
export interface IndexedUser {
  user: UserTableRow;
  nickname: string;
  username: string;
  soopId: string;
}

const indexUser = (user: UserTableRow): IndexedUser => ({
  user,
  nickname: user.nickname.toLowerCase(),
  username: user.username.toLowerCase(),
  soopId: user.afreecatvUserId?.toLowerCase() ?? '',
});

// Hangul syllables are in 가나다 order by code point, so a plain comparison sorts Korean names
// correctly, and at 20,000 members it is many times faster than a collator.
const byNickname = (a: IndexedUser, b: IndexedUser) =>
  a.nickname < b.nickname ? -1 : a.nickname > b.nickname ? 1 : 0;

/**
 * The loaded list in the chosen order, made ready for filtering: done once per load and order,
 * not per keystroke. The server sends the newest first.
 */
export function orderUsers(users: readonly UserTableRow[], sort: UserSort): IndexedUser[] {
  const rows = users.map(indexUser);
  if (sort === 'oldest') return rows.reverse();
  if (sort === 'nickname') return rows.sort(byNickname);
  return rows;
}

const FIELD_MATCH: Record<UserFilterField, (row: IndexedUser, words: string) => boolean> = {
  all: (row, words) =>
    row.nickname.includes(words) || row.username.includes(words) || row.soopId.includes(words),
  nickname: (row, words) => row.nickname.includes(words),
  username: (row, words) => row.username.includes(words),
  afreecatvUserId: (row, words) => row.soopId.includes(words),
};

/** The members the search shows, in the list's order: run on every keystroke over the whole list. */
export function filterUsers(rows: readonly IndexedUser[], search: UserTableSearch): UserTableRow[] {
  const words = filterWords(search.q ?? '');
  const match = FIELD_MATCH[search.field ?? 'all'];
  const linked = search.link === undefined ? undefined : search.link === 'linked';
  const shown: UserTableRow[] = [];
  for (const row of rows) {
    if (linked !== undefined && (row.soopId !== '') !== linked) continue;
    if (words && !match(row, words)) continue;
    shown.push(row.user);
  }
  return shown;
}
