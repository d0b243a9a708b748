/** The board pages, one lazy chunk: they link to one another, so once one is open, all are. */
export { BoardFilterPage } from './BoardFilterPage';
export { BoardListPage } from './BoardListPage';
export { PostViewPage } from './PostViewPage';
export { PostWritePage } from './PostWritePage';
export { UserPostsPage } from './UserPostsPage';
