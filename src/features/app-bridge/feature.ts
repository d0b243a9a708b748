import type { ClientFeature } from '../../app';
import { startAppBridge } from './start-app-bridge';

export const appBridgeFeature = {
  name: 'app-bridge',
  start: () => startAppBridge(),
} satisfies ClientFeature;
