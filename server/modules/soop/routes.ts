import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiRoutes,
  CrewStationInput,
  type DonationList,
  NoticeQuery,
  StationQuery,
  TableQuery,
} from '../../../src/contract';
import { HttpError, parseInput } from '../../lib/http-error';
import { MANAGER_OR_HIGHER, requireRole, requireUser } from '../../plugins/auth';
import { toCrewStationDto, toDonationDto, toLiveStationDto, toNoticeDto } from './dto';
import { seoulDateTime } from './seoul-time';

const CrewParam = z.object({ userId: z.string().min(1).max(40) });

/** ISO times are read as instants; the platform's own text is Seoul wall-clock already. */
function asSeoulText(value: string): string {
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return value;
  const at = new Date(value);
  if (Number.isNaN(at.getTime()))
    throw new HttpError(400, '날짜 형식이 올바르지 않습니다.', 'regDateGreaterThan');
  return seoulDateTime(at);
}

export async function soopRoutes(app: FastifyInstance) {
  const { soopRepository: soop } = app;

  app.get(apiRoutes.stations, async (req) => {
    const { live } = parseInput(StationQuery, req.query);
    return (await soop.stations(live === 'true')).map(toLiveStationDto);
  });

  app.get(apiRoutes.stationTable, async (req) => soop.stationTable(parseInput(TableQuery, req.query)));

  app.get(apiRoutes.notices, async (req) => {
    const { regDateGreaterThan } = parseInput(NoticeQuery, req.query);
    const rows = await soop.notices(regDateGreaterThan ? asSeoulText(regDateGreaterThan) : undefined);
    return rows.map(toNoticeDto);
  });

  app.get(apiRoutes.noticeTable, async (req) => soop.noticeTable(parseInput(TableQuery, req.query)));

  /** The member's own gifts, through the SOOP account they linked; none before linking. */
  app.get(apiRoutes.meDonationLatest, async (req): Promise<DonationList> => {
    const { user } = await requireUser(req);
    if (!user.afreecatvUserId) return { donationList: [] };
    return { donationList: (await soop.latestDonations(user.afreecatvUserId)).map(toDonationDto) };
  });

  app.get(apiRoutes.crewStations, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    return (await soop.crew()).map(toCrewStationDto);
  });

  app.post(apiRoutes.crewStations, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const input = parseInput(CrewStationInput, req.body);
    return toCrewStationDto(await soop.saveCrewStation(input));
  });

  app.delete(apiRoutes.crewStation, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const { userId } = parseInput(CrewParam, req.params);
    await soop.removeCrewStation(userId);
    return { result: true };
  });
}
