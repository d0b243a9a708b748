import type { ClientFeature } from '../../app';
import { authNotFoundRoutes } from './routes';

/** `/auth/404`: the blank layout's not-found page (SPEC section 2). */
export const authNotFoundFeature = {
  name: 'auth-not-found',
  routes: { blank: authNotFoundRoutes },
} satisfies ClientFeature;
