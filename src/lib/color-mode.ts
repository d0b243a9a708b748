import type { DarkModeChoice } from './storage-schema';

/**
 * Theme rules of SPEC section 4: the system preference decides unless the user chose otherwise,
 * and a choice is only stored while it differs from the system. Choosing what the system already
 * says removes the record, so the app follows the system again when that changes later.
 */

export type ColorMode = 'light' | 'dark';

export function resolveColorMode(choice: DarkModeChoice, systemDark: boolean): ColorMode {
  const dark = choice ? choice.value : systemDark;
  return dark ? 'dark' : 'light';
}

/** The record to store after a toggle: null means "remove it". */
export function toggledChoice(choice: DarkModeChoice, systemDark: boolean, now: number): DarkModeChoice {
  const nextDark = resolveColorMode(choice, systemDark) === 'light';
  return nextDark === systemDark ? null : { initAt: now, value: nextDark };
}
