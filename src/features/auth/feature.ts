import type { ClientFeature } from '../../app';
import { blankAuthRoutes, mainAuthRoutes } from './routes';

export const authFeature = {
  name: 'auth',
  routes: { main: mainAuthRoutes, blank: blankAuthRoutes },
} satisfies ClientFeature;
