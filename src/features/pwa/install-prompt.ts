import type { CommonPrefs } from '../../lib/storage-schema';

/** SPEC sections 4 and 9: first look 10 s after start, snackbar visible 10 s, at most 3 times. */
export const INSTALL_PROMPT = { delayMs: 10_000, visibleMs: 10_000, maxShows: 3 } as const;

type InstallFields = Pick<CommonPrefs, 'helpPwaInstallCount' | 'helpPwaInstallAt'>;

/**
 * One app start's decision: the counter goes up unless the app is installed or the helper is
 * done (a recorded time); the snackbar shows while the count stays within 3, and the third
 * showing records the time so it never comes back.
 */
export function nextInstallPrompt(
  prefs: InstallFields,
  installed: boolean,
  now: number,
): { show: boolean; next: InstallFields } {
  if (installed || prefs.helpPwaInstallAt !== null) return { show: false, next: prefs };
  const count = prefs.helpPwaInstallCount + 1;
  return {
    show: count <= INSTALL_PROMPT.maxShows,
    next: { helpPwaInstallCount: count, helpPwaInstallAt: count >= INSTALL_PROMPT.maxShows ? now : null },
  };
}

/** Installed PWA (any platform) or the iOS home-screen app. */
export function isInstalledApp(): boolean {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return standalone || Reflect.get(navigator, 'standalone') === true;
}
