import type { SocketStatus } from '../../../workers/api';
import { onWorkerEvent } from '../../data/worker-client';

/**
 * The tab's socket status as the data worker last reported it. The worker only reports changes,
 * so the feature's `start` follows them from app start and /test reads the latest.
 */
let latest: SocketStatus | null = null;
const listeners = new Set<() => void>();

export function followSocketStatus(): () => void {
  return onWorkerEvent('socketStatus', (event) => {
    latest = event.payload;
    for (const listener of listeners) listener();
  });
}

export const latestSocketStatus = (): SocketStatus | null => latest;

export function onSocketStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
