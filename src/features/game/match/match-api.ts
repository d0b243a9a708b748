import { apiPath } from '../../../contract';
import {
  type AlkkagiShot,
  type GameKind,
  GameMatch,
  type GameMatchInput,
  GameMatchList,
} from '../../../contract/game-match';
import { http } from '../../../data/http';

/** The online match rooms' calls (server/modules/game-match), for every game kind. */
export const matchApi = {
  list: (kind: GameKind) =>
    http.get(`${apiPath('gameMatches')}?kind=${kind}`, { schema: GameMatchList, suppressAlert: true }),
  get: (id: string) => http.get(apiPath('gameMatch', { id }), { schema: GameMatch, suppressAlert: true }),
  open: (input: GameMatchInput) => http.post(apiPath('gameMatchOpen'), { json: input, schema: GameMatch }),
  join: (id: string) => http.post(apiPath('gameMatchJoin', { id }), { schema: GameMatch }),
  watch: (id: string) =>
    http.post(apiPath('gameMatchWatch', { id }), { schema: GameMatch, suppressAlert: true }),
  leave: (id: string) => http.post(apiPath('gameMatchLeave', { id }), { suppressAlert: true }),
  resign: (id: string) => http.post(apiPath('gameMatchResign', { id }), { schema: GameMatch }),
  omokMove: (id: string, point: number, moveNumber: number) =>
    http.post(apiPath('gameMatchOmok', { id }), {
      json: { point, moveNumber },
      schema: GameMatch,
      suppressAlert: true,
    }),
  alkkagiShot: (id: string, shot: AlkkagiShot, shotNumber: number) =>
    http.post(apiPath('gameMatchAlkkagi', { id }), {
      json: { ...shot, shotNumber },
      schema: GameMatch,
      suppressAlert: true,
    }),
};
