import type { AnyRouter } from '@tanstack/react-router';
import type { User } from '../../contract/user';
import { session } from '../../data/http';
import { onWorkerEvent } from '../../data/worker-client';
import { dropKeptViews, keepView } from './keep';
import { keptPagePath, rolesSignature, SNAPSHOT_KEYS } from './keys';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The page is kept as painted and painted again at once on the next reopen (`paint.ts`).
     * For pages that read the same for a moment (lists), never for forms.
     */
    keepView?: boolean;
  }
}

/** The app takes over at the latest this long after it starts, ready or not. */
export const TAKEOVER_MAX_WAIT_MS = 3000;
export const TAKEOVER_MARK = 'c9-kept-view-takeover';
/** A page is kept once it has stopped changing for this long (and when the app is left). */
const KEEP_DELAY_MS = 800;

const busy = (root: HTMLElement) => root.querySelector('[aria-busy="true"]') !== null;

/** The painted view, if the painter left one. */
const keptViewElement = () => document.getElementById(SNAPSHOT_KEYS.viewId);

/**
 * Replaces the painted view with the app in one step, so nothing flashes between them, and follows
 * a link tapped on the view meanwhile.
 */
function takeOver(root: HTMLElement, router: AnyRouter): void {
  keptViewElement()?.remove();
  document.getElementById(SNAPSHOT_KEYS.styleId)?.remove();
  root.style.visibility = '';
  // For the reopen benchmark: when the app itself is on screen.
  performance.mark(TAKEOVER_MARK);
  const pending = window[SNAPSHOT_KEYS.pendingHref as keyof Window] as unknown;
  if (typeof pending === 'string') void router.navigate({ href: pending });
}

const accountKey = (user: User | null) =>
  user ? `${user.uuid}|${rolesSignature(user)}` : SNAPSHOT_KEYS.visitor;
/** The account (and roles) when the navigation under way began: its guards and loaders ran for it. */
let loadingFor: string | undefined;
/**
 * Whom the page on screen was opened for. When the session changes hands (a 401, another
 * member's session, new roles), the rows on screen stay the old account's until the next page:
 * nothing is kept for the new account before then.
 */
let openedFor: string | undefined;

/**
 * Follows which account each page is opened for. From before the first load (main.tsx): that
 * load's guards run with the user assumed at the start, and the first check may answer with
 * another one (or a 401) before the page resolves.
 */
export function watchOpenedAccount(router: AnyRouter): () => void {
  const stops = [
    router.subscribe('onBeforeLoad', () => {
      loadingFor = accountKey(session.getSnapshot().user);
    }),
    router.subscribe('onResolved', ({ hrefChanged }) => {
      if (hrefChanged) openedFor = loadingFor;
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * The app's side of the reopen path: takes over from the painted view once its own page is
 * ready (route settled, nothing busy), then keeps each `keepView` page as it is painted, for
 * the account signed in and its roles. The views of an account are dropped when it logs out and
 * when the data worker says a post is gone or someone was blocked.
 */
export function startKeptViews(router: AnyRouter): () => void {
  const root = document.getElementById('root');
  if (!root) return () => {};
  let taken = keptViewElement() === null;
  let keepTimer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  // Leaving the page keeps it only if it changed since it was last kept: the leave handlers
  // hold up the next page's start.
  let changedSinceKept = true;

  const account = () => session.getSnapshot().user;
  const keepNow = () => {
    clearTimeout(keepTimer);
    const leaf = router.state.matches.at(-1);
    if (!changedSinceKept || !taken || !leaf?.staticData.keepView) return;
    if (router.state.status !== 'idle' || busy(root)) return;
    const user = account();
    if (openedFor === undefined || accountKey(user) !== openedFor) return;
    const page = keptPagePath(router.state.location.pathname, router.state.location.searchStr);
    keepView(root, user?.uuid ?? SNAPSHOT_KEYS.visitor, page, user ? rolesSignature(user) : '');
    changedSinceKept = false;
  };
  const check = () => {
    changedSinceKept = true;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      if (!taken) {
        if (router.state.status !== 'idle' || busy(root)) return;
        taken = true;
        clearTimeout(takeoverTimer);
        takeOver(root, router);
      }
      clearTimeout(keepTimer);
      keepTimer = setTimeout(keepNow, KEEP_DELAY_MS);
    });
  };
  const takeoverTimer = setTimeout(() => {
    if (taken) return;
    taken = true;
    takeOver(root, router);
  }, TAKEOVER_MAX_WAIT_MS);

  const observer = new MutationObserver(check);
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  const stopRouter = router.subscribe('onResolved', check);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') keepNow();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', keepNow);
  const stopSession = session.subscribe(({ reason, previous }) => {
    if (previous && (reason === 'logout' || reason === 'expired')) dropKeptViews(previous.uuid);
  });
  const stopStale = onWorkerEvent('keptViewsStale', () => {
    dropKeptViews(account()?.uuid ?? SNAPSHOT_KEYS.visitor);
    check();
  });
  check();

  return () => {
    observer.disconnect();
    stopRouter();
    stopSession();
    stopStale();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', keepNow);
    clearTimeout(keepTimer);
    clearTimeout(takeoverTimer);
    cancelAnimationFrame(frame);
  };
}
