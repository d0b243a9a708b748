import { type ClientFeature, startAfterLoad } from '../../app';
import { reloadOnMissingChunk } from './chunk-reload';
import { InstallHelper } from './InstallHelper';
import { captureInstallPrompt } from './install-event';
import { DownloadIcon } from './menu-icons';
import { registerServiceWorker, reloadToNewVersion } from './reload';
import { pwaRoutes } from './routes';

/** The version check counts its 30 s from here, though it starts after the first page. */
const pageStartedAt = Date.now();

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
  // Not in development: the worker would serve stale precached modules.
  afterLoad: () => {
    if (import.meta.env.PROD) registerServiceWorker();
  },
  start: startAfterLoad(() =>
    import('./start-version-check').then((check) => (app) => check.startVersionCheck(app, pageStartedAt)),
  ),
} satisfies ClientFeature;
