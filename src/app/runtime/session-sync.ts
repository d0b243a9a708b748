import type { User } from '../../contract';
import {
  appStorage,
  configureHttp,
  createDeviceIdSource,
  type SessionChange,
  session,
} from '../../data/http';
import { dataWorker, onWorkerEvent } from '../../data/worker-client';
import { showAlert } from '../modal/alert-service';
import { textToHtml } from '../modal/alert-store';

/** SPEC section 4 "Session": the account is re-opened this long after the user is set. */
export const ACCOUNT_REOPEN_DELAY_MS = 10;

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
    if (payload === 'reloadUser') void session.loadUser({ force: true });
    else session.signedOut();
  });
  void session.loadUser();

  return () => {
    clearTimeout(reopenTimer);
    stopSession();
    stopAlerts();
    stopEvents();
  };
}
