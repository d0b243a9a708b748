/**
 * Toasts from anywhere in the app. Chakra's toast store loads with the first toast (or after the
 * page's load, with the toaster that shows them): the first page does not wait for it.
 */
export interface ShowToastOptions {
  title?: string;
  description?: string;
  type?: 'info' | 'success' | 'warning' | 'error' | 'loading';
  /** Milliseconds; 5000 by default. Live and notice toasts pass 10000 (SPEC section 9). */
  duration?: number;
  /** Runs when the toast is clicked; the toast then closes either way. */
  onClick?: () => void;
  /**
   * A suggestion rather than news (the install promo): it closes as soon as another toast needs
   * its place, so it never holds a phone's only slot.
   */
  yields?: boolean;
}

let lastId = 0;
const store = () => import('./toast-store');

/** Shows a toast and returns its id (for `dismissToast`). Toasts keep the order they were raised in. */
export function showToast(options: ShowToastOptions): string {
  lastId += 1;
  const id = `toast-${lastId}`;
  // When it was raised, not when the store arrived: a queued toast's time runs from here.
  const raisedAt = Date.now();
  void store().then(({ createToast }) => createToast(id, options, raisedAt));
  return id;
}

export function dismissToast(id: string): void {
  void store().then(({ toaster }) => toaster.dismiss(id));
}
