import type { User } from '../../contract/user';

/**
 * Every name the inline painter (`paint.ts`) and the keeper (`kept-views.ts`) share. No imports at
 * run time: the vite config reads it to inline the painter.
 */
export const SNAPSHOT_KEYS = {
  /** `{pagePrefix}{account}|{path}`: one kept view (`KeptView`). */
  pagePrefix: 'c9_page_view:',
  /** `{cssPrefix}{id}`: the style rules the kept views of that id were painted with. */
  cssPrefix: 'c9_page_view_css:',
  visitor: 'anon',
  /** The page-stack key changes per visit; the view is the same page. */
  ignoredParam: 'stackKey',
  viewId: 'c9-kept-view',
  styleId: 'c9-kept-view-style',
  /** Where the painter leaves a link tapped before the app took over. */
  pendingHref: '__c9KeptViewHref',
} as const;

/** What the painter is given: the shared names, and where the session mark and the last member are. */
export type PaintKeys = typeof SNAPSHOT_KEYS & { markCookie: string; lastUser: string };

/** What is kept of one page. `roles` and `width` must match for it to be painted again. */
export type KeptView = { html: string; css: string; roles: string; width: number; savedAt: number };

/** The page's key: its path and query without the page-stack key, parameters sorted. */
export function keptPagePath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SNAPSHOT_KEYS.ignoredParam);
  params.sort();
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** The roles and board roles an account had, in one comparable string (`paint.ts` builds the same). */
export function rolesSignature(user: Pick<User, 'roles' | 'boardRoleList'>): string {
  const boardRoles = user.boardRoleList.map((grant) => `${grant.boardId}:${grant.role.code}`);
  return `${[...user.roles].sort().join(',')}|${boardRoles.sort().join(',')}`;
}
