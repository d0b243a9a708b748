import { useEffect } from 'react';
import { dataWorker } from '../../data/worker-client';

/** SPEC sections 4 and 9: live and notice loads repeat every 30 s while they are on screen. */
export const LIVE_REFRESH_MS = 30_000;
const REFRESH_PATHS = new Set(['/live', '/organization', '/']);

export const shouldRefreshLive = (path: string, drawerOpen: boolean) => drawerOpen || REFRESH_PATHS.has(path);

export function useLiveRefresh(path: string, drawerOpen: boolean) {
  const active = shouldRefreshLive(path, drawerOpen);
  useEffect(() => {
    if (!active) return;
    const refresh = () => {
      if (document.visibilityState === 'visible') void dataWorker().refreshLive();
    };
    refresh();
    const timer = setInterval(refresh, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [active]);
}
