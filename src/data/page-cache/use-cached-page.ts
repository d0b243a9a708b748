import { useEffect, useState } from 'react';
import type { CachedPage } from './load-page';

export interface ShownPage<T> {
  data: T;
  savedAt: number;
  /** Shown from the cache because the refresh failed: the page shows `StaleMark`. */
  stale: boolean;
}

/**
 * The loader's answer as the page shows it: the kept answer first, then the server's once it
 * arrives; if the refresh fails, the kept answer stays and is marked stale.
 */
export function useCachedPage<T>(page: CachedPage<T>): ShownPage<T> {
  const [settled, setSettled] = useState<{ page: CachedPage<T>; shown: ShownPage<T> } | null>(null);
  useEffect(() => {
    if (!page.refresh) return;
    let current = true;
    const settle = (shown: ShownPage<T>) => {
      if (current) setSettled({ page, shown });
    };
    page.refresh.then(
      (answer) => settle({ ...answer, stale: false }),
      () => settle({ data: page.data, savedAt: page.savedAt, stale: true }),
    );
    return () => {
      current = false;
    };
  }, [page]);
  return settled?.page === page ? settled.shown : page;
}
