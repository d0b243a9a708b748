import { createRoute } from '@tanstack/react-router';
import { adminLayoutRoute, lazyPage, mainLayoutRoute, routeLoadError } from '../../app';

/** Each page's module also exports its loader, so the page cache comes with the page. */
const soopVodReqPage = () => import('./page/SoopVodReqPage');
const adminSoopChatPage = () => import('./admin/AdminSoopChatPage');

const loadError = routeLoadError('목록을 불러오지 못했습니다');

/** Public (SPEC section 2): a visitor reads the requests; asking for one needs an account. */
const soopVodReqRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/soop-vod-req',
  staticData: { title: '클립 요청' },
  loader: async ({ cause }) => (await soopVodReqPage()).loadSoopVodReqPage(cause),
  errorComponent: loadError,
  component: lazyPage(soopVodReqPage, 'SoopVodReqPage'),
});

const adminSoopChatRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'soop-chat',
  staticData: { title: '채팅 모먼트' },
  loader: async ({ cause }) => (await adminSoopChatPage()).loadAdminSoopChat(cause),
  errorComponent: loadError,
  component: lazyPage(adminSoopChatPage, 'AdminSoopChatPage'),
});

/** Children of `mainLayoutRoute`. */
export const soopVodMainRoutes = [soopVodReqRoute] as const;
/** Children of `adminLayoutRoute` (the layout admits admins and managers only). */
export const soopVodAdminRoutes = [adminSoopChatRoute] as const;
