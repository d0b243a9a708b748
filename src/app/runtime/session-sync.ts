import type { User } from '../../contract';
import { endFirstVisitReads, readFirstVisitOverHttp } from '../../data/first-visit-reads';
import {
  appStorage,
  configureHttp,
  createDeviceIdSource,
  type SessionChange,
  session,
  sessionApi,
} from '../../data/http';
import { loadQuerySeeds } from '../../data/query-seeds';
import { dataWorker, onWorkerEvent, planDataWorker, startDataWorker } from '../../data/worker-client';
import { showAlert } from '../modal/alert-service';
import { textToHtml } from '../modal/alert-store';
import { currentBrowserSupported, NOT_SUPPORTED_PATH } from '../router/browser-support';

/** SPEC section 4 "Session": the account is re-opened this long after the user is set. */
export const ACCOUNT_REOPEN_DELAY_MS = 10;

/** The first render waits at most this long for the last results (it takes a few ms when warm). */
const SEEDS_MAX_WAIT_MS = 100;

const deviceId = createDeviceIdSource(appStorage);

const accountUser = (user: User | null) =>
  user ? { uuid: user.uuid, nickname: user.nickname, profileUri: user.profile.uri } : null;

/** The signed-in member's live and notice switches (`{uuid}_storage_notification`). */
const liveAlerts = () => {
  const { live, notice } = appStorage.read('notification');
  return { live, notice };
};

type AccountShown = { uuid: string; nickname: string; profile: { uri: string } } | null;

/**
 * Changes after which the worker must hold the database of whoever is signed in now, or show a
 * renamed member's new nickname and picture on their unsent rows.
 */
export const needsAccountReopen = (
  change: Pick<SessionChange, 'reason'> & { user: AccountShown; previous: AccountShown },
): boolean => {
  const { user, previous } = change;
  return (
    change.reason !== 'check' ||
    user?.uuid !== previous?.uuid ||
    user?.nickname !== previous?.nickname ||
    user?.profile.uri !== previous?.profile.uri
  );
};

/**
 * Before the first render (main.tsx): the first user check, and beside it the data worker with the
 * account of the last user the server confirmed on this device (or anon). The session goes on as
 * that user while the check runs (`assumeLastUser`), so a reopened app paints their cached pages
 * before any network, online or not (DESIGN section 1); a check naming someone else reopens the
 * account (`startSessionSync`), and a 401 reloads the page signed out.
 * The first render also gets the account's last query results (`query-seeds`): the returned promise
 * says when they are read (at most 100 ms); render after it. With results to paint, the worker
 * starts when the page first needs it (its effects, after the first paint): started at once, its
 * code would compete with that paint for the CPU. With nothing kept for a visitor (a first visit),
 * the boards and the latest posts are read over HTTP beside the starting worker (`first-visit-reads`).
 * Not where the root will not mount `AppRuntime`: the unsupported-browser page.
 */
export async function startSessionEarly(): Promise<void> {
  if (!currentBrowserSupported() || globalThis.location.pathname === NOT_SUPPORTED_PATH) return;
  const user = session.assumeLastUser();
  void session.loadUser();
  const account = { user: accountUser(user), deviceId: deviceId(), alerts: liveAlerts() };
  planDataWorker(account);
  if (await loadQuerySeeds(user?.uuid ?? null, SEEDS_MAX_WAIT_MS)) return;
  startDataWorker(account);
  // Not for a member signed in elsewhere on a new device: their lists are the worker's alone, and
  // rows shown before the check answers would vanish when it does.
  if (session.surelyVisitor()) readFirstVisitOverHttp(globalThis.location);
}

/**
 * Wires the session to the alert modal and the data worker: the first user check, the worker's
 * per-account database after every login, logout and user change (with the member's live and notice
 * switches), and the worker's session
 * events (SPEC section 4: create/update reloads the user, anything else signs out).
 */
export function startSessionSync(): () => void {
  configureHttp({ alert: (message) => void showAlert({ title: '알림', body: textToHtml(message) }) });

  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  const reopen = (user: User | null) => {
    clearTimeout(reopenTimer);
    reopenTimer = setTimeout(() => {
      void dataWorker().openAccount({ user: accountUser(user), deviceId: deviceId(), alerts: liveAlerts() });
    }, ACCOUNT_REOPEN_DELAY_MS);
  };
  const stopSession = session.subscribe((change) => {
    if (change.user) endFirstVisitReads();
    if (needsAccountReopen(change)) reopen(change.user);
  });
  // A route guard may have answered the first check before this subscription existed (a reload
  // on a members-only page): open that account now, or no live query would ever answer.
  const current = session.getSnapshot();
  if (current.ready) reopen(current.user);
  // SPEC section 4: a switched-off live or notice alert drops its topic, not only its toast.
  const stopAlerts = appStorage.subscribe((category) => {
    if (category === 'notification') void dataWorker().setLiveAlerts(liveAlerts());
  });
  const stopEvents = onWorkerEvent('session', ({ payload }) => {
    if (payload === 'reloadUser') void session.reloadChangedUser();
    else session.signedOut();
  });
  // The member's database closes before the server ends the session: its pulls and sends, still
  // running as that member, would otherwise be answered 401 on the way out.
  const stopLogout = sessionApi.beforeLogout(() => dataWorker().closeAccount());
  void session.loadUser();

  return () => {
    clearTimeout(reopenTimer);
    stopLogout();
    stopSession();
    stopAlerts();
    stopEvents();
  };
}
