import { z } from 'zod';

export const USER_PAGE_SIZE = 20;

/** Where the typed words are looked for: every name, or one of them. */
export const UserFilterField = z.enum(['all', 'nickname', 'username', 'afreecatvUserId']);
export type UserFilterField = z.infer<typeof UserFilterField>;

export const FILTER_FIELD_LABELS: Record<UserFilterField, string> = {
  all: '전체',
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

export const UserSort = z.enum(['newest', 'oldest', 'nickname']);
export type UserSort = z.infer<typeof UserSort>;

export const USER_SORT_LABELS: Record<UserSort, string> = {
  newest: '최근 가입순',
  oldest: '오래된 가입순',
  nickname: '닉네임순',
};

/** /admin/user's query string: `?q=별&field=nickname&link=linked&sort=oldest&page=2`. Bad values drop out. */
export const UserTableSearch = z.object({
  // As typed: the filter trims it, and trimming here would take a space from under the cursor.
  q: z.string().max(40).optional().catch(undefined),
  field: UserFilterField.optional().catch(undefined),
  link: LinkFilter.optional().catch(undefined),
  sort: UserSort.optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type UserTableSearch = z.infer<typeof UserTableSearch>;
