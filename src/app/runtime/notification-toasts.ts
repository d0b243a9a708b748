import { appStorage } from '../../data/http';
import { onWorkerEvent } from '../../data/worker-client';
import { showToast } from '../toast/toaster';

/** SPEC section 2: an external http link opens in a new tab, anything else navigates in-app. */
export const isExternalLink = (path: string): boolean => /^https?:\/\//i.test(path);

/**
 * A new notification shows a toast (clamped to 2 lines, 300 px wide by the toaster) when the
 * tab is visible and the user's notification setting is on (SPEC section 4).
 */
export function startNotificationToasts(navigate: (path: string) => void): () => void {
  return onWorkerEvent('notification', ({ payload }) => {
    if (payload.type !== 'create') return;
    if (document.visibilityState !== 'visible') return;
    if (!appStorage.read('notification').notification) return;
    const path = payload.data.addData.path;
    showToast({
      title: '새 알림',
      description: payload.data.content,
      ...(path
        ? {
            onClick: () => {
              if (isExternalLink(path)) window.open(path, '_blank', 'noopener');
              else navigate(path);
            },
          }
        : {}),
    });
  });
}
