import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { LocalNotification } from '../../../workers/api';
import { dataWorker } from '../../data/worker-client';
import { notificationTarget } from './notification-target';

/**
 * A notification click: marks it read (through the outbox, so it also works offline), then opens
 * an external link in a new tab or navigates in-app (SPEC section 2).
 */
export function useOpenNotification(): (notification: LocalNotification) => void {
  const router = useRouter();
  return useCallback(
    (notification) => {
      if (!notification.confirmed) void dataWorker().confirmNotification(notification.id);
      const target = notificationTarget(notification.addData.path);
      if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
      else if (target.kind === 'internal') router.history.push(target.href);
    },
    [router],
  );
}

/** '모두 읽음': one write for every unread notification. */
export const confirmAllNotifications = (): void => void dataWorker().confirmAllNotifications();
