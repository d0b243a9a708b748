import { first, firstValueFrom, merge, skipWhile, takeUntil, timer } from 'rxjs';
import { type Account, type AccountEnv, type AccountUser, openAccount } from '../account';
import type { EventHub, WorkerEvent } from '../events';
import type { LiveAlerts } from '../features/feature';
import { releaseCallback } from '../release';
import type { WorkerContext } from './context';

/**
 * A new account starts syncing once the page's live queries have answered from IndexedDB. A page
 * asks for them as it mounts, within a few milliseconds of the account opening; when none has
 * been asked for after this long, there is nothing to wait for (a page without live queries, or
 * one that is not on screen yet), and the worker would otherwise sit idle.
 */
const SYNC_START_UNASKED_MS = 100;
/** ...and at the latest this long after opening, whatever the queries do. */
const SYNC_START_MAX_WAIT_MS = 1000;

export type SessionHandlers = {
  /**
   * Opens the account's own database (`c9-{uuid}`, or `c9-anon` for `user: null`) and starts syncing
   * it; a different account open before is closed first. Call after every login, logout and user check.
   * `alerts` are the member's live and notice switches; both are on unless the settings say off.
   */
  openAccount(params: { user: AccountUser | null; deviceId: string; alerts?: LiveAlerts }): Promise<void>;
  /** The member switched live or notice alerts: subscribe or drop those topics now. */
  setLiveAlerts(alerts: LiveAlerts): Promise<void>;
  /** Stops syncing and closes the database (the worker is about to end). Logout opens `c9-anon`. */
  closeAccount(): Promise<void>;
  /** Page visibility (and window focus): the visible tab replicates and holds the socket. */
  setVisible(visible: boolean): Promise<void>;
  subscribeEvents(listener: (event: WorkerEvent) => void): Promise<number>;
  unsubscribeEvents(subscriptionId: number): Promise<void>;
};

export function sessionHandlers(
  context: WorkerContext,
  env: Omit<AccountEnv, 'emit'>,
  hub: EventHub,
): SessionHandlers {
  let visible = false;
  // Logins, logouts and checks can overlap; each waits for the one before.
  let queue: Promise<void> = Promise.resolve();
  const serial = (task: () => Promise<void>) => {
    queue = queue.then(task, task);
    return queue;
  };

  async function close() {
    const account = context.account$.value;
    context.account$.next(null);
    await account?.close();
  }

  /**
   * The page's queries answer first, then the account reaches for the network. They are often
   * asked for just after the account opened (the page is still rendering), so "none waiting" counts
   * only once some have been asked for.
   */
  function startWhenAnswered(account: Account) {
    const asked$ = context.unanswered$.pipe(first((count) => count > 0));
    const answered$ = context.unanswered$.pipe(
      skipWhile((count) => count === 0),
      first((count) => count === 0),
    );
    const unasked$ = timer(SYNC_START_UNASKED_MS).pipe(takeUntil(asked$));
    void firstValueFrom(merge(answered$, unasked$, timer(SYNC_START_MAX_WAIT_MS))).then(() =>
      account.start(),
    );
  }

  return {
    openAccount({ user, deviceId, alerts = { live: true, notice: true } }) {
      return serial(async () => {
        const open = context.account$.value;
        if (open && open.user?.uuid === user?.uuid) {
          const shown = open.author$.value;
          if (shown?.nickname !== user?.nickname || shown?.profileUri !== user?.profileUri)
            open.author$.next(user);
          return open.settings$.next({ ...open.settings$.value, alerts });
        }
        await close();
        const account = await openAccount({ ...env, emit: hub.emit }, { user, deviceId, alerts });
        account.setVisible(visible);
        context.account$.next(account);
        startWhenAnswered(account);
      });
    },
    setLiveAlerts(alerts) {
      return serial(async () => {
        const open = context.account$.value;
        open?.settings$.next({ ...open.settings$.value, alerts });
      });
    },
    closeAccount() {
      return serial(close);
    },
    async setVisible(next) {
      visible = next;
      context.account$.value?.setVisible(next);
    },
    async subscribeEvents(listener) {
      return hub.subscribe(listener, () => releaseCallback(listener));
    },
    async unsubscribeEvents(subscriptionId) {
      hub.unsubscribe(subscriptionId);
    },
  };
}
