import { z } from 'zod';
import { apiPath, CrewStation, LiveLocation } from '../../../contract';
import { http } from '../../../data/http';
import { type CachedPage, loadCachedPage } from '../../../data/page-cache';
import { liveLocationApi } from '../live-location-api';

/** What `/admin/live-location` shows: the crew's stations and the places shared now. */
export const LiveLocationAdmin = z.object({
  stations: z.array(CrewStation),
  locations: z.array(LiveLocation),
});
export type LiveLocationAdmin = z.infer<typeof LiveLocationAdmin>;

async function fetchAdmin(quiet: boolean): Promise<LiveLocationAdmin> {
  const [stations, { locations }] = await Promise.all([
    http.get(apiPath('crewStations'), { schema: z.array(CrewStation), suppressAlert: quiet }),
    liveLocationApi.list(quiet),
  ]);
  return { stations, locations };
}

/** Through the page cache: the page opens offline with what was last read, marked stale. */
export const loadLiveLocationAdmin = (
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<LiveLocationAdmin>> =>
  loadCachedPage({ key: 'admin/live-location', schema: LiveLocationAdmin, cause, fetch: fetchAdmin });
