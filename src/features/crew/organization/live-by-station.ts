import { useMemo } from 'react';
import { type Broad, chosenBroad } from '../../../contract';
import { useLiveStations } from '../../../data/live-query';

/**
 * The broadcast each crew station is on now, by SOOP id, from the stations the worker keeps (the
 * live layout effect refreshes them every 30 s while /organization is shown).
 */
export function useLiveByStation(): ReadonlyMap<string, Broad> {
  const stations = useLiveStations();
  return useMemo(() => {
    const live = new Map<string, Broad>();
    for (const station of stations ?? []) {
      const broad = chosenBroad(station);
      if (broad) live.set(station.userId, broad);
    }
    return live;
  }, [stations]);
}
