import { createRoute } from '@tanstack/react-router';
import { lazyPage, mainLayoutRoute, rootRoute } from '../../app';

export const termsRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/terms',
  staticData: { title: '이용약관' },
  component: lazyPage(() => import('./TermsPage'), 'TermsPage'),
});

export const privacyRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/privacy',
  staticData: { title: '개인정보 처리방침' },
  component: lazyPage(() => import('./PrivacyPage'), 'PrivacyPage'),
});

export const youthPolicyRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/youth-policy',
  staticData: { title: '청소년 보호정책' },
  component: lazyPage(() => import('./YouthPolicyPage'), 'YouthPolicyPage'),
});

/** Outside both layouts: the page must work where the app shell cannot. */
export const notSupportBrowserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/error/not-support-browser',
  staticData: { title: '지원하지 않는 브라우저' },
  component: lazyPage(() => import('./NotSupportBrowserPage'), 'NotSupportBrowserPage'),
});

/** Children of `mainLayoutRoute`. */
export const policyRoutes = [termsRoute, privacyRoute, youthPolicyRoute] as const;
