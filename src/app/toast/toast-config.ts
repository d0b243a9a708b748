import { isMobilePlatform, type Platform } from '../../lib/platform';

/** SPEC section 9 "Toasts": timing and stacking. */
export const TOAST_DURATION_MS = 5000;
/** A drag further than this share of the toast's width dismisses it. */
export const TOAST_SWIPE_DISMISS_RATIO = 0.3;
export const TOAST_WIDTH = 300;

export interface ToastPlacementConfig {
  placement: 'bottom-end' | 'top-end';
  max: number;
  duration: number;
  /** Leaving the tab pauses the countdown, so a toast is not missed while away. */
  pauseOnPageIdle: boolean;
}

/**
 * Phones show one toast at the top right, under the status bar where the thumb is not;
 * elsewhere up to three stack at the bottom right. Further toasts wait in the queue.
 */
export function toastConfig(platform: Platform): ToastPlacementConfig {
  const mobile = isMobilePlatform(platform);
  return {
    placement: mobile ? 'top-end' : 'bottom-end',
    max: mobile ? 1 : 3,
    duration: TOAST_DURATION_MS,
    pauseOnPageIdle: true,
  };
}
