import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CrewStationInput, NoticeQuery, StationQuery, TableQuery } from '../../../src/contract';
import { crewStations, liveStations, notices } from '../../db/schema';
import { HttpError, parseInput } from '../../lib/http-error';
import { runTableQuery, type TableResource } from '../../lib/table-query';
import { MANAGER_OR_HIGHER, requireRole } from '../../plugins/auth';
import { toCrewStationDto, toLiveStationDto, toNoticeDto } from './dto';
import { seoulDateTime } from './seoul-time';

const stationResource = {
  table: liveStations,
  defaultOrder: 'rev',
  columns: {
    rev: { column: liveStations.rev, type: 'int' },
    userNick: { column: liveStations.userNick, type: 'text' },
  },
  toDto: toLiveStationDto,
} satisfies TableResource<typeof liveStations.$inferSelect, ReturnType<typeof toLiveStationDto>>;

const noticeResource = {
  table: notices,
  defaultOrder: 'regDate',
  columns: {
    regDate: { column: notices.regDate, type: 'text' },
    userId: { column: notices.userId, type: 'text' },
    rev: { column: notices.rev, type: 'int' },
  },
  toDto: toNoticeDto,
} satisfies TableResource<typeof notices.$inferSelect, ReturnType<typeof toNoticeDto>>;

/** ISO times are read as instants; the platform's own text is Seoul wall-clock already. */
function asSeoulText(value: string): string {
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return value;
  const at = new Date(value);
  if (Number.isNaN(at.getTime()))
    throw new HttpError(400, '날짜 형식이 올바르지 않습니다.', 'regDateGreaterThan');
  return seoulDateTime(at);
}

export async function soopRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get('/api/v1/p/afreecatv/station', async (req) => {
    const { live } = parseInput(StationQuery, req.query);
    const rows = await db
      .select()
      .from(liveStations)
      .where(
        and(
          eq(liveStations.deleted, false),
          live === 'true' ? sql`jsonb_array_length(${liveStations.broadList}) > 0` : undefined,
        ),
      )
      .orderBy(asc(liveStations.id));
    return rows.map(toLiveStationDto);
  });

  app.get('/api/v1/p/afreecatv/station/table', async (req) =>
    runTableQuery(db, stationResource, parseInput(TableQuery, req.query), undefined),
  );

  app.get('/api/v1/p/afreecatv/notice', async (req) => {
    const { regDateGreaterThan } = parseInput(NoticeQuery, req.query);
    const rows = await db
      .select()
      .from(notices)
      .where(
        and(
          eq(notices.deleted, false),
          regDateGreaterThan ? gt(notices.regDate, asSeoulText(regDateGreaterThan)) : undefined,
        ),
      )
      .orderBy(desc(notices.regDate), desc(notices.titleNo))
      .limit(50);
    return rows.map(toNoticeDto);
  });

  app.get('/api/v1/p/afreecatv/notice/table', async (req) =>
    runTableQuery(db, noticeResource, parseInput(TableQuery, req.query), undefined),
  );

  const crewBase = '/api/v1/afreecatv/crew-station';
  app.get(crewBase, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const rows = await db
      .select()
      .from(crewStations)
      .orderBy(asc(crewStations.sort), asc(crewStations.userId));
    return rows.map(toCrewStationDto);
  });
  app.post(crewBase, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const input = parseInput(CrewStationInput, req.body);
    const [row] = await db
      .insert(crewStations)
      .values(input)
      .onConflictDoUpdate({
        target: crewStations.userId,
        set: { userNick: input.userNick, department: input.department, sort: input.sort },
      })
      .returning();
    return toCrewStationDto(row!);
  });
  app.delete(`${crewBase}/:userId`, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const { userId } = parseInput(z.object({ userId: z.string().min(1).max(40) }), req.params);
    await db.delete(crewStations).where(eq(crewStations.userId, userId));
    return { result: true };
  });
}
