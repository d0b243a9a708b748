import { createRoute, redirect } from '@tanstack/react-router';
import { lazyPage, mainLayoutRoute, preloadSafeHtml, requireRoles, useStackedPage } from '../../app';
import { type BoardListSearch, parseBoardListSearch } from './list-search';

/**
 * The board pages load after the first page, each in its own chunk: a first visit to a list does
 * not wait for the write form's editor and uploads. `preloadBoardPages` fetches all of them, and
 * DOMPurify for post bodies, once the app has started: a member who goes offline must still reach
 * them before the service worker has cached the app.
 */
const BoardFilterPage = lazyPage(() => import('./pages/BoardFilterPage'), 'BoardFilterPage');
const BoardListPage = lazyPage(() => import('./pages/BoardListPage'), 'BoardListPage');
const PostViewPage = lazyPage(() => import('./pages/PostViewPage'), 'PostViewPage');
const PostWritePage = lazyPage(() => import('./pages/PostWritePage'), 'PostWritePage');
const UserPostsPage = lazyPage(() => import('./pages/UserPostsPage'), 'UserPostsPage');
const lazyPages = [BoardFilterPage, BoardListPage, PostViewPage, PostWritePage, UserPostsPage];
export const preloadBoardPages = (): Promise<unknown> =>
  Promise.all([...lazyPages.map((page) => page.preload?.()), preloadSafeHtml()]);

/**
 * A route whose own component renders a lazy page inside it: the router cannot see that page, so
 * its loader loads it. Otherwise the first render suspends on it, and React then holds the page
 * back for its fallback throttle (~300 ms) even when the chunk is already there.
 */
const loadPage = (page: (typeof lazyPages)[number]) => () => page.preload?.();

/** Board routes (SPEC section 2), children of the main layout. Pages live in ./pages. */

const signedIn = ({ location }: { location: { href: string } }) => requireRoles(location);
const listKey = (boardId: string | null, search: BoardListSearch) =>
  `${boardId ?? 'all'}|${JSON.stringify(search)}`;

const boardIndexRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/board',
  beforeLoad: () => {
    throw redirect({ to: '/board/all', replace: true });
  },
});

const boardAllRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/board/all',
  staticData: { title: '전체글', stack: true, keepView: true },
  validateSearch: parseBoardListSearch,
  loader: loadPage(BoardListPage),
  component: function BoardAll() {
    const { search } = useStackedPage(boardAllRoute);
    const navigate = boardAllRoute.useNavigate();
    return (
      <BoardListPage
        key={listKey(null, search)}
        boardId={null}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});

const boardRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/board/$boardId',
  staticData: { title: '게시판', stack: true, keepView: true },
  beforeLoad: signedIn,
  validateSearch: parseBoardListSearch,
  loader: loadPage(BoardListPage),
  component: function Board() {
    const { params, search } = useStackedPage(boardRoute);
    const { boardId } = params;
    const navigate = boardRoute.useNavigate();
    return (
      <BoardListPage
        key={listKey(boardId, search)}
        boardId={boardId}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});

const boardFilterRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/board-filter',
  staticData: { title: '게시판 선택' },
  beforeLoad: signedIn,
  component: BoardFilterPage,
});

const userPostsRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/board/user/$userId',
  staticData: { title: '작성한 글', stack: true },
  beforeLoad: signedIn,
  loader: loadPage(UserPostsPage),
  component: function UserPosts() {
    const { userId } = useStackedPage(userPostsRoute).params;
    return <UserPostsPage key={userId} userUuid={userId} />;
  },
});

const writeRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/board/write',
  staticData: { title: '글쓰기' },
  beforeLoad: signedIn,
  loader: loadPage(PostWritePage),
  component: () => <PostWritePage boardId={null} postId={null} />,
});

const boardWriteRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/board/$boardId/write',
  staticData: { title: '글쓰기' },
  beforeLoad: signedIn,
  loader: loadPage(PostWritePage),
  component: function BoardWrite() {
    const { boardId } = boardWriteRoute.useParams();
    return <PostWritePage key={boardId} boardId={boardId} postId={null} />;
  },
});

const postRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/board/$boardId/$postId',
  staticData: { title: '게시글' },
  loader: loadPage(PostViewPage),
  component: function PostView() {
    const { boardId, postId } = postRoute.useParams();
    return <PostViewPage key={postId} boardId={boardId} postId={postId} />;
  },
});

const modifyRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/board/$boardId/$postId/modify',
  staticData: { title: '글 수정' },
  beforeLoad: signedIn,
  loader: loadPage(PostWritePage),
  component: function PostModify() {
    const { boardId, postId } = modifyRoute.useParams();
    return <PostWritePage key={postId} boardId={boardId} postId={postId} />;
  },
});

export const boardRoutes = [
  boardIndexRoute,
  boardAllRoute,
  boardFilterRoute,
  userPostsRoute,
  writeRoute,
  boardWriteRoute,
  boardRoute,
  postRoute,
  modifyRoute,
] as const;
