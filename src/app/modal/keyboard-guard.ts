import type { KeyboardEvent } from 'react';

/**
 * Keys pressed right after a modal opens are ignored (SPEC section 4): the Enter that submitted
 * a form must not also answer the modal it opened. Mobile keyboards deliver late key events,
 * hence the longer window there.
 */
export const MODAL_KEYBOARD_GUARD_MS = { desktop: 1, mobile: 500 } as const;

export function guardKeys(openedAt: number, mobile: boolean) {
  const guardMs = mobile ? MODAL_KEYBOARD_GUARD_MS.mobile : MODAL_KEYBOARD_GUARD_MS.desktop;
  return (event: KeyboardEvent) => {
    if (performance.now() - openedAt < guardMs) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
}
