import type { ClientFeature } from '../../app';
import { useBoardMenu } from './board-menu';
import { BoardIcon } from './menu-icons';
import { boardRoutes, preloadBoardPages } from './routes';

export const boardFeature = {
  name: 'board',
  routes: { main: boardRoutes },
  menus: { main: [{ label: '게시판', icon: BoardIcon, href: '/board/all', match: '/board', order: 30 }] },
  useMainMenu: useBoardMenu,
  // Offline, the board must still open: its pages are fetched once the first page has loaded.
  afterLoad: () => void preloadBoardPages(),
} satisfies ClientFeature;
