import type { User } from '../../contract';
import { isHttpError } from './http-error';

/** Session timing of SPEC sections 4 and 9. */
export const SESSION_TIMING = {
  /** A user check answers from memory for this long unless forced. */
  cacheMs: 300_000,
  /** Calls other than login, logout, user/me and health re-check a session older than this. */
  recheckMs: 120_000,
  /** Checks started this soon after the previous one answer from memory, even forced ones. */
  repeatGuardMs: 1000,
} as const;

export interface SessionState {
  user: User | null;
  /**
   * False until the first check answered (or failed), or the last confirmed user was assumed in its
   * place (`assumeLastUser`): guards wait for it before redirecting.
   */
  ready: boolean;
}

export type SessionChangeReason = 'first-check' | 'check' | 'login' | 'logout' | 'expired';

export interface SessionChange {
  reason: SessionChangeReason;
  user: User | null;
  previous: User | null;
}

/** Where the last confirmed user is kept between page loads. */
export interface LastUserStore {
  read(): User | null;
  write(user: User | null): void;
}

export interface SessionStoreDeps {
  /** GET user/me: the user, null when signed out; rejects with HttpError (401 when signed out). */
  fetchMe: () => Promise<User | null>;
  /**
   * The user the server last confirmed on this device. An offline start goes on as that user, so
   * the installed app opens their cached boards and notifications instead of a signed-out shell.
   */
  lastUser?: LastUserStore;
  /**
   * Whether this browser may hold a session (the server's readable mark beside the httpOnly
   * session cookie). Without it and without a last confirmed user, the check answers "signed out"
   * without asking the server. Without this dependency every check asks.
   */
  sessionMark?: { present(): boolean; clear(): void };
  /** A 401 on the check while a user was held: the session died elsewhere; reload the page. */
  onSessionLost: () => void;
  now?: () => number;
}

export interface SessionStore {
  getSnapshot(): SessionState;
  /**
   * Before the first check answers: goes on as the last user the server confirmed on this device
   * (as an offline start does when the check fails), so a reopened app shows their cached pages at
   * once. The check still decides: a 401 then counts as a held user's lost session (the page
   * reloads), another user replaces them. Returns whom the session holds (null: nobody was
   * signed in here, and nothing changes).
   */
  assumeLastUser(): User | null;
  /** No session mark and no last confirmed user: surely a visitor, before any check answers. */
  surelyVisitor(): boolean;
  /** For React's useSyncExternalStore and for the app's reactions (board reload, socket reset). */
  subscribe(listener: (change: SessionChange) => void): () => void;
  /** The user check: cached 5 minutes unless forced, quick repeats guarded at 1000 ms. */
  loadUser(options?: { force?: boolean }): Promise<User | null>;
  /**
   * The user changed at the server (a role granted, a SOOP link): a check that starts after now,
   * neither cached nor guarded. A check already running may have been answered before the change,
   * so this one follows it.
   */
  reloadChangedUser(): Promise<User | null>;
  /** Before HTTP calls: re-check when the last check is older than 2 minutes. Never rejects. */
  ensureFresh(): Promise<void>;
  /** After a login answered with the user. */
  signedIn(user: User): void;
  /** After a logout (or when the server said the session ended). */
  signedOut(): void;
}

export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  const now = deps.now ?? Date.now;
  let state: SessionState = { user: null, ready: false };
  let checkedAt: number | null = null;
  let startedAt: number | null = null;
  let inFlight: Promise<User | null> | null = null;
  let afterInFlight: Promise<User | null> | null = null;
  const listeners = new Set<(change: SessionChange) => void>();

  function set(user: User | null, reason: SessionChangeReason, confirmed = true) {
    if (confirmed) deps.lastUser?.write(user);
    const previous = state.user;
    const firstCheck = !state.ready;
    state = { user, ready: true };
    const change: SessionChange = {
      reason: firstCheck && reason === 'check' ? 'first-check' : reason,
      user,
      previous,
    };
    for (const listener of listeners) listener(change);
  }

  // Nobody held, no mark, no last user: a visitor; the server would only answer 401.
  const surelyVisitor = () =>
    !state.user && deps.sessionMark !== undefined && !deps.sessionMark.present() && !deps.lastUser?.read();

  async function check(): Promise<User | null> {
    if (surelyVisitor()) {
      checkedAt = now();
      set(null, 'check');
      return null;
    }
    try {
      const user = await deps.fetchMe();
      checkedAt = now();
      set(user, 'check');
    } catch (error) {
      checkedAt = now();
      if (isHttpError(error) && error.status === 401) {
        deps.sessionMark?.clear();
        const held = state.user !== null;
        set(null, held ? 'expired' : 'check');
        if (held) deps.onSessionLost();
      } else if (!state.ready) {
        // Offline or server down on the first check: go on as the last confirmed user (or signed
        // out) so the local data paints; the next call or visibility return checks again.
        set(deps.lastUser?.read() ?? null, 'check', false);
      }
    }
    return state.user;
  }

  function startCheck(): Promise<User | null> {
    startedAt = now();
    inFlight = check().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  const store: SessionStore = {
    getSnapshot: () => state,
    assumeLastUser() {
      const last = state.ready ? null : (deps.lastUser?.read() ?? null);
      if (last) set(last, 'check', false);
      return state.user;
    },
    surelyVisitor,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadUser({ force = false } = {}) {
      if (inFlight) return inFlight;
      const at = now();
      const cached = !force && checkedAt !== null && at - checkedAt < SESSION_TIMING.cacheMs;
      const repeated = startedAt !== null && at - startedAt < SESSION_TIMING.repeatGuardMs;
      if (cached || repeated) return Promise.resolve(state.user);
      return startCheck();
    },
    reloadChangedUser() {
      if (!inFlight) return startCheck();
      // Every change heard while one runs is answered by the one check that follows it.
      afterInFlight ??= inFlight.then(() => {
        afterInFlight = null;
        // A check started since the running one ended began after the change too.
        return inFlight ?? startCheck();
      });
      return afterInFlight;
    },
    async ensureFresh() {
      if (checkedAt !== null && now() - checkedAt <= SESSION_TIMING.recheckMs) return;
      await store.loadUser({ force: true });
    },
    signedIn(user) {
      checkedAt = now();
      set(user, 'login');
    },
    signedOut() {
      checkedAt = now();
      set(null, 'logout');
    },
  };
  return store;
}
