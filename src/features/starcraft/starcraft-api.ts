import { z } from 'zod';
import { apiPath } from '../../contract';
import {
  type AcademyInput,
  AdminAcademies,
  AdminPlayers,
  type MatchInput,
  type PlayerInput,
  StarcraftRecord,
} from '../../contract/starcraft';
import { EntryBoard, type EntryInput, League, type LeagueScoreInput } from '../../contract/starcraft-league';
import { http } from '../../data/http';

/**
 * The StarCraft pages' calls. Reads keep quiet when asked (the page then shows its kept answer with
 * the stale mark); field refusals of writes go back to the form, other failures are alerted by the HTTP layer.
 */
export const starcraftApi = {
  record: (quiet = false) =>
    http.get(apiPath('starcraftRecord'), { schema: StarcraftRecord, suppressAlert: quiet }),
  addMatch: (input: MatchInput) => http.post(apiPath('starcraftMatches'), { json: input }),
  removeMatch: (id: string) => http.delete(apiPath('starcraftMatch', { id })),

  league: (seasonId: string | undefined, quiet = false) =>
    http.get(`${apiPath('starcraftLeague')}${seasonId ? `?seasonId=${encodeURIComponent(seasonId)}` : ''}`, {
      schema: League,
      suppressAlert: quiet,
    }),
  score: (id: string, input: LeagueScoreInput) =>
    http.put(apiPath('starcraftLeagueScore', { id }), { json: input }),

  entries: (quiet = false) =>
    http.get(apiPath('starcraftEntries'), { schema: EntryBoard, suppressAlert: quiet }),
  apply: (input: EntryInput) => http.post(apiPath('starcraftEntry'), { json: input }),
  withdraw: (seasonId: string) => http.delete(apiPath('starcraftMyEntry', { seasonId })),

  adminPlayers: (quiet = false) =>
    http.get(apiPath('adminStarcraftPlayers'), { schema: AdminPlayers, suppressAlert: quiet }),
  addPlayer: (input: PlayerInput) => http.post(apiPath('adminStarcraftPlayers'), { json: input }),
  updatePlayer: (id: string, input: PlayerInput) =>
    http.put(apiPath('adminStarcraftPlayer', { id }), { json: input }),
  removePlayer: (id: string) => http.delete(apiPath('adminStarcraftPlayer', { id })),

  adminAcademies: (quiet = false) =>
    http.get(apiPath('adminStarcraftAcademies'), { schema: AdminAcademies, suppressAlert: quiet }),
  addAcademy: (input: AcademyInput) =>
    http.post(apiPath('adminStarcraftAcademies'), { json: input, schema: z.object({ id: z.string() }) }),
  updateAcademy: (id: string, input: AcademyInput) =>
    http.put(apiPath('adminStarcraftAcademy', { id }), { json: input }),
  removeAcademy: (id: string) => http.delete(apiPath('adminStarcraftAcademy', { id })),
  setRoster: (id: string, playerIds: string[]) =>
    http.put(apiPath('adminStarcraftAcademyRoster', { id }), { json: { playerIds } }),
};
