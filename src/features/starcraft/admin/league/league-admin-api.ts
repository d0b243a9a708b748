import {
  type AcceptEntryInput,
  starcraftLeagueEndpoints as api,
  type GroupInput,
  type LeagueMatchInput,
  type SeasonInput,
} from '../../../../contract/starcraft-league';
import { http } from '../../../../data/http';

/**
 * `/admin/game/league`'s calls (`starcraftLeagueEndpoints`): field refusals go back to the form,
 * other failures are alerted by the HTTP layer.
 */
export const leagueAdminApi = {
  league: (seasonId: string | undefined, quiet = false) =>
    http.call(api.admin, { query: { seasonId } }, { suppressAlert: quiet }),
  addSeason: (input: SeasonInput) => http.call(api.addSeason, { body: input }),
  updateSeason: (id: string, input: SeasonInput) =>
    http.call(api.updateSeason, { params: { id }, body: input }),
  addGroup: (seasonId: string, input: GroupInput) =>
    http.call(api.addGroup, { params: { id: seasonId }, body: input }),
  updateGroup: (id: string, input: GroupInput) => http.call(api.updateGroup, { params: { id }, body: input }),
  removeGroup: (id: string) => http.call(api.removeGroup, { params: { id } }),
  accept: (entryId: string, input: AcceptEntryInput) =>
    http.call(api.accept, { params: { id: entryId }, body: input }),
  addMatch: (input: LeagueMatchInput) => http.call(api.addMatch, { body: input }),
  removeMatch: (id: string) => http.call(api.removeMatch, { params: { id } }),
};
