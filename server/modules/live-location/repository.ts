import { eq, gt } from 'drizzle-orm';
import { LIVE_LOCATION_MAX_AGE_MS, type LiveLocation, type LiveLocationInput } from '../../../src/contract';
import type { Db } from '../../db/client';
import { crewStations } from '../soop/tables';
import { liveLocations } from './tables';

const toLiveLocation = (row: typeof liveLocations.$inferSelect): LiveLocation => ({
  userId: row.userId,
  latitude: row.latitude,
  longitude: row.longitude,
  accuracy: row.accuracy,
  place: row.place,
  updatedAt: row.updatedAt.toISOString(),
});

export function createLiveLocationRepository(db: Db) {
  return {
    /** The places shared recently enough to show. */
    async listFresh(now = Date.now()): Promise<LiveLocation[]> {
      const rows = await db
        .select()
        .from(liveLocations)
        .where(gt(liveLocations.updatedAt, new Date(now - LIVE_LOCATION_MAX_AGE_MS)));
      return rows.map(toLiveLocation);
    },

    /** Shares a crew station's place; null when the id is no crew station. */
    async share(userId: string, input: LiveLocationInput, sharedBy: string): Promise<LiveLocation | null> {
      const [station] = await db
        .select({ userId: crewStations.userId })
        .from(crewStations)
        .where(eq(crewStations.userId, userId));
      if (!station) return null;
      const row = { ...input, userId, sharedBy, updatedAt: new Date() };
      const [saved] = await db
        .insert(liveLocations)
        .values(row)
        .onConflictDoUpdate({ target: liveLocations.userId, set: row })
        .returning();
      return toLiveLocation(saved!);
    },

    /** Stops sharing; false when nothing was shared. */
    async stop(userId: string): Promise<boolean> {
      const removed = await db.delete(liveLocations).where(eq(liveLocations.userId, userId)).returning();
      return removed.length > 0;
    },
  };
}

export type LiveLocationRepository = ReturnType<typeof createLiveLocationRepository>;
