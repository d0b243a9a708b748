import { type ClientFeature, showConfirm, startAfterLoad } from '../../app';
import { onWorkerEvent } from '../../data/worker-client';
import { reloadOnMissingChunk } from './chunk-reload';
import { InstallHelper } from './InstallHelper';
import { captureInstallPrompt } from './install-event';
import { DownloadIcon } from './menu-icons';
import { registerServiceWorker, reloadToNewVersion } from './reload';
import { pwaRoutes } from './routes';
import { createVersionCheck, type VersionCheck } from './version-check';

/**
 * The socket's refusal of this build is heard once the first page is shown: asking the data
 * worker any sooner would start it before the page planned which account it opens.
 */
const followOutdated = (versions: VersionCheck) =>
  startAfterLoad(async () => () => onWorkerEvent('socketOutdated', () => void versions.outdated()));

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
  // A new version is looked for each time the app comes back on screen, and offered at once when
  // the live socket refuses this build's messages.
  start: (app) => {
    const versions = createVersionCheck({
      pathname: app.pathname,
      confirm: () => showConfirm('업데이트가 발견되었습니다. 진행하시겠습니까?', { title: '알림' }),
      reload: reloadToNewVersion,
    });
    const stopReturn = app.onReturn(() => void versions.onReturn());
    const stopOutdated = followOutdated(versions)(app);
    return () => {
      stopReturn();
      stopOutdated();
    };
  },
} satisfies ClientFeature;
