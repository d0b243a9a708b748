import type { AcademyInput, MatchInput, PlayerInput } from '../../contract/starcraft';
import { starcraftEndpoints as api } from '../../contract/starcraft';
import {
  type EntryInput,
  type LeagueScoreInput,
  starcraftLeagueEndpoints as leagueApi,
} from '../../contract/starcraft-league';
import { http } from '../../data/http';

/**
 * The StarCraft pages' calls (`starcraftEndpoints`, `starcraftLeagueEndpoints`). Reads keep quiet
 * when asked (the page then shows its kept answer with the stale mark); field refusals of writes go
 * back to the form, other failures are alerted by the HTTP layer.
 */
export const starcraftApi = {
  record: (quiet = false) => http.call(api.record, {}, { suppressAlert: quiet }),
  addMatch: (input: MatchInput) => http.call(api.addMatch, { body: input }),
  removeMatch: (id: string) => http.call(api.removeMatch, { params: { id } }),

  league: (seasonId: string | undefined, quiet = false) =>
    http.call(leagueApi.league, { query: { seasonId } }, { suppressAlert: quiet }),
  score: (id: string, input: LeagueScoreInput) => http.call(leagueApi.score, { params: { id }, body: input }),

  entries: (quiet = false) => http.call(leagueApi.entries, {}, { suppressAlert: quiet }),
  apply: (input: EntryInput) => http.call(leagueApi.apply, { body: input }),
  withdraw: (seasonId: string) => http.call(leagueApi.withdraw, { params: { seasonId } }),

  adminPlayers: (quiet = false) => http.call(api.adminPlayers, {}, { suppressAlert: quiet }),
  addPlayer: (input: PlayerInput) => http.call(api.addPlayer, { body: input }),
  updatePlayer: (id: string, input: PlayerInput) =>
    http.call(api.updatePlayer, { params: { id }, body: input }),
  removePlayer: (id: string) => http.call(api.removePlayer, { params: { id } }),

  adminAcademies: (quiet = false) => http.call(api.adminAcademies, {}, { suppressAlert: quiet }),
  addAcademy: (input: AcademyInput) => http.call(api.addAcademy, { body: input }),
  updateAcademy: (id: string, input: AcademyInput) =>
    http.call(api.updateAcademy, { params: { id }, body: input }),
  removeAcademy: (id: string) => http.call(api.removeAcademy, { params: { id } }),
  setRoster: (id: string, playerIds: string[]) =>
    http.call(api.setRoster, { params: { id }, body: { playerIds } }),
};
