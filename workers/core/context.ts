import { BehaviorSubject, filter, firstValueFrom } from 'rxjs';
import type { z } from 'zod';
import type { Account } from '../account';
import type { WriteOutcome } from '../outbox/outbox';

/** The open account, if any; live queries follow it from one account to the next. */
export type WorkerContext = {
  account$: BehaviorSubject<Account | null>;
  /**
   * The open account. A call made before the first one has opened waits for it: the page paints
   * from the kept results and takes input before the worker's database is open.
   */
  account(): Promise<Account>;
  /**
   * How many watched queries still wait for their first result from the open account. A new
   * account starts its replications, socket and outbox once the page's queries have answered, so
   * the first page reads IndexedDB without their writes and requests in the way.
   */
  unanswered$: BehaviorSubject<number>;
};

export function createWorkerContext(account$: BehaviorSubject<Account | null>): WorkerContext {
  return {
    account$,
    unanswered$: new BehaviorSubject(0),
    account: () => firstValueFrom(account$.pipe(filter((account) => account !== null))),
  };
}

/**
 * Checks a write the way the server will, so an offline write that could never succeed is refused
 * now, with the field to mark, instead of waiting in the outbox.
 */
export function parseInput<T extends z.ZodTypeAny>(
  schema: T,
  input: unknown,
  id: string,
): { ok: true; data: z.output<T> } | { ok: false; outcome: WriteOutcome } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    outcome: {
      id,
      status: 'failed',
      error: { status: 400, message: issue?.message ?? '', errorFieldName: issue?.path.join('.') },
    },
  };
}
