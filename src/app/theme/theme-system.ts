import { pageLoaded } from '../../lib/page-loaded';
import { addLaterRecipes } from './system';

/**
 * The recipes the first page left out (./later-recipes) load once the page has, or sooner when a
 * lazy page or part asks (`afterWholeTheme`); they join the system in place (`addLaterRecipes`).
 */
let loading: Promise<void> | undefined;

function loadWholeTheme(): Promise<void> {
  loading ??= import('./later-recipes').then(
    ({ laterRecipes }) => addLaterRecipes(laterRecipes),
    (error: unknown) => {
      // Offline before the service worker kept the file: the next ask tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Resolves with `value` once every recipe is in the system: for the loaders of lazy pages and
 * parts, whose components may need one the first page left out.
 */
export const afterWholeTheme = <T>(value: Promise<T>): Promise<T> =>
  Promise.all([value, loadWholeTheme()]).then(([loaded]) => loaded);

void pageLoaded()
  .then(loadWholeTheme)
  .catch(() => undefined);
