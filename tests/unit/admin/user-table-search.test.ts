import { describe, expect, it } from 'vitest';
import type { UserTableRow } from '../../../src/contract';
import { filterUsers, orderUsers } from '../../../src/features/admin/user/user-directory';
import {
  parseUserTableSearch,
  type UserTableSearch,
} from '../../../src/features/admin/user/user-table-search';

describe('the /admin/user query string', () => {
  it('keeps good values and drops bad ones', () => {
    expect(
      parseUserTableSearch({ q: ' 별 ', field: 'username', link: 'linked', sort: 'oldest', page: '3' }),
    ).toEqual({ q: ' 별 ', field: 'username', link: 'linked', sort: 'oldest', page: 3 });
    expect(
      parseUserTableSearch({
        field: 'passwordHash',
        link: 'maybe',
        sort: 'points',
        page: '0',
        q: 'x'.repeat(41),
      }),
    ).toEqual({});
  });
});

const member = (
  nickname: string,
  username: string,
  soopId: string | null,
  createdAt: string,
): UserTableRow => ({
  uuid: `uuid-${username}`,
  nickname,
  username,
  afreecatvUserId: soopId,
  roles: ['USER'],
  createdAt,
});

// The server's order: newest first.
const members = [
  member('하늘별', 'sky_star', 'skystar01', '2026-11-03T00:00:00.000Z'),
  member('Apple', 'apple99', null, '2026-11-02T00:00:00.000Z'),
  member('가람', 'garam', 'StarGaram', '2026-11-01T00:00:00.000Z'),
];
const names = (rows: UserTableRow[]) => rows.map((row) => row.nickname);
const shown = (search: UserTableSearch) =>
  names(filterUsers(orderUsers(members, search.sort ?? 'newest'), search));

describe('the loaded member list, filtered and ordered in the page', () => {
  it('matches the words in any name, case aside, or only in the chosen one', () => {
    expect(shown({})).toEqual(['하늘별', 'Apple', '가람']);
    expect(shown({ q: 'STAR' })).toEqual(['하늘별', '가람']);
    expect(shown({ q: '01', field: 'afreecatvUserId' })).toEqual(['하늘별']);
    expect(shown({ q: '01', field: 'username' })).toEqual([]);
    expect(shown({ q: 'star', field: 'nickname' })).toEqual([]);
    expect(shown({ q: '별', field: 'nickname' })).toEqual(['하늘별']);
    expect(shown({ q: 'ple', field: 'username' })).toEqual(['Apple']);
  });

  it('filters by the SOOP link', () => {
    expect(shown({ link: 'linked' })).toEqual(['하늘별', '가람']);
    expect(shown({ link: 'unlinked' })).toEqual(['Apple']);
    expect(shown({ link: 'unlinked', q: '별' })).toEqual([]);
  });

  it('orders by joining date either way or by nickname (Latin, then 가나다)', () => {
    expect(shown({ sort: 'oldest' })).toEqual(['가람', 'Apple', '하늘별']);
    expect(shown({ sort: 'nickname' })).toEqual(['Apple', '가람', '하늘별']);
    expect(shown({ sort: 'nickname', q: 'star' })).toEqual(['가람', '하늘별']);
  });

  it('never changes the loaded list itself', () => {
    orderUsers(members, 'oldest');
    orderUsers(members, 'nickname');
    expect(names(members)).toEqual(['하늘별', 'Apple', '가람']);
  });
});
