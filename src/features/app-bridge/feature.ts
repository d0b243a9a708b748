import { type ClientFeature, startAfterLoad } from '../../app';

export const appBridgeFeature = {
  name: 'app-bridge',
  // It asks the native app for its token, so nothing the app sends is missed by starting late.
  start: startAfterLoad(() => import('./start-app-bridge').then((bridge) => bridge.startAppBridge)),
} satisfies ClientFeature;
