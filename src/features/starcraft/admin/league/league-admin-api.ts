import { z } from 'zod';
import { apiPath } from '../../../../contract';
import {
  type AcceptEntryInput,
  AdminLeague,
  type GroupInput,
  type LeagueMatchInput,
  type SeasonInput,
} from '../../../../contract/starcraft-league';
import { http } from '../../../../data/http';

const Created = z.object({ id: z.string() });

/** `/admin/game/league`'s calls: field refusals go back to the form, other failures are alerted by the HTTP layer. */
export const leagueAdminApi = {
  league: (seasonId: string | undefined, quiet = false) =>
    http.get(
      `${apiPath('adminStarcraftLeague')}${seasonId ? `?seasonId=${encodeURIComponent(seasonId)}` : ''}`,
      { schema: AdminLeague, suppressAlert: quiet },
    ),
  addSeason: (input: SeasonInput) => http.post(apiPath('starcraftSeasons'), { json: input, schema: Created }),
  updateSeason: (id: string, input: SeasonInput) =>
    http.put(apiPath('starcraftSeason', { id }), { json: input }),
  addGroup: (seasonId: string, input: GroupInput) =>
    http.post(apiPath('starcraftGroups', { id: seasonId }), { json: input, schema: Created }),
  updateGroup: (id: string, input: GroupInput) =>
    http.put(apiPath('starcraftGroup', { id }), { json: input }),
  removeGroup: (id: string) => http.delete(apiPath('starcraftGroup', { id })),
  accept: (entryId: string, input: AcceptEntryInput) =>
    http.post(apiPath('starcraftEntryAccept', { id: entryId }), { json: input }),
  addMatch: (input: LeagueMatchInput) =>
    http.post(apiPath('starcraftLeagueMatches'), { json: input, schema: Created }),
  removeMatch: (id: string) => http.delete(apiPath('starcraftLeagueMatch', { id })),
};
