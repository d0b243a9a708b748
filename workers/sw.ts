/// <reference lib="webworker" />
/**
 * The service worker: the precached app shell opens the installed app with no network; images
 * are cached as they are seen. API data is NOT cached here: the data worker keeps it in IndexedDB.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { apiRoutes } from '../src/contract/api-paths';
import { pushClickTarget, pushNotification } from '../src/lib/push-notification';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app path is the single-page shell; the API, the socket and version checks go to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/ws/, /^\/version\.json/, /^\/social-sim\//],
  }),
);

// Uploaded pictures are images too (immutable by id), so posts read offline keep them.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    (!url.pathname.startsWith('/api/') || url.pathname.startsWith(`${apiRoutes.files}/`)),
  new CacheFirst({ cacheName: 'images' }),
);

// The app asks a waiting worker to take over when the user accepts an update (SPEC section 8).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

// Web push (SPEC sections 2 and 4): show the payload, and route a click to its target.
self.addEventListener('push', (event) => {
  const shown = pushNotification(readPushJson(event.data));
  if (shown) event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openClickTarget(pushClickTarget(event.notification.data, self.location.origin)));
});

function readPushJson(data: PushMessageData | null): unknown {
  try {
    return data?.json();
  } catch {
    return undefined;
  }
}

/** An in-app target reuses an open window of the app (focused, then navigated); else a new one. */
async function openClickTarget(target: string): Promise<void> {
  if (new URL(target).origin === self.location.origin) {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const client = windows.find((c) => c.url.startsWith(self.location.origin));
    if (client) {
      try {
        await (await client.focus()).navigate(target);
        return;
      } catch {
        // A window this worker does not control cannot be navigated: open a new one instead.
      }
    }
  }
  await self.clients.openWindow(target);
}
