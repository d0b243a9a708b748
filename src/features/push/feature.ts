import type { ClientFeature } from '../../app';
import { startPush } from './start-push';

export const pushFeature = {
  name: 'push',
  start: () => startPush(),
} satisfies ClientFeature;
