import { Client } from '@stomp/stompjs';
import { PROTOCOL_HEADER, TOPIC_PROTOCOL_VERSION } from '../../src/contract/topic-paths';

/** The little of a STOMP client the connection uses, so its tests can drive a fake one. */
export type StompLike = {
  activate(): void;
  deactivate(): unknown;
  subscribe(destination: string, onMessage: (message: { body: string }) => void): { unsubscribe(): void };
};

/** `onClose` gets the WebSocket close code where there is one. */
export type StompHooks = { onConnect(): void; onClose(code?: number): void };
export type CreateStomp = (hooks: StompHooks) => StompLike;

/** SPEC section 4's broker at `/ws` on the app's origin; reconnects are ours, not the library's. */
export function stompOverWebSocket(origin: string): CreateStomp {
  const brokerURL = `${origin.replace(/^http/, 'ws')}/ws`;
  return (hooks) =>
    new Client({
      brokerURL,
      reconnectDelay: 0,
      heartbeatIncoming: 10_000,
      // We can beat every 2 s; the server's ask (10 s by default, WS_HEARTBEAT_MS) sets the pace.
      heartbeatOutgoing: 2_000,
      // The broker refuses a tab built for other message bodies (OUTDATED_CLOSE_CODE).
      connectHeaders: { [PROTOCOL_HEADER]: String(TOPIC_PROTOCOL_VERSION) },
      onConnect: hooks.onConnect,
      onWebSocketClose: (event: CloseEvent) => hooks.onClose(event.code),
    });
}
