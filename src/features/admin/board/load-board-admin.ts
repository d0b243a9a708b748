import { BoardAdminOverview } from '../../../contract';
import { loadCachedPage } from '../../../data/page-cache';
import { boardAdminApi } from './board-admin-api';

/** Through the page cache: `/admin/board` opens offline from the account's last answer, marked stale. */
export const loadBoardAdmin = (cause: 'enter' | 'stay' | 'preload') =>
  loadCachedPage({ key: 'admin/board', schema: BoardAdminOverview, cause, fetch: boardAdminApi.overview });
