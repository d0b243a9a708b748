import type { FirstVisitPlan, FirstVisitRead } from '../../data/first-visit-urls';

export type FetchAheadKeys = {
  plan: FirstVisitPlan;
  /** The global the answers wait under, by address (`first-visit-reads.ts` takes them). */
  store: string;
  /** A visitor's kept views are under this prefix and their path (`keys.ts`). */
  keptViewPrefix: string;
  markCookie: string;
  lastUser: string;
};

/**
 * A visitor's first visit: asks for the page's first reads (`first-visit-urls.ts`) while the app's
 * code is still on its way, which on a slow phone network is seconds. Only for a sure visitor (no
 * session mark, no last member, as `session.surelyVisitor`) with no view of this page kept: a
 * member's lists come from their own database, and a kept view means this is not a first visit.
 * Inlined at the top of index.html (vite.config.ts), so self-contained: the two functions come in
 * as arguments.
 */
export function fetchAhead(
  keys: FetchAheadKeys,
  readsOf: (plan: FirstVisitPlan, pathname: string, search: string) => FirstVisitRead[],
  urlOf: (plan: FirstVisitPlan, read: FirstVisitRead, base: string) => string,
): void {
  try {
    if (localStorage.getItem(`${keys.keptViewPrefix}${location.pathname}`) !== null) return;
    if (document.cookie.split('; ').some((pair) => pair.startsWith(`${keys.markCookie}=`))) return;
    if (localStorage.getItem(keys.lastUser) !== null) return;
    const answers: Record<string, Promise<Response>> = {};
    for (const read of readsOf(keys.plan, location.pathname, location.search)) {
      const url = urlOf(keys.plan, read, location.href);
      answers[url] = fetch(url, { headers: { accept: 'application/json' }, credentials: 'include' });
      // Unhandled until the app takes it: a failure here is the app's to retry, not an error.
      answers[url].catch(() => undefined);
    }
    (window as unknown as Record<string, unknown>)[keys.store] = answers;
  } catch {
    // Blocked storage: the app reads as it always did.
  }
}
