import type { ClientFeature } from '../../app';
import { diagnosticsRoutes } from './routes';
import { followSocketStatus } from './socket-status';

/** `/test`: the diagnostics page. Its socket row needs the status from app start (see socket-status). */
export const diagnosticsFeature = {
  name: 'diagnostics',
  routes: { main: diagnosticsRoutes },
  start: followSocketStatus,
} satisfies ClientFeature;
