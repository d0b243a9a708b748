import type { z } from 'zod';
import { pageLoaded } from '../../lib/page-loaded';

type Contract = typeof import('../../contract');

/** A schema fetched when an answer needs it, not with the code that asks. */
export type LaterSchema<T> = () => Promise<z.ZodType<T>>;

/**
 * A contract schema for code on the first page. Zod and the contract's schemas weigh about
 * 40 KB gzip, and painting the first page needs none of them: they load once the page has, and
 * an answer that arrives sooner waits for them before it is checked (it could not be rendered
 * before the page's code had loaded anyway).
 */
export function laterSchema<T>(pick: (contract: Contract) => z.ZodType<T>): LaterSchema<T> {
  let loading: Promise<z.ZodType<T>> | undefined;
  return () => {
    loading ??= pageLoaded()
      .then(() => import('../../contract'))
      .then(pick, (error: unknown) => {
        // Offline before the service worker kept the file: the next answer tries again.
        loading = undefined;
        throw error;
      });
    return loading;
  };
}
