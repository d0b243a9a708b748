import { useEffect, useState } from 'react';
import { useOnline } from '../../app';

/** When this tab last went offline: kept for the tab's life, so a reload offline still knows. */
const OFFLINE_SINCE_KEY = 'c9_live_offline_since';
/** The age shown ("n분 전") is redrawn this often. */
const TICK_MS = 30_000;

const readSince = (): number | null => {
  const stored = Number(sessionStorage.getItem(OFFLINE_SINCE_KEY));
  return stored > 0 ? stored : null;
};

/**
 * Offline: since when what the live lists show has not been refreshed (null when unknown: the
 * tab opened offline). Online: undefined. Redraws every 30 s so an age shown from it stays true.
 */
export function useOfflineSince(): number | null | undefined {
  const online = useOnline();
  const [since, setSince] = useState(readSince);
  const [, setTick] = useState(0);
  useEffect(() => {
    const went = () => {
      const now = Date.now();
      sessionStorage.setItem(OFFLINE_SINCE_KEY, String(now));
      setSince(now);
    };
    const back = () => {
      sessionStorage.removeItem(OFFLINE_SINCE_KEY);
      setSince(null);
    };
    window.addEventListener('offline', went);
    window.addEventListener('online', back);
    return () => {
      window.removeEventListener('offline', went);
      window.removeEventListener('online', back);
    };
  }, []);
  useEffect(() => {
    if (online) return;
    const timer = setInterval(() => setTick((n) => n + 1), TICK_MS);
    return () => clearInterval(timer);
  }, [online]);
  return online ? undefined : since;
}
