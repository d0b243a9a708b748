import type { Workbox } from 'workbox-window';

/**
 * The service worker (workers/sw.ts, built by vite-plugin-pwa as /sw.js). Registered only in
 * production builds: in development it would serve stale precached modules. Registered once the
 * page has loaded (the pwa feature's `afterLoad`), so this module and workbox-window are fetched
 * then, not with the first page.
 */
let workbox: Workbox | null = null;

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  await workbox
    .register()
    .catch((error: unknown) => console.warn('service worker registration failed', error));
}

/** How long a new service worker may take to install before the page reloads anyway. */
const TAKEOVER_TIMEOUT_MS = 5000;

/**
 * Loads the new version: the waiting service worker (which precached the new files) takes over,
 * then the page reloads. Without one, or if it takes too long, a plain reload still fetches the
 * new shell once the worker updates on its own.
 */
export async function reloadToNewVersion(): Promise<void> {
  const registration = await workbox?.update().then(
    () => navigator.serviceWorker.getRegistration(),
    () => undefined,
  );
  const next = registration?.waiting ?? registration?.installing;
  if (!workbox || !next) {
    location.reload();
    return;
  }
  const reload = () => location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  setTimeout(reload, TAKEOVER_TIMEOUT_MS);
  if (registration?.waiting) workbox.messageSkipWaiting();
  else workbox.addEventListener('waiting', () => workbox?.messageSkipWaiting());
}
