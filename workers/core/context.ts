import { BehaviorSubject, filter, firstValueFrom } from 'rxjs';
import type { Account } from '../account';

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
