import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CrewStationInput, ParsedTableQuery } from '../../../src/contract';
import type { Db } from '../../db/client';
import { runTableQuery } from '../../lib/table-query';
import { noticeResource, stationResource } from './resources';
import { crewStations, liveStations, notices, soopDonations } from './tables';

/** What the poller stored of the crew's stations and notices, and the crew list admins keep. */
export function createSoopRepository(db: Db) {
  return {
    /** Live rows by station id; with `onAirOnly`, those broadcasting now. */
    stations: (onAirOnly: boolean) =>
      db
        .select()
        .from(liveStations)
        .where(
          and(
            eq(liveStations.deleted, false),
            onAirOnly ? sql`jsonb_array_length(${liveStations.broadList}) > 0` : undefined,
          ),
        )
        .orderBy(asc(liveStations.id)),

    stationTable: (query: ParsedTableQuery) => runTableQuery(db, stationResource, query, undefined),

    /** The newest fifty, after `regDateAfter` (Seoul wall-clock text) when given. */
    notices: (regDateAfter: string | undefined) =>
      db
        .select()
        .from(notices)
        .where(and(eq(notices.deleted, false), regDateAfter ? gt(notices.regDate, regDateAfter) : undefined))
        .orderBy(desc(notices.regDate), desc(notices.titleNo))
        .limit(50),

    noticeTable: (query: ParsedTableQuery) => runTableQuery(db, noticeResource, query, undefined),

    /** The latest balloon gifts of one SOOP id to the crew's stations. */
    latestDonations: (soopUserId: string) =>
      db
        .select()
        .from(soopDonations)
        .where(eq(soopDonations.donorUserId, soopUserId.toLowerCase()))
        .orderBy(desc(soopDonations.donatedAt), desc(soopDonations.id))
        .limit(20),

    crew: () => db.select().from(crewStations).orderBy(asc(crewStations.sort), asc(crewStations.userId)),

    async saveCrewStation(input: z.output<typeof CrewStationInput>) {
      const [row] = await db
        .insert(crewStations)
        .values(input)
        .onConflictDoUpdate({
          target: crewStations.userId,
          set: { userNick: input.userNick, department: input.department, sort: input.sort },
        })
        .returning();
      return row!;
    },

    async removeCrewStation(userId: string): Promise<void> {
      await db.delete(crewStations).where(eq(crewStations.userId, userId));
    },
  };
}

export type SoopRepository = ReturnType<typeof createSoopRepository>;
