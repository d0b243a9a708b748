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
