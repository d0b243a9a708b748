import type { ClientFeature } from '../../app';
import { memberRoutes } from './routes';

/** Another member's profile (/member/{uuid}): reached from their name on posts and comments. */
export const memberFeature = {
  name: 'member',
  routes: { main: memberRoutes },
} satisfies ClientFeature;
