import type { ClientFeature } from '../../app';
import { notSupportBrowserRoute, policyRoutes } from './routes';

export const pagesFeature = {
  name: 'pages',
  routes: { main: policyRoutes, bare: [notSupportBrowserRoute] },
} satisfies ClientFeature;
