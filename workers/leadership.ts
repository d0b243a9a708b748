import { BehaviorSubject } from 'rxjs';

/**
 * Which tab replicates. The tab the user is looking at takes the lead (a Web Lock with `steal`),
 * so the socket and the pulls run where they are seen; a hidden leader keeps the lead until another
 * tab is shown. RxDB's own election keeps the first tab forever, which may be a hidden one.
 */
export type Leadership = {
  readonly isLeader$: BehaviorSubject<boolean>;
  /** Called when this tab becomes visible. */
  claim(): void;
  close(): void;
};

export function createLeadership(lockName: string, locks: LockManager | undefined): Leadership {
  return locks ? webLockLeadership(lockName, locks) : soleLeadership();
}

function webLockLeadership(lockName: string, locks: LockManager): Leadership {
  const isLeader$ = new BehaviorSubject(false);
  let release: (() => void) | undefined;
  let closed = false;
  return {
    isLeader$,
    claim() {
      if (isLeader$.value || closed) return;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      locks
        .request(lockName, { steal: true }, () => {
          isLeader$.next(true);
          return held;
        })
        // Another tab stole the lock (AbortError) or this one released it.
        .catch(() => undefined)
        .finally(() => isLeader$.next(false));
    },
    close() {
      closed = true;
      release?.();
      isLeader$.next(false);
      isLeader$.complete();
    },
  };
}

/** Without Web Locks (tests, old browsers) every tab replicates: wasteful but correct. */
function soleLeadership(): Leadership {
  const isLeader$ = new BehaviorSubject(false);
  return {
    isLeader$,
    claim() {
      isLeader$.next(true);
    },
    close() {
      isLeader$.next(false);
      isLeader$.complete();
    },
  };
}
