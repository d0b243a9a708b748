/**
 * A board's list is where most visits land (shared links, the menu's first board): the build
 * fetches its page's files beside the first page's when the address is a board's
 * (src/app/snapshot/preload-landing-page.ts). Plain values only: the vite config reads it.
 */
export const boardListLanding = {
  path: '^/board/[^/]+/?$',
  page: 'src/features/board/pages/BoardListPage.tsx',
};
