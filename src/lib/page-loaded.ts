/**
 * Resolves just after the page's load event: at once when the page has loaded already, and
 * outside a page (the worker, Node). What waits for it is left out of the first page's budget.
 */
export function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof document === 'undefined' || document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => setTimeout(resolve, 0), { once: true });
  });
}

/** The first page is given this long after the load event before the rest goes ahead anyway. */
const FIRST_PAGE_MAX_WAIT_MS = 3000;

let markShown: () => void = () => {};
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

let firstPage: Promise<void> | undefined;

/** The app calls this once its first route's page is on screen (main.tsx). */
export function markFirstPageShown(): void {
  markShown();
}

/**
 * Resolves after the load event once the first route's page is on screen (at most
 * FIRST_PAGE_MAX_WAIT_MS later). What that page does not need (other pages, parts of the shell not
 * shown, push) waits for this: on a slow network its files would queue before the page's own.
 */
export function firstPageShown(): Promise<void> {
  firstPage ??= pageLoaded().then(() =>
    Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_MAX_WAIT_MS))]),
  );
  return firstPage;
}
