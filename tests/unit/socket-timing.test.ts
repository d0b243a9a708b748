import { describe, expect, it } from 'vitest';
import {
  SOCKET_FIRST_RETRY_MS,
  SOCKET_READY_DELAY_MS,
  SOCKET_RETRY_MS,
  SOCKET_SHORT_CONNECTION_MS,
  SOCKET_SUBSCRIPTION_POLL_MS,
  socketRetryDelay,
} from '../../src/lib/socket-timing';

describe('socket timing', () => {
  it('has the SPEC constants', () => {
    expect([SOCKET_FIRST_RETRY_MS, SOCKET_RETRY_MS, SOCKET_SHORT_CONNECTION_MS]).toEqual([100, 5000, 1000]);
    expect([SOCKET_SUBSCRIPTION_POLL_MS, SOCKET_READY_DELAY_MS]).toEqual([100, 200]);
  });
  it('retries a healthy connection after 100 ms', () => {
    expect(socketRetryDelay({ attempt: 0, lastConnectionMs: 60_000 })).toBe(100);
    expect(socketRetryDelay({ attempt: 0, lastConnectionMs: 1000 })).toBe(100);
  });
  it('waits 5 s when the connection lasted under 1 s or never opened', () => {
    expect(socketRetryDelay({ attempt: 0, lastConnectionMs: 999 })).toBe(5000);
    expect(socketRetryDelay({ attempt: 0, lastConnectionMs: null })).toBe(5000);
  });
  it('waits 5 s for every later retry', () => {
    expect(socketRetryDelay({ attempt: 1, lastConnectionMs: 60_000 })).toBe(5000);
    expect(socketRetryDelay({ attempt: 7, lastConnectionMs: null })).toBe(5000);
  });
});
