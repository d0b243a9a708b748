import { type ClientFeature, startAfterLoad } from '../../app';

export const pushFeature = {
  name: 'push',
  // The browser's subscription is renewed in the background; the first paint does not wait for it.
  start: startAfterLoad(() => import('./start-push').then((push) => push.startPush)),
} satisfies ClientFeature;
