import { type ClientFeature, showConfirm } from '../../app';
import { onWorkerEvent } from '../../data/worker-client';
import { reloadOnMissingChunk } from './chunk-reload';
import { InstallHelper } from './InstallHelper';
import { captureInstallPrompt } from './install-event';
import { DownloadIcon } from './menu-icons';
import { pwaRoutes } from './routes';
import { createVersionCheck } from './version-check';

const serviceWorker = () => import('./service-worker');
/** Lets a waiting service worker (with the new files) take over first; a plain reload if its chunk is gone too. */
const reloadToNewVersion = () =>
  serviceWorker()
    .then((sw) => sw.reloadToNewVersion())
    .catch(() => location.reload());

export const pwaFeature = {
  name: 'pwa',
  routes: { main: pwaRoutes },
  menus: { main: [{ label: '앱 설치 안내', icon: DownloadIcon, href: '/pwa-install-guide', order: 40 }] },
  Mounted: InstallHelper,
  // Chrome may offer its install prompt before React runs; a page chunk may be gone after a deploy.
  beforeRender: () => {
    captureInstallPrompt();
    reloadOnMissingChunk(() => void reloadToNewVersion());
  },
  // Not in development: the worker would serve stale precached modules. Its code (and
  // workbox-window) is fetched only then, not with the first page.
  afterLoad: () => {
    if (import.meta.env.PROD) void serviceWorker().then((sw) => sw.registerServiceWorker());
  },
  // A new version is looked for each time the app comes back on screen, and offered at once when
  // the live socket refuses this build's messages.
  start: (app) => {
    const versions = createVersionCheck({
      pathname: app.pathname,
      confirm: () => showConfirm('업데이트가 발견되었습니다. 진행하시겠습니까?', { title: '알림' }),
      reload: reloadToNewVersion,
    });
    const stopReturn = app.onReturn(() => void versions.onReturn());
    const stopOutdated = onWorkerEvent('socketOutdated', () => void versions.outdated());
    return () => {
      stopReturn();
      stopOutdated();
    };
  },
} satisfies ClientFeature;
