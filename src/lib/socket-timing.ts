/**
 * Socket timing of SPEC sections 4 and 7, shared by the data worker and its tests.
 *
 * A dropped connection that had been healthy is most likely a blip (a proxy idle timeout, a
 * deploy), so the first retry is almost immediate. A connection that dies within a second of
 * opening points at a server refusing us; retrying fast would hammer it, so it waits like any
 * later retry.
 */

export const SOCKET_FIRST_RETRY_MS = 100;
export const SOCKET_RETRY_MS = 5000;
/** A connection that lasted less than this is treated as refused, not dropped. */
export const SOCKET_SHORT_CONNECTION_MS = 1000;
/** Polling interval while a subscription waits for the connection. */
export const SOCKET_SUBSCRIPTION_POLL_MS = 100;
/** Connection-ready callbacks run this long after CONNECTED, once re-subscriptions went out. */
export const SOCKET_READY_DELAY_MS = 200;

export interface RetryContext {
  /** 0 for the first retry after a disconnect, 1 for the next, and so on. */
  attempt: number;
  /** How long the connection that closed had been open; null if it never opened. */
  lastConnectionMs: number | null;
}

export function socketRetryDelay({ attempt, lastConnectionMs }: RetryContext): number {
  if (attempt > 0) return SOCKET_RETRY_MS;
  if (lastConnectionMs === null || lastConnectionMs < SOCKET_SHORT_CONNECTION_MS) return SOCKET_RETRY_MS;
  return SOCKET_FIRST_RETRY_MS;
}
