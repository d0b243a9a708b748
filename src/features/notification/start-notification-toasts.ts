import { showToast } from '../../app';
import { appStorage } from '../../data/http';
import { dataWorker, onWorkerEvent } from '../../data/worker-client';
import { notificationTarget } from './notification-target';

/**
 * A new notification shows a toast (clamped to 2 lines, 300 px wide by the toaster) when the
 * tab is visible and the user's notification setting is on (SPEC section 4). A click marks it
 * read and follows its link like the notification list does (SPEC section 2).
 */
export function startNotificationToasts(navigate: (path: string) => void): () => void {
  return onWorkerEvent('notification', ({ payload }) => {
    if (payload.type !== 'create') return;
    if (document.visibilityState !== 'visible') return;
    if (!appStorage.read('notification').notification) return;
    const { id, content, addData } = payload.data;
    showToast({
      title: '새 알림',
      description: content,
      onClick: () => {
        void dataWorker().confirmNotification(id);
        const target = notificationTarget(addData.path);
        if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
        else if (target.kind === 'internal') navigate(target.href);
      },
    });
  });
}
