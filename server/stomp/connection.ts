import { type RawData, WebSocket } from 'ws';
import { PROTOCOL_HEADER, TOPIC_PROTOCOL_VERSION } from '../../src/contract/topic-paths';
import type { Identity } from './authorize';
import { authorizeSubscription } from './authorize';
import {
  escapeHeaderValue,
  HEARTBEAT_EOL,
  parseFrames,
  type StompFrame,
  StompFrameError,
  serializeFrame,
} from './frames';
import { negotiateHeartbeat, startHeartbeats } from './heartbeat';
import type { BrokerLogger } from './logger';
import { CLOSE_CODES, REFUSAL_MESSAGES, StompRefusal } from './refusals';
import type { Subscription, SubscriptionIndex } from './subscriptions';

/** Clients only send small control frames; anything bigger is abuse or a bug. */
export const MAX_CLIENT_FRAME_BYTES = 64 * 1024;
/** A socket that never says CONNECT holds a file descriptor for nothing. */
const CONNECT_TIMEOUT_MS = 10_000;
const MAX_SUBSCRIPTIONS_PER_SOCKET = 200;
/** A client this far behind is not reading; dropping it protects the node's memory. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const SERVER_NAME = 'c9-crew-stomp/1';
/** `binary: false` sends our Buffers as text frames, which is what STOMP clients expect. */
const TEXT = { binary: false } as const;

export interface ConnectionHost {
  readonly heartbeatMs: number;
  readonly logger: BrokerLogger;
  readonly subscriptions: SubscriptionIndex<StompConnection>;
  /** Called once, when the connection stops being active (closing or closed). */
  onInactive(connection: StompConnection): void;
}

/** One WebSocket speaking STOMP 1.2: CONNECT, SUBSCRIBE, UNSUBSCRIBE, DISCONNECT, receipts, heart-beats. */
export class StompConnection {
  private state: 'awaiting-connect' | 'connected' | 'closed' = 'awaiting-connect';
  private pending: Buffer = Buffer.alloc(0);
  private lastReceivedAt = Date.now();
  private stopHeartbeats: () => void = () => {};
  private readonly connectTimer: NodeJS.Timeout;
  private readonly own = new Map<string, Subscription<StompConnection>>();

  constructor(
    private readonly socket: WebSocket,
    readonly identity: Identity | null,
    readonly id: string,
    private readonly host: ConnectionHost,
  ) {
    socket.on('message', (data) => this.receive(data));
    socket.on('close', () => this.deactivate());
    socket.on('error', (err) => host.logger.warn({ err, connectionId: id }, 'stomp socket error'));
    this.connectTimer = setTimeout(
      () => this.refuse(new StompRefusal(REFUSAL_MESSAGES.connectTimeout, 'no CONNECT frame in time')),
      CONNECT_TIMEOUT_MS,
    );
    this.connectTimer.unref();
  }

  /** Sends a prepared MESSAGE frame; the hot path of every publish. */
  deliver(frame: Buffer): void {
    if (this.state !== 'connected') return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.host.logger.warn({ connectionId: this.id }, 'stomp client too slow, dropping it');
      this.terminate();
      return;
    }
    this.socket.send(frame, TEXT);
  }

  /** Ends the connection with an ERROR frame saying why (revoked session, invalid frame, ...). */
  refuse(refusal: StompRefusal, receiptId?: string): void {
    if (this.state === 'closed') return;
    this.host.logger.info(
      { connectionId: this.id, uuid: this.identity?.uuid, detail: refusal.detail },
      'stomp connection refused',
    );
    const headers: Record<string, string> = { message: refusal.userMessage, 'content-type': 'text/plain' };
    if (receiptId !== undefined) headers['receipt-id'] = receiptId;
    this.send({ command: 'ERROR', headers, body: refusal.detail });
    this.close(refusal.closeCode, 'stomp error');
  }

  close(code: number, reason: string): void {
    this.deactivate();
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) {
      this.socket.close(code, reason);
    }
  }

  /** For peers that stopped answering: no closing handshake to wait for. */
  terminate(): void {
    this.deactivate();
    this.socket.terminate();
  }

  private receive(data: RawData): void {
    this.lastReceivedAt = Date.now();
    if (this.state === 'closed') return;
    const chunk = Buffer.isBuffer(data)
      ? data
      : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]);
    let frames: StompFrame[];
    try {
      const parsed = parseFrames(this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]));
      frames = parsed.frames;
      this.pending = parsed.rest;
    } catch (err) {
      this.refuseBadFrame(err);
      return;
    }
    if (this.pending.length > MAX_CLIENT_FRAME_BYTES) {
      this.refuseBadFrame(new StompFrameError(`frame larger than ${MAX_CLIENT_FRAME_BYTES} bytes`));
      return;
    }
    for (const frame of frames) {
      // A frame can end the connection (DISCONNECT, a refusal); what follows it is ignored.
      if (this.isClosed()) return;
      this.handle(frame);
    }
  }

  private isClosed(): boolean {
    return this.state === 'closed';
  }

  private handle(frame: StompFrame): void {
    try {
      this.dispatch(frame);
    } catch (err) {
      if (err instanceof StompRefusal) this.refuse(err, frame.headers.receipt);
      else if (err instanceof StompFrameError) this.refuseBadFrame(err);
      else {
        this.host.logger.error({ err, connectionId: this.id }, 'stomp frame handling failed');
        this.refuse(new StompRefusal(REFUSAL_MESSAGES.internal, 'internal error', CLOSE_CODES.protocolError));
      }
    }
  }

  private dispatch(frame: StompFrame): void {
    const isConnect = frame.command === 'CONNECT' || frame.command === 'STOMP';
    if (this.state === 'awaiting-connect' && !isConnect) {
      throw new StompRefusal(REFUSAL_MESSAGES.notConnected, `${frame.command} before CONNECT`);
    }
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        this.onConnect(frame);
        return;
      case 'SUBSCRIBE':
        this.onSubscribe(frame);
        break;
      case 'UNSUBSCRIBE':
        this.onUnsubscribe(frame);
        break;
      case 'ACK':
      case 'NACK':
        // Every subscription is ack:auto; acknowledging is harmless and needs no work.
        break;
      case 'DISCONNECT':
        this.sendReceipt(frame);
        this.close(CLOSE_CODES.normal, 'disconnect');
        return;
      case 'SEND':
        throw new StompRefusal(REFUSAL_MESSAGES.sendForbidden, 'clients may not publish; use the REST API');
      default:
        throw new StompRefusal(REFUSAL_MESSAGES.unknownCommand, `unsupported command ${frame.command}`);
    }
    this.sendReceipt(frame);
  }

  private onConnect(frame: StompFrame): void {
    if (this.state === 'connected') {
      throw new StompRefusal(REFUSAL_MESSAGES.alreadyConnected, 'second CONNECT on one connection');
    }
    // A missing accept-version means a STOMP 1.0 client.
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) {
      throw new StompRefusal(REFUSAL_MESSAGES.unsupportedVersion, `accept-version ${versions.join(',')}`);
    }
    // A tab built for other message bodies must reload; one that names no version predates the
    // header and is served as before (it could not act on the refusal).
    const protocol = frame.headers[PROTOCOL_HEADER];
    if (protocol !== undefined && protocol !== String(TOPIC_PROTOCOL_VERSION)) {
      throw new StompRefusal(
        REFUSAL_MESSAGES.outdatedClient,
        `${PROTOCOL_HEADER} ${protocol}, this server speaks ${TOPIC_PROTOCOL_VERSION}`,
        CLOSE_CODES.outdatedClient,
      );
    }
    const intervals = negotiateHeartbeat(frame.headers['heart-beat'], this.host.heartbeatMs);
    clearTimeout(this.connectTimer);
    this.state = 'connected';
    this.send({
      command: 'CONNECTED',
      headers: {
        version: '1.2',
        // The negotiated values: the client's max(own, ours) then yields the same intervals.
        'heart-beat': `${intervals.toClientMs},${intervals.fromClientMs}`,
        server: SERVER_NAME,
        session: this.id,
      },
      body: '',
    });
    this.stopHeartbeats = startHeartbeats(intervals, {
      sendEol: () => this.socket.send(HEARTBEAT_EOL, TEXT),
      lastReceivedAt: () => this.lastReceivedAt,
      onSilent: () => {
        this.host.logger.info({ connectionId: this.id }, 'stomp client missed its heart-beats');
        this.terminate();
      },
    });
  }

  private onSubscribe(frame: StompFrame): void {
    const id = requireHeader(frame, 'id');
    const destination = requireHeader(frame, 'destination');
    authorizeSubscription(destination, this.identity);
    if (this.own.has(id)) {
      throw new StompRefusal(REFUSAL_MESSAGES.duplicateSubscription, `subscription id ${id} already in use`);
    }
    if (this.own.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
      throw new StompRefusal(REFUSAL_MESSAGES.tooManySubscriptions, `limit ${MAX_SUBSCRIPTIONS_PER_SOCKET}`);
    }
    const subscription: Subscription<StompConnection> = {
      id,
      escapedId: escapeHeaderValue(id),
      destination,
      connection: this,
    };
    this.own.set(id, subscription);
    this.host.subscriptions.add(subscription);
  }

  private onUnsubscribe(frame: StompFrame): void {
    const subscription = this.own.get(requireHeader(frame, 'id'));
    if (subscription === undefined) return;
    this.own.delete(subscription.id);
    this.host.subscriptions.remove(subscription);
  }

  private sendReceipt(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt !== undefined)
      this.send({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
  }

  private send(frame: StompFrame): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(serializeFrame(frame), TEXT);
  }

  private refuseBadFrame(err: unknown): void {
    const detail = err instanceof Error ? err.message : String(err);
    this.refuse(new StompRefusal(REFUSAL_MESSAGES.badFrame, detail, CLOSE_CODES.protocolError));
  }

  /** Idempotent: stops timers and removes the subscriptions as soon as closing starts. */
  private deactivate(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    clearTimeout(this.connectTimer);
    this.stopHeartbeats();
    for (const subscription of this.own.values()) this.host.subscriptions.remove(subscription);
    this.own.clear();
    this.host.onInactive(this);
  }
}

function requireHeader(frame: StompFrame, name: string): string {
  const value = frame.headers[name];
  if (value === undefined || value === '') {
    throw new StompRefusal(REFUSAL_MESSAGES.missingHeader, `${frame.command} needs a ${name} header`);
  }
  return value;
}
