import { isMobilePlatform, type Platform } from '../../lib/platform';
import { HEADER_HEIGHT } from '../layout/AppHeader';

/** SPEC section 9 "Toasts": timing and stacking. */
export const TOAST_DURATION_MS = 5000;
/** A drag further than this share of the toast's width dismisses it. */
export const TOAST_SWIPE_DISMISS_RATIO = 0.3;
export const TOAST_WIDTH = 300;
/** Below Chakra's `md` breakpoint a window is laid out as a phone, whatever the device. */
export const PHONE_LAYOUT_MAX_WIDTH = 767;
/** A queued toast shown with less than this of its time left is dropped instead of flashing. */
export const TOAST_MIN_VISIBLE_MS = 1500;

export interface ToastPlacementConfig {
  placement: 'bottom-end' | 'top-end';
  max: number;
  duration: number;
  /** Leaving the tab pauses the countdown, so a toast is not missed while away. */
  pauseOnPageIdle: boolean;
  offsets: string | { top: string; right: string; bottom: string; left: string };
}

/**
 * Phones, and any window as narrow as one, show one toast at the top right just under the sticky
 * header (never over its menu, logo, bell and avatar, nor over a form's buttons at the bottom of
 * the page); elsewhere up to three stack at the bottom right. Further toasts wait in the queue.
 */
export function toastConfig(platform: Platform, viewportWidth: number): ToastPlacementConfig {
  const phone = isMobilePlatform(platform) || viewportWidth <= PHONE_LAYOUT_MAX_WIDTH;
  return {
    placement: phone ? 'top-end' : 'bottom-end',
    max: phone ? 1 : 3,
    duration: TOAST_DURATION_MS,
    pauseOnPageIdle: true,
    offsets: phone ? { top: `${HEADER_HEIGHT + 8}px`, right: '1rem', bottom: '1rem', left: '1rem' } : '1rem',
  };
}

/**
 * How long a toast that waited in the queue may still stay: its time counts from when it was
 * raised (SPEC section 9), so a queue never keeps the screen covered for the sum of its toasts.
 * Null: drop it, too little is left to be read.
 */
export function remainingToastTime(duration: number, createdAt: number, now: number): number | null {
  const remaining = duration - (now - createdAt);
  return remaining >= TOAST_MIN_VISIBLE_MS ? remaining : null;
}
