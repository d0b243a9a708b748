import type { WorkerContext } from './context';

export type OutboxHandlers = {
  /** Sends what waits now (the worker also does on reconnect, on `online` and on a timer). */
  flushOutbox(): Promise<void>;
  /** Puts a refused write back in line, e.g. once the reason it was refused has gone. */
  retryOutboxEntry(entryId: string): Promise<void>;
  /** Drops a write the user gave up on. */
  discardOutboxEntry(entryId: string): Promise<void>;
};

export function outboxHandlers(context: WorkerContext): OutboxHandlers {
  return {
    async flushOutbox() {
      await (await context.account()).flushOutbox();
    },
    async retryOutboxEntry(entryId) {
      const account = await context.account();
      await account.db.outbox
        .findOne(entryId)
        .incrementalPatch({ state: 'pending', error: null, attempts: 0 });
      await account.flushOutbox();
    },
    async discardOutboxEntry(entryId) {
      await (await context.account()).outbox.discard(entryId);
    },
  };
}
