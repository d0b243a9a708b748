import { Client, type IMessage } from '@stomp/stompjs';
import WebSocket from 'ws';

export interface TestStomp {
  client: Client;
  /** Resolves with the next message's parsed body on that destination. */
  next<T = any>(destination: string, timeoutMs?: number): Promise<T>;
  /** Resolves once the broker has acknowledged the subscription (RECEIPT). */
  subscribe(destination: string): Promise<void>;
  /** Resolves with the ERROR frame's message header. */
  error(): Promise<string>;
  close(): Promise<void>;
}

/** A real @stomp/stompjs client, carrying a session cookie like a browser tab would. */
export async function connectStomp(wsUrl: string, cookie = ''): Promise<TestStomp> {
  const queues = new Map<string, unknown[]>();
  const waiters = new Map<string, ((body: unknown) => void)[]>();
  let errorResolve: ((m: string) => void) | undefined;
  const errorPromise = new Promise<string>((r) => {
    errorResolve = r;
  });
  const client = new Client({
    webSocketFactory: () => new WebSocket(wsUrl, ['v12.stomp'], { headers: cookie ? { cookie } : {} }),
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
    debug: () => {},
  });
  client.onStompError = (frame) => errorResolve?.(frame.headers.message ?? '');
  const deliver = (destination: string) => (msg: IMessage) => {
    const body = JSON.parse(msg.body);
    const waiting = waiters.get(destination);
    const first = waiting?.shift();
    if (first) first(body);
    else queues.set(destination, [...(queues.get(destination) ?? []), body]);
  };
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onWebSocketError = (e) => reject(e);
    client.activate();
  });
  return {
    client,
    subscribe(destination) {
      const receipt = `sub-${Math.random().toString(36).slice(2)}`;
      return new Promise<void>((resolve) => {
        client.watchForReceipt(receipt, () => resolve());
        client.subscribe(destination, deliver(destination), { receipt });
      });
    },
    next<T>(destination: string, timeoutMs = 5000) {
      const queued = queues.get(destination);
      if (queued?.length) return Promise.resolve(queued.shift() as T);
      return new Promise<T>((resolve, reject) => {
        const waiter = (body: unknown) => {
          clearTimeout(timer);
          resolve(body as T);
        };
        // A waiter that timed out must not swallow the next message.
        const timer = setTimeout(() => {
          waiters.set(
            destination,
            (waiters.get(destination) ?? []).filter((w) => w !== waiter),
          );
          reject(new Error(`no message on ${destination}`));
        }, timeoutMs);
        waiters.set(destination, [...(waiters.get(destination) ?? []), waiter]);
      });
    },
    error: () => errorPromise,
    close: () => client.deactivate(),
  };
}
