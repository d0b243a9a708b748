import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTDATED_CLOSE_CODE } from '../../../src/contract/topic-paths';
import {
  SOCKET_FIRST_RETRY_MS,
  SOCKET_RETRY_MS,
  SOCKET_SHORT_CONNECTION_MS,
} from '../../../src/lib/socket-timing';
import { createSocketConnection } from '../../../workers/socket/socket-connection';
import { FakeBroker } from './support/fake-broker';

describe('socket connection', () => {
  let broker: FakeBroker;
  let healthy: boolean;
  let connection: ReturnType<typeof createSocketConnection>;

  beforeEach(() => {
    vi.useFakeTimers();
    broker = new FakeBroker();
    healthy = true;
    connection = createSocketConnection({
      createStomp: broker.createStomp,
      checkHealth: async () => healthy,
      now: Date.now,
    });
  });
  afterEach(() => {
    connection.close();
    vi.useRealTimers();
  });

  it('connects only when visible, leading and healthy, and subscribes again on every connect', async () => {
    const received: unknown[] = [];
    connection.subscribe('/topic/board', (body) => received.push(body));
    connection.setLeader(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.status$.value).toBe('DISCONNECTED');

    connection.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.status$.value).toBe('CONNECTED');
    broker.publish('/topic/board', { n: 1 });
    expect(received).toEqual([{ n: 1 }]);

    await vi.advanceTimersByTimeAsync(SOCKET_SHORT_CONNECTION_MS);
    broker.dropAll();
    expect(connection.status$.value).toBe('DISCONNECTED');
    await vi.advanceTimersByTimeAsync(SOCKET_FIRST_RETRY_MS);
    expect(connection.status$.value).toBe('CONNECTED');
    broker.publish('/topic/board', { n: 2 });
    expect(received).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('stops reconnecting once the broker refused this build as outdated, and says so once', async () => {
    let outdated = 0;
    connection.outdated$.subscribe(() => outdated++);
    connection.setLeader(true);
    connection.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(broker.connects).toBe(1);

    broker.dropAll(OUTDATED_CLOSE_CODE);
    expect(outdated).toBe(1);
    connection.setVisible(false);
    connection.setVisible(true);
    await vi.advanceTimersByTimeAsync(SOCKET_RETRY_MS * 3);
    expect(broker.connects).toBe(1);
    expect(connection.status$.value).toBe('DISCONNECTED');
  });

  it('waits 5 s after a connection that died within a second, and after a failed health check', async () => {
    connection.setLeader(true);
    connection.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(broker.connects).toBe(1);

    healthy = false;
    broker.dropAll();
    await vi.advanceTimersByTimeAsync(SOCKET_RETRY_MS - 1);
    expect(connection.status$.value).toBe('DISCONNECTED');
    await vi.advanceTimersByTimeAsync(1);
    // The health check failed: no connection, and the next try is 5 s away again.
    expect(broker.connects).toBe(1);
    healthy = true;
    await vi.advanceTimersByTimeAsync(SOCKET_RETRY_MS);
    expect(broker.connects).toBe(2);
  });

  it('does not retry while hidden, and hands the socket over when the tab stops leading', async () => {
    connection.setLeader(true);
    connection.setVisible(true);
    await vi.advanceTimersByTimeAsync(SOCKET_SHORT_CONNECTION_MS);
    connection.setVisible(false);
    expect(connection.status$.value).toBe('CONNECTED');
    broker.dropAll();
    await vi.advanceTimersByTimeAsync(SOCKET_RETRY_MS * 2);
    expect(connection.status$.value).toBe('DISCONNECTED');
    connection.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.status$.value).toBe('CONNECTED');

    connection.setLeader(false);
    expect(connection.status$.value).toBe('DISCONNECTED');
    expect(broker.clients.size).toBe(0);
  });
});
