import { useCallback, useEffect, useState } from 'react';

/**
 * A list loaded once on mount: undefined while loading, null when the call failed (the HTTP
 * layer already alerted), and a setter for local edits after a successful change.
 */
export function useLoaded<T>(load: () => Promise<T>) {
  const [value, setValue] = useState<T | null | undefined>(undefined);
  const reload = useCallback(() => {
    load().then(setValue, () => setValue(null));
  }, [load]);
  useEffect(reload, [reload]);
  return [value, setValue] as const;
}
