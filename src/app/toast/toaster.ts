import { createToaster } from '@chakra-ui/react';
import { detectPlatform } from '../../lib/platform';
import { toastConfig } from './toast-config';

// Node (unit tests importing the feature list) has no navigator: it gets the desktop stack.
export const toaster = createToaster(
  toastConfig(
    typeof navigator === 'undefined'
      ? 'other'
      : detectPlatform(navigator.userAgent, navigator.maxTouchPoints),
  ),
);

export interface ShowToastOptions {
  title?: string;
  description?: string;
  type?: 'info' | 'success' | 'warning' | 'error' | 'loading';
  /** Milliseconds; 5000 by default. Live and notice toasts pass 10000 (SPEC section 9). */
  duration?: number;
  /** Runs when the toast is clicked; the toast then closes either way. */
  onClick?: () => void;
}

/** Shows a toast and returns its id (for `toaster.dismiss(id)`). */
export function showToast({ onClick, ...options }: ShowToastOptions): string {
  return toaster.create({ ...options, meta: { onClick } });
}
