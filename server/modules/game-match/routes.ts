import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '../../../src/contract';
import {
  AlkkagiShotInput,
  type GameMatch,
  GameMatchInput,
  type GameMatchList,
  GameMatchListQuery,
  OmokMoveInput,
} from '../../../src/contract/game-match';
import { parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import type { GameRooms } from './rooms';

const MatchParams = z.object({ id: z.string().uuid('대국을 찾을 수 없어요.') });

/** Rooms are public to read (anyone may watch); taking part needs a member. */
export function gameMatchRoutes(rooms: GameRooms) {
  const member = async (req: FastifyRequest) => {
    const { user } = await requireUser(req);
    return { userUuid: user.uuid, nickname: user.nickname };
  };
  const idOf = (req: FastifyRequest) => parseInput(MatchParams, req.params).id;

  return async (app: FastifyInstance) => {
    app.get(apiRoutes.gameMatches, async (req): Promise<GameMatchList> => {
      const { kind } = parseInput(GameMatchListQuery, req.query);
      return { matches: await rooms.list(kind) };
    });

    app.get(apiRoutes.gameMatch, async (req): Promise<GameMatch> => rooms.get(idOf(req)));

    app.post(
      apiRoutes.gameMatchOpen,
      async (req): Promise<GameMatch> => rooms.open(await member(req), parseInput(GameMatchInput, req.body)),
    );

    app.post(
      apiRoutes.gameMatchJoin,
      async (req): Promise<GameMatch> => rooms.join(await member(req), idOf(req)),
    );

    app.post(
      apiRoutes.gameMatchWatch,
      async (req): Promise<GameMatch> => rooms.watch(await member(req), idOf(req)),
    );

    app.post(apiRoutes.gameMatchLeave, async (req, reply) => {
      await rooms.leave(await member(req), idOf(req));
      return reply.code(204).send();
    });

    app.post(
      apiRoutes.gameMatchResign,
      async (req): Promise<GameMatch> => rooms.resign(await member(req), idOf(req)),
    );

    app.post(
      apiRoutes.gameMatchOmok,
      async (req): Promise<GameMatch> =>
        rooms.omokMove(await member(req), idOf(req), parseInput(OmokMoveInput, req.body)),
    );

    app.post(
      apiRoutes.gameMatchAlkkagi,
      async (req): Promise<GameMatch> =>
        rooms.alkkagiShot(await member(req), idOf(req), parseInput(AlkkagiShotInput, req.body)),
    );
  };
}
