import { firstPageShown } from '../lib/page-loaded';
import type { AppRuntimeContext } from './feature';

type Start = (app: AppRuntimeContext) => () => void;

/**
 * A feature's `start` whose code is fetched once the first page is on screen: work the first paint
 * does not need stays out of the first page's JavaScript and behind its files. Stopped before it has loaded, it never starts.
 */
export function startAfterLoad(load: () => Promise<Start>): Start {
  return (app) => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void firstPageShown()
      .then(load)
      .then((start) => {
        if (!stopped) stop = start(app);
      })
      .catch((error: unknown) => console.warn('a feature could not start', error));
    return () => {
      stopped = true;
      stop?.();
    };
  };
}
