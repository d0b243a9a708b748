import { useEffect, useState } from 'react';

/** Labels like '3분 전' go stale; this re-renders the caller every `intervalMs` with a fresh now. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
