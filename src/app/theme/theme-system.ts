import { useSyncExternalStore } from 'react';
import { pageLoaded } from '../../lib/page-loaded';
import { firstPageSystem, systemWith } from './system';

/**
 * The Chakra system the app renders with: the first page's (its own components' recipes only)
 * until the later recipes have loaded, then the whole one. The swap restyles nothing on screen
 * (the first page's recipes are the same in both); lazy pages and parts wait for it before they
 * render (`afterWholeTheme`), so no component ever draws without its recipe.
 */
let current = firstPageSystem;
const listeners = new Set<() => void>();
let loading: Promise<void> | undefined;

function loadWholeTheme(): Promise<void> {
  loading ??= import('./later-recipes').then(
    ({ laterRecipes }) => {
      current = systemWith(laterRecipes);
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // Offline before the service worker kept the file: the next ask tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Resolves with `value` once the whole theme is in place: for the loaders of lazy pages and parts. */
export const afterWholeTheme = <T>(value: Promise<T>): Promise<T> =>
  Promise.all([value, loadWholeTheme()]).then(([loaded]) => loaded);

void pageLoaded()
  .then(loadWholeTheme)
  .catch(() => undefined);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useThemeSystem = () => useSyncExternalStore(subscribe, () => current);
