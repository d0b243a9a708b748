import type { RxCollection, RxDocument } from 'rxdb';
import type { ErrorBody } from '../../src/contract/common';
import type { OutboxDoc } from '../db/local-types';
import type { HttpClient } from '../http/http-client';
import type { Exclusive } from './exclusive';

export type OutboxRequest = Pick<OutboxDoc, 'kind' | 'method' | 'path' | 'body' | 'scope'> & {
  /** Given for creates: the new row's id, which the server uses to apply the write once. */
  id?: string;
};

/** Where a write ended up: on the server, waiting for the network, or refused for good. */
export type WriteOutcome =
  | { id: string; status: 'sent' }
  | { id: string; status: 'queued' }
  | { id: string; status: 'failed'; error: ErrorBody };

export type Outbox = {
  /** Stores the write, then tries to send everything queued up to it, in order. */
  submit(request: OutboxRequest): Promise<WriteOutcome>;
  /** Sends queued writes in order; false when the network or server is down and some remain. */
  flush(): Promise<boolean>;
  discard(id: string): Promise<void>;
};

/** Gives up on a server error after this many tries, so one broken write cannot block the rest. */
export const OUTBOX_MAX_SERVER_ERRORS = 5;

/**
 * Worth sending again: no response (status 0), signed out for now (401), asked to slow down, or a
 * server error that may pass. Any other 4xx is the server's final word on that write.
 */
function isTransient(error: ErrorBody, attempts: number): boolean {
  if (error.status >= 500) return attempts < OUTBOX_MAX_SERVER_ERRORS;
  return [0, 401, 408, 425, 429].includes(error.status);
}

export type OutboxOptions = {
  collection: RxCollection<OutboxDoc>;
  http: HttpClient;
  exclusive: Exclusive;
  /** Applies the server's answer locally (the created row) before the entry leaves the outbox. */
  onSent(entry: OutboxDoc, body: unknown): Promise<void>;
  newId(): string;
  now?: () => number;
};

export function createOutbox(options: OutboxOptions): Outbox {
  const now = options.now ?? Date.now;
  let lastSeq = 0;

  async function send(doc: RxDocument<OutboxDoc>): Promise<'next' | 'stop'> {
    const entry = doc.toMutableJSON();
    const result = await options.http.request(entry.method, entry.path, entry.body ?? undefined);
    if (result.ok) {
      await options.onSent(entry, result.body);
      await doc.remove();
      return 'next';
    }
    const attempts = entry.attempts + 1;
    if (isTransient(result.error, attempts)) {
      await doc.incrementalPatch({ attempts });
      return 'stop';
    }
    await doc.incrementalPatch({ attempts, state: 'failed', error: result.error });
    return 'next';
  }

  async function flush(): Promise<boolean> {
    return options.exclusive(async () => {
      for (;;) {
        const next = await options.collection
          .findOne({ selector: { state: 'pending' }, sort: [{ seq: 'asc' }] })
          .exec();
        if (!next) return true;
        if ((await send(next)) === 'stop') return false;
      }
    });
  }

  return {
    flush,
    async submit(request) {
      lastSeq = Math.max(now(), lastSeq + 1);
      const id = request.id ?? options.newId();
      await options.collection.insert({
        id,
        seq: lastSeq,
        kind: request.kind,
        method: request.method,
        path: request.path,
        body: request.body,
        scope: request.scope,
        state: 'pending',
        error: null,
        attempts: 0,
        createdAt: new Date(now()).toISOString(),
      });
      await flush();
      // A plain copy: the document's nested fields are proxies that comlink cannot clone.
      const entry = (await options.collection.findOne(id).exec())?.toMutableJSON();
      if (!entry) return { id, status: 'sent' };
      if (entry.state === 'failed' && entry.error) return { id, status: 'failed', error: entry.error };
      return { id, status: 'queued' };
    },
    async discard(id) {
      await options.collection.findOne(id).incrementalRemove();
    },
  };
}
