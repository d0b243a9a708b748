const serviceWorker = () => import('./service-worker');

/** Lets a waiting service worker (with the new files) take over first; a plain reload if its chunk is gone too. */
export const reloadToNewVersion = () =>
  serviceWorker()
    .then((sw) => sw.reloadToNewVersion())
    .catch(() => location.reload());

/** Registers the service worker: its code (and workbox-window) is fetched only when this runs. */
export const registerServiceWorker = () => void serviceWorker().then((sw) => sw.registerServiceWorker());
