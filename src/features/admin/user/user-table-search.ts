import { z } from 'zod';
import { UserSearchField as SearchField, type TableQuery, type UserSearchField } from '../../../contract';

export const USER_PAGE_SIZE = 20;

export const SEARCH_FIELD_LABELS: Record<UserSearchField, string> = {
  nickname: '닉네임',
  username: '아이디',
  afreecatvUserId: 'SOOP 아이디',
};

export const LinkFilter = z.enum(['linked', 'unlinked']);
export type LinkFilter = z.infer<typeof LinkFilter>;

export const LINK_FILTER_LABELS: Record<LinkFilter, string> = {
  linked: 'SOOP 연결됨',
  unlinked: 'SOOP 연결 안 됨',
};

/** /admin/user's query string: `?q=별&field=nickname&link=linked&page=2`. Bad values drop out. */
export const UserTableSearch = z.object({
  q: z.string().trim().max(40).optional().catch(undefined),
  field: SearchField.optional().catch(undefined),
  link: LinkFilter.optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type UserTableSearch = z.infer<typeof UserTableSearch>;

/** The server's table query for one page of the search: newest members first. */
export function userTableQuery(search: UserTableSearch): TableQuery {
  const searchColumns = [
    ...(search.q
      ? [{ name: search.field ?? 'nickname', value: search.q, operator: 'contains' as const }]
      : []),
    ...(search.link
      ? [{ name: 'afreecatvUserId', value: null, operator: search.link === 'linked' ? 'ne' : 'eq' }]
      : []),
  ];
  return {
    start: ((search.page ?? 1) - 1) * USER_PAGE_SIZE,
    length: USER_PAGE_SIZE,
    orderColumnName: 'createdAt',
    order: 'desc',
    searchColumns,
  };
}
