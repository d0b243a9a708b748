import type { FastifyInstance } from 'fastify';
import { MANAGER_OR_HIGHER, topics } from '../../../src/contract';
import { starcraftEndpoints as api } from '../../../src/contract/starcraft';
import { starcraftLeagueEndpoints as leagueApi } from '../../../src/contract/starcraft-league';
import { route } from '../../lib/endpoint-route';
import { requireRole, requireUser } from '../../plugins/auth';
import { toCrewStationDto } from '../soop/dto';
import type { LeagueStore } from './league';
import type { Players } from './players';
import type { Records } from './records';

const DONE = { result: true } as const;

/**
 * Players and academy (admin), records and league (read by anyone, edited by staff), entries
 * (members): `starcraftEndpoints` and `starcraftLeagueEndpoints`.
 */
export function starcraftRoutes(players: Players, records: Records, league: LeagueStore) {
  return async (app: FastifyInstance) => {
    /** The staff member who calls (the endpoint's access has already checked the role). */
    const staff = (req: Parameters<typeof requireRole>[0]) => requireRole(req, MANAGER_OR_HIGHER);

    route(app, api.adminPlayers, async () => {
      const [list, academies, stations] = await Promise.all([
        players.list(),
        players.academyNames(),
        app.soopRepository.crew(),
      ]);
      return { players: list, academies, stations: stations.map(toCrewStationDto) };
    });

    route(app, api.addPlayer, async (req) => {
      await players.add(req.body);
      return DONE;
    });

    route(app, api.updatePlayer, async (req) => {
      await players.update(req.params.id, req.body);
      return DONE;
    });

    route(app, api.removePlayer, async (req) => {
      await players.remove(req.params.id);
      return DONE;
    });

    route(app, api.adminAcademies, async () => {
      const [academies, list] = await Promise.all([players.academies(), players.list()]);
      return { academies, players: list };
    });

    route(app, api.addAcademy, async (req) => players.addAcademy(req.body));

    route(app, api.updateAcademy, async (req) => {
      await players.updateAcademy(req.params.id, req.body);
      return DONE;
    });

    route(app, api.removeAcademy, async (req) => {
      await players.removeAcademy(req.params.id);
      return DONE;
    });

    route(app, api.setRoster, async (req) => {
      await players.setRoster(req.params.id, req.body.playerIds);
      return DONE;
    });

    route(app, api.record, async () => records.record());

    route(app, api.addMatch, async (req) => {
      const { user } = await staff(req);
      return records.add(req.body, user.uuid);
    });

    route(app, api.removeMatch, async (req) => {
      await records.remove(req.params.id);
      return DONE;
    });

    route(app, leagueApi.league, async (req) => league.league(req.query.seasonId ?? null));

    route(app, leagueApi.addSeason, async (req) => league.addSeason(req.body));

    route(app, leagueApi.updateSeason, async (req) => {
      await league.updateSeason(req.params.id, req.body);
      return DONE;
    });

    route(app, leagueApi.addGroup, async (req) => league.addGroup(req.params.id, req.body));

    route(app, leagueApi.updateGroup, async (req) => {
      await league.updateGroup(req.params.id, req.body);
      return DONE;
    });

    route(app, leagueApi.removeGroup, async (req) => {
      await league.removeGroup(req.params.id);
      return DONE;
    });

    route(app, leagueApi.admin, async (req) => league.admin(req.query.seasonId ?? null));

    route(app, leagueApi.accept, async (req) => league.accept(req.params.id, req.body));

    route(app, leagueApi.addMatch, async (req) => league.addMatch(req.body));

    route(app, leagueApi.removeMatch, async (req) => {
      await league.removeMatch(req.params.id);
      return DONE;
    });

    /** The score goes out live after the commit; a final one is already a game of the records. */
    route(app, leagueApi.score, async (req) => {
      const { user } = await staff(req);
      const { id } = req.params;
      const event = await league.score(id, req.body, user.uuid);
      await app.publisher.publish(topics.sportMatch(id), event);
      return event;
    });

    route(app, leagueApi.entries, async (req) => league.entries((await req.auth())?.user.uuid ?? null));

    route(app, leagueApi.apply, async (req) => {
      const { user } = await requireUser(req);
      await league.apply(user.uuid, req.body);
      return DONE;
    });

    route(app, leagueApi.withdraw, async (req) => {
      const { user } = await requireUser(req);
      await league.withdraw(user.uuid, req.params.seasonId);
      return DONE;
    });
  };
}
