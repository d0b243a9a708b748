import { apiRoutes } from '../contract/api-paths.ts';

/**
 * The reads a visitor's first visit makes over HTTP (`first-visit-reads.ts`) and their exact
 * addresses. Self-contained functions with plain arguments: index.html inlines them to ask for the
 * same addresses before any module has loaded (src/app/snapshot/fetch-ahead.ts), and the app then
 * takes those answers by address.
 */
export type FirstVisitPlan = { boardTable: string; postTable: string; boardsRead: number; postsRead: number };
export type FirstVisitRead =
  | { kind: 'boards' }
  | { kind: 'posts'; boardId: string | undefined; length: number };

/**
 * What the page at `pathname` reads first: the boards, and a board's newest posts on its list.
 * Nothing with a query (a search, a filter): the page reads those itself.
 */
export function firstVisitReadsOf(plan: FirstVisitPlan, pathname: string, search: string): FirstVisitRead[] {
  if (new URLSearchParams(search).size > 0) return [];
  const board = /^\/board\/([^/]+)\/?$/.exec(pathname)?.[1];
  const reads: FirstVisitRead[] = [{ kind: 'boards' }];
  if (board !== undefined)
    reads.push({
      kind: 'posts',
      boardId: board === 'all' ? undefined : decodeURIComponent(board),
      length: plan.postsRead,
    });
  return reads;
}

/** The read's address, on `base` (the page's address). */
export function firstVisitUrl(plan: FirstVisitPlan, read: FirstVisitRead, base: string): string {
  const url = new URL(read.kind === 'boards' ? plan.boardTable : plan.postTable, base);
  if (read.kind === 'boards') {
    url.searchParams.set('length', String(plan.boardsRead));
  } else {
    url.searchParams.set('length', String(read.length));
    url.searchParams.set('orderColumnName', 'createdAt');
    url.searchParams.set('order', 'desc');
    const searched = read.boardId ? [{ name: 'boardId', value: read.boardId, operator: 'eq' }] : [];
    url.searchParams.set('searchColumns', JSON.stringify(searched));
  }
  return url.href;
}

/** This app's first-visit reads: the worker's first pull reads as many posts per board. */
export const FIRST_VISIT_PLAN: FirstVisitPlan = {
  boardTable: apiRoutes.boardTable,
  postTable: apiRoutes.allPostTable,
  boardsRead: 200,
  postsRead: 100,
};

/** The global under which index.html leaves the answers it asked for ahead (`fetch-ahead.ts`). */
export const FETCHED_AHEAD = '__c9FetchedAhead';
