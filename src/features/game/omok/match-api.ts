import { apiPath } from '../../../contract';
import { GameMatch, type GameMatchInput, GameMatchList } from '../../../contract/game-match';
import { http } from '../../../data/http';

/** The online match rooms' calls (server/modules/game-match). */
export const matchApi = {
  list: () => http.get(`${apiPath('gameMatches')}?kind=omok`, { schema: GameMatchList, suppressAlert: true }),
  get: (id: string) => http.get(apiPath('gameMatch', { id }), { schema: GameMatch, suppressAlert: true }),
  open: (input: GameMatchInput) => http.post(apiPath('gameMatchOpen'), { json: input, schema: GameMatch }),
  join: (id: string) => http.post(apiPath('gameMatchJoin', { id }), { schema: GameMatch }),
  watch: (id: string) =>
    http.post(apiPath('gameMatchWatch', { id }), { schema: GameMatch, suppressAlert: true }),
  leave: (id: string) => http.post(apiPath('gameMatchLeave', { id }), { suppressAlert: true }),
  resign: (id: string) => http.post(apiPath('gameMatchResign', { id }), { schema: GameMatch }),
  move: (id: string, point: number, moveNumber: number) =>
    http.post(apiPath('gameMatchOmok', { id }), {
      json: { point, moveNumber },
      schema: GameMatch,
      suppressAlert: true,
    }),
};
