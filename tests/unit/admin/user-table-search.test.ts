import { describe, expect, it } from 'vitest';
import { TableQuery } from '../../../src/contract';
import { UserTableSearch, userTableQuery } from '../../../src/features/admin/user/user-table-search';

describe('the /admin/user query string', () => {
  it('keeps good values and drops bad ones', () => {
    expect(UserTableSearch.parse({ q: ' 별 ', field: 'username', link: 'linked', page: '3' })).toEqual({
      q: '별',
      field: 'username',
      link: 'linked',
      page: 3,
    });
    expect(
      UserTableSearch.parse({ field: 'passwordHash', link: 'maybe', page: '0', q: 'x'.repeat(41) }),
    ).toEqual({});
  });

  it('becomes one page of the server table query, newest first', () => {
    expect(userTableQuery({})).toEqual({
      start: 0,
      length: 20,
      orderColumnName: 'createdAt',
      order: 'desc',
      searchColumns: [],
    });
    const query = userTableQuery({ q: '별', link: 'unlinked', page: 3 });
    expect(query).toMatchObject({
      start: 40,
      searchColumns: [
        { name: 'nickname', value: '별', operator: 'contains' },
        { name: 'afreecatvUserId', value: null, operator: 'eq' },
      ],
    });
    expect(userTableQuery({ q: 'soop', field: 'afreecatvUserId', link: 'linked' }).searchColumns).toEqual([
      { name: 'afreecatvUserId', value: 'soop', operator: 'contains' },
      { name: 'afreecatvUserId', value: null, operator: 'ne' },
    ]);
    // What the client sends is what the server's own schema accepts.
    expect(TableQuery.safeParse(query).success).toBe(true);
  });
});
