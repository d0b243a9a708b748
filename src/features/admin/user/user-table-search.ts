import { oneOf, positiveInt, searchOf, text } from '../../../lib/search-params';

export const USER_PAGE_SIZE = 20;

/** Where the typed words are looked for: every name, or one of them. */
export const USER_FILTER_FIELDS = ['all', 'nickname', 'username', 'afreecatvUserId'] as const;
export type UserFilterField = (typeof USER_FILTER_FIELDS)[number];

export const FILTER_FIELD_LABELS: Record<UserFilterField, string> = {
  all: '전체',
  nickname: '닉네임',
  username: '아이디',
  afreecatvUserId: 'SOOP 아이디',
};

export const LINK_FILTERS = ['linked', 'unlinked'] as const;
export type LinkFilter = (typeof LINK_FILTERS)[number];
/** The link choice from the address or the picker: `undefined` for "all" (or anything else). */
export const linkFilterOf = oneOf(LINK_FILTERS);

export const LINK_FILTER_LABELS: Record<LinkFilter, string> = {
  linked: 'SOOP 연결됨',
  unlinked: 'SOOP 연결 안 됨',
};

export const USER_SORTS = ['newest', 'oldest', 'nickname'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const USER_SORT_LABELS: Record<UserSort, string> = {
  newest: '최근 가입순',
  oldest: '오래된 가입순',
  nickname: '닉네임순',
};

/** /admin/user's query string: `?q=별&field=nickname&link=linked&sort=oldest&page=2`. Bad values drop out. */
export const parseUserTableSearch = searchOf({
  // As typed: the filter trims it, and trimming here would take a space from under the cursor.
  q: text({ max: 40 }),
  field: oneOf(USER_FILTER_FIELDS),
  link: linkFilterOf,
  sort: oneOf(USER_SORTS),
  page: positiveInt,
});
export type UserTableSearch = ReturnType<typeof parseUserTableSearch>;
