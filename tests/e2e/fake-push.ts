import type { BrowserContext } from '@playwright/test';
import { browserKeys } from '../server/helpers/push-service';

/**
 * Headless Chromium has no push service to subscribe with: this browser's PushManager is replaced
 * by one that hands out a subscription with real keys (kept across reloads in localStorage).
 */
export async function fakePushManager(context: BrowserContext) {
  const keys = browserKeys();
  await context.addInitScript(
    ({ p256dh, auth }) => {
      const KEY = 'e2e-fake-push-endpoint';
      const subscription = (endpoint: string) => ({
        endpoint,
        toJSON: () => ({ endpoint, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      });
      PushManager.prototype.subscribe = async () => {
        // A loopback address nothing listens on: the server's pushes to it fail at once, and it
        // asks no name server for an outside host (the e2e servers allow loopback push services).
        const endpoint = `http://127.0.0.1:9/e2e/${crypto.randomUUID()}`;
        localStorage.setItem(KEY, endpoint);
        return subscription(endpoint) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => {
        const endpoint = localStorage.getItem(KEY);
        return endpoint ? (subscription(endpoint) as unknown as PushSubscription) : null;
      };
    },
    { p256dh: keys.p256dh, auth: keys.authB64 },
  );
}
