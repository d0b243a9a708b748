import { type ComponentType, type JSX, type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { firstPageShown } from '../lib/page-loaded';
import { afterWholeTheme } from './theme/theme-system';

type Module<P> = { default: ComponentType<P> };

/** Runs `task` once the first page is on screen (at once if it is already). */
function afterFirstPage(task: () => void): void {
  // Outside a page (Node, unit tests) there is nothing to fetch ahead.
  if (typeof document !== 'undefined') void firstPageShown().then(task);
}

/**
 * A part of the shell the first paint never shows (the phone menu drawer, the alert dialog, the
 * hints): its module is fetched once the first page is on screen, which keeps it out of the
 * first-load budget (`npm run bench`) and behind the first page's own files, while it still opens
 * offline before the service worker has cached it. Rendered or asked for earlier, it is fetched at once.
 */
export function partAfterLoad<P extends object>(load: () => Promise<Module<P>>) {
  let part: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const fetchPart = () => {
    pending ??= afterWholeTheme(load()).then(
      (module) => {
        part = module.default;
        for (const listener of listeners) listener();
      },
      () => {
        // Offline before anything cached it: the next ask, or the network's return, tries again.
        pending = undefined;
      },
    );
    return pending;
  };
  afterFirstPage(() => void fetchPart());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const useLoaded = () =>
    useSyncExternalStore(
      subscribe,
      () => part !== undefined,
      () => false,
    );
  return {
    /** The part, or `fallback` while its module is on its way (never an error: it asks again). */
    Render: ({ fallback = null, ...props }: P & { fallback?: ReactNode }) => {
      const loaded = useLoaded();
      useEffect(() => {
        if (loaded) return;
        void fetchPart();
        const retry = () => void fetchPart();
        window.addEventListener('online', retry);
        return () => window.removeEventListener('online', retry);
      }, [loaded]);
      const Part = part;
      return Part ? <Part {...(props as unknown as P & JSX.IntrinsicAttributes)} /> : fallback;
    },
    /** True once the module is here: render the part without waiting from then on. */
    useLoaded,
  };
}
