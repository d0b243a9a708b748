import { createRoute } from '@tanstack/react-router';
import { adminLayoutRoute, lazyPage, mainLayoutRoute, routeLoadError } from '../../app';

/** Each page's module also exports its loader, so the page cache comes with the page. */
const organizationPage = () => import('./organization/OrganizationPage');
const timelinePage = () => import('./timeline/TimelinePage');
const adminOrganizationPage = () => import('./admin/AdminOrganizationPage');
const adminTimelinePage = () => import('./admin/AdminTimelinePage');
const timelineWritePage = () => import('./admin/TimelineWritePage');

const organizationRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/organization',
  staticData: { title: '조직도', description: '씨나인 크루의 부서와 멤버, 지금 방송 중인 멤버' },
  loader: async ({ cause }) => (await organizationPage()).loadOrganization(cause),
  errorComponent: routeLoadError('조직도를 불러오지 못했습니다'),
  component: lazyPage(organizationPage, 'OrganizationPage'),
});

const timelineRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/timeline',
  staticData: { title: '크루 연혁', description: '씨나인 크루가 걸어온 길' },
  loader: async ({ cause }) => (await timelinePage()).loadTimeline(cause),
  errorComponent: routeLoadError('연혁을 불러오지 못했습니다'),
  component: lazyPage(timelinePage, 'TimelinePage'),
});

/** Children of `mainLayoutRoute`. */
export const crewMainRoutes = [organizationRoute, timelineRoute] as const;

const loadError = routeLoadError('목록을 불러오지 못했습니다');

const adminOrganizationRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'crew-organization',
  staticData: { title: '조직도 관리' },
  loader: async ({ cause }) => (await adminOrganizationPage()).loadAdminOrganization(cause),
  errorComponent: loadError,
  component: lazyPage(adminOrganizationPage, 'AdminOrganizationPage'),
});

const adminTimelineRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'crew-timeline',
  staticData: { title: '연혁 관리' },
  loader: async ({ cause }) => (await adminTimelinePage()).loadAdminTimeline(cause),
  errorComponent: loadError,
  component: lazyPage(adminTimelinePage, 'AdminTimelinePage'),
});

const timelineWriteRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'crew-timeline/write',
  staticData: { title: '연혁 쓰기' },
  component: lazyPage(timelineWritePage, 'TimelineWritePage'),
});

const timelineEditRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'crew-timeline/edit/$id',
  staticData: { title: '연혁 수정' },
  loader: async ({ params, cause }) => (await timelineWritePage()).loadTimelineEntry(params.id, cause),
  errorComponent: routeLoadError('연혁 항목을 불러오지 못했습니다'),
  component: lazyPage(timelineWritePage, 'TimelineEditPage'),
});

/** Children of `adminLayoutRoute` (the layout admits admins and managers only). */
export const crewAdminRoutes = [
  adminOrganizationRoute,
  adminTimelineRoute,
  timelineWriteRoute,
  timelineEditRoute,
] as const;
