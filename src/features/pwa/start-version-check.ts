import { type AppRuntimeContext, showConfirm } from '../../app';
import { onWorkerEvent } from '../../data/worker-client';
import { reloadToNewVersion } from './reload';
import { createVersionCheck } from './version-check';

/**
 * A new version is looked for each time the app comes back on screen, and offered at once when the
 * live socket refuses this build's messages. Started after the first page: asking the data worker
 * any sooner would start it before the page planned which account it opens.
 */
export function startVersionCheck(app: AppRuntimeContext, startedAt: number): () => void {
  const versions = createVersionCheck({
    startedAt,
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
}
