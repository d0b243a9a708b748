import { createToaster } from '@chakra-ui/react';
import { detectPlatform } from '../../lib/platform';
import { TOAST_DURATION_MS, toastConfig } from './toast-config';
import type { ShowToastOptions } from './toaster';

/**
 * Chakra's toast store (with its state machines), loaded on the first toast or with the toaster
 * after the page's load (`AppToaster`): the first page does not carry it (`toaster.ts`).
 * Node (unit tests importing the feature list) has no navigator: it gets the desktop stack.
 * The layout is chosen once, at start, from the device and the window's width then.
 */
export const toaster = createToaster(
  typeof navigator === 'undefined'
    ? toastConfig('other', Number.POSITIVE_INFINITY)
    : toastConfig(detectPlatform(navigator.userAgent, navigator.maxTouchPoints), window.innerWidth),
);

/** What every toast carries beside Chakra's own fields. */
export interface ToastMeta {
  onClick?: () => void;
  /** When it was raised: a queued toast's time runs from here. */
  createdAt: number;
  yields: boolean;
}

export const toastMeta = (toast: { meta?: Record<string, unknown> }): Partial<ToastMeta> => toast.meta ?? {};

/** Shows the toast under the id `showToast` gave it. */
export function createToast(
  id: string,
  { onClick, yields = false, ...options }: ShowToastOptions,
  createdAt: number,
): void {
  const visible = toaster.getVisibleToasts();
  if (!yields && visible.length >= toaster.attrs.max) {
    const giving = visible.find((toast) => toastMeta(toast).yields);
    if (giving?.id) toaster.dismiss(giving.id);
  }
  const meta: ToastMeta = { onClick, createdAt, yields };
  toaster.create({ id, duration: TOAST_DURATION_MS, ...options, meta: { ...meta } });
}
