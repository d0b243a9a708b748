/**
 * When a page view is reported (SPEC section 2 and 9: about 1 s after navigating). The wait lets a
 * navigation settle: one superseded within that second (a quick click-through, a redirect)
 * reports only the page the user stayed on.
 */
export const PAGE_VIEW_DELAY_MS = 1000;

/**
 * Query parameters a page view keeps. Everything else is left out: `stackKey` is random,
 * `pUrl` repeats another path, and a search word or a social login's details are the user's own.
 */
const SHARED_QUERY = ['category', 'popular', 'sort'] as const;

/** The path a page view reports: the pathname and only the list filters from the query. */
export function pageViewPath(location: { pathname: string; searchStr: string }): string {
  const query = new URLSearchParams(location.searchStr);
  const kept = new URLSearchParams();
  for (const name of SHARED_QUERY) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}

export interface PageView {
  path: string;
  /** The page reported before this one; null for the first. */
  referrer: string | null;
}

/**
 * Reports each page the user lands on once, `delayMs` after landing. Landing again on the page
 * already waiting (or already reported, with nothing waiting) changes nothing, so a redirect
 * that only adds a `stackKey` is not a second view.
 */
export function createPageViewTimer(report: (view: PageView) => void, delayMs = PAGE_VIEW_DELAY_MS) {
  let reported: string | null = null;
  let waiting: { path: string; timer: ReturnType<typeof setTimeout> } | null = null;
  const cancel = () => {
    if (waiting) clearTimeout(waiting.timer);
    waiting = null;
  };
  return {
    landed(path: string) {
      if (waiting?.path === path) return;
      cancel();
      if (path === reported) return;
      const timer = setTimeout(() => {
        waiting = null;
        const referrer = reported;
        reported = path;
        report({ path, referrer });
      }, delayMs);
      waiting = { path, timer };
    },
    stop: cancel,
  };
}
