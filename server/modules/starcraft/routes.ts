import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes, MANAGER_OR_HIGHER, topics } from '../../../src/contract';
import {
  ACADEMY_NOT_FOUND,
  AcademyInput,
  AcademyRosterInput,
  type AdminAcademies,
  type AdminPlayers,
  MATCH_NOT_FOUND,
  MatchInput,
  PLAYER_NOT_FOUND,
  PlayerInput,
  type StarcraftRecord,
} from '../../../src/contract/starcraft';
import {
  AcceptEntryInput,
  type AdminLeague,
  ENTRY_NOT_FOUND,
  EntryInput,
  GROUP_NOT_FOUND,
  GroupInput,
  LEAGUE_MATCH_NOT_FOUND,
  type League,
  LeagueMatchInput,
  LeagueScoreInput,
  SEASON_NOT_FOUND,
  SeasonInput,
} from '../../../src/contract/starcraft-league';
import { parseInput } from '../../lib/http-error';
import { requireRole, requireUser } from '../../plugins/auth';
import { toCrewStationDto } from '../soop/dto';
import type { LeagueStore } from './league';
import type { Players } from './players';
import type { Records } from './records';

/** Ids are uuids: anything else names nothing (a 400 here, never a database error). */
const idParam = (message: string) => z.object({ id: z.string().uuid(message) });
const PlayerParam = idParam(PLAYER_NOT_FOUND);
const AcademyParam = idParam(ACADEMY_NOT_FOUND);
const MatchParam = idParam(MATCH_NOT_FOUND);
const SeasonParam = idParam(SEASON_NOT_FOUND);
const LeagueMatchParam = idParam(LEAGUE_MATCH_NOT_FOUND);
const GroupParam = idParam(GROUP_NOT_FOUND);
const EntryParam = idParam(ENTRY_NOT_FOUND);
const EntrySeasonParam = z.object({ seasonId: z.string().uuid(SEASON_NOT_FOUND) });
const LeagueQuery = z.object({ seasonId: z.string().uuid(SEASON_NOT_FOUND).optional() });

const DONE = { result: true } as const;

/** Players and academy (admin), records and league (read by anyone, edited by staff), entries (members). */
export function starcraftRoutes(players: Players, records: Records, league: LeagueStore) {
  return async (app: FastifyInstance) => {
    const staff = (req: Parameters<typeof requireRole>[0]) => requireRole(req, MANAGER_OR_HIGHER);

    app.get(apiRoutes.adminStarcraftPlayers, async (req): Promise<AdminPlayers> => {
      await staff(req);
      const [list, academies, stations] = await Promise.all([
        players.list(),
        players.academyNames(),
        app.soopRepository.crew(),
      ]);
      return { players: list, academies, stations: stations.map(toCrewStationDto) };
    });

    app.post(apiRoutes.adminStarcraftPlayers, async (req) => {
      await staff(req);
      await players.add(parseInput(PlayerInput, req.body));
      return DONE;
    });

    app.put(apiRoutes.adminStarcraftPlayer, async (req) => {
      await staff(req);
      const { id } = parseInput(PlayerParam, req.params);
      await players.update(id, parseInput(PlayerInput, req.body));
      return DONE;
    });

    app.delete(apiRoutes.adminStarcraftPlayer, async (req) => {
      await staff(req);
      await players.remove(parseInput(PlayerParam, req.params).id);
      return DONE;
    });

    app.get(apiRoutes.adminStarcraftAcademies, async (req): Promise<AdminAcademies> => {
      await staff(req);
      const [academies, list] = await Promise.all([players.academies(), players.list()]);
      return { academies, players: list };
    });

    app.post(apiRoutes.adminStarcraftAcademies, async (req) => {
      await staff(req);
      return players.addAcademy(parseInput(AcademyInput, req.body));
    });

    app.put(apiRoutes.adminStarcraftAcademy, async (req) => {
      await staff(req);
      const { id } = parseInput(AcademyParam, req.params);
      await players.updateAcademy(id, parseInput(AcademyInput, req.body));
      return DONE;
    });

    app.delete(apiRoutes.adminStarcraftAcademy, async (req) => {
      await staff(req);
      await players.removeAcademy(parseInput(AcademyParam, req.params).id);
      return DONE;
    });

    app.put(apiRoutes.adminStarcraftAcademyRoster, async (req) => {
      await staff(req);
      const { id } = parseInput(AcademyParam, req.params);
      await players.setRoster(id, parseInput(AcademyRosterInput, req.body).playerIds);
      return DONE;
    });

    app.get(apiRoutes.starcraftRecord, async (): Promise<StarcraftRecord> => records.record());

    app.post(apiRoutes.starcraftMatches, async (req) => {
      const { user } = await staff(req);
      return records.add(parseInput(MatchInput, req.body), user.uuid);
    });

    app.delete(apiRoutes.starcraftMatch, async (req) => {
      await staff(req);
      await records.remove(parseInput(MatchParam, req.params).id);
      return DONE;
    });

    app.get(
      apiRoutes.starcraftLeague,
      async (req): Promise<League> => league.league(parseInput(LeagueQuery, req.query).seasonId ?? null),
    );

    app.post(apiRoutes.starcraftSeasons, async (req) => {
      await staff(req);
      return league.addSeason(parseInput(SeasonInput, req.body));
    });

    app.put(apiRoutes.starcraftSeason, async (req) => {
      await staff(req);
      const { id } = parseInput(SeasonParam, req.params);
      await league.updateSeason(id, parseInput(SeasonInput, req.body));
      return DONE;
    });

    app.post(apiRoutes.starcraftGroups, async (req) => {
      await staff(req);
      const { id } = parseInput(SeasonParam, req.params);
      return league.addGroup(id, parseInput(GroupInput, req.body));
    });

    app.put(apiRoutes.starcraftGroup, async (req) => {
      await staff(req);
      const { id } = parseInput(GroupParam, req.params);
      await league.updateGroup(id, parseInput(GroupInput, req.body));
      return DONE;
    });

    app.delete(apiRoutes.starcraftGroup, async (req) => {
      await staff(req);
      await league.removeGroup(parseInput(GroupParam, req.params).id);
      return DONE;
    });

    app.get(apiRoutes.adminStarcraftLeague, async (req): Promise<AdminLeague> => {
      await staff(req);
      return league.admin(parseInput(LeagueQuery, req.query).seasonId ?? null);
    });

    app.post(apiRoutes.starcraftEntryAccept, async (req) => {
      await staff(req);
      const { id } = parseInput(EntryParam, req.params);
      return league.accept(id, parseInput(AcceptEntryInput, req.body));
    });

    app.post(apiRoutes.starcraftLeagueMatches, async (req) => {
      await staff(req);
      return league.addMatch(parseInput(LeagueMatchInput, req.body));
    });

    app.delete(apiRoutes.starcraftLeagueMatch, async (req) => {
      await staff(req);
      await league.removeMatch(parseInput(LeagueMatchParam, req.params).id);
      return DONE;
    });

    /** The score goes out live after the commit; a final one is already a game of the records. */
    app.put(apiRoutes.starcraftLeagueScore, async (req) => {
      const { user } = await staff(req);
      const { id } = parseInput(LeagueMatchParam, req.params);
      const event = await league.score(id, parseInput(LeagueScoreInput, req.body), user.uuid);
      await app.publisher.publish(topics.sportMatch(id), event);
      return event;
    });

    app.get(apiRoutes.starcraftEntries, async (req) => league.entries((await req.auth())?.user.uuid ?? null));

    app.post(apiRoutes.starcraftEntry, async (req) => {
      const { user } = await requireUser(req);
      await league.apply(user.uuid, parseInput(EntryInput, req.body));
      return DONE;
    });

    app.delete(apiRoutes.starcraftMyEntry, async (req) => {
      const { user } = await requireUser(req);
      await league.withdraw(user.uuid, parseInput(EntrySeasonParam, req.params).seasonId);
      return DONE;
    });
  };
}
