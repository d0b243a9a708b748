import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiRoutes,
  DusanBallotInput,
  type DusanBoard,
  DusanCheerInput,
  type DusanMatch,
  DusanMatchInput,
  DusanPredictionInput,
  DusanScoreInput,
  type DusanVote,
  DusanVoteInput,
  MANAGER_OR_HIGHER,
} from '../../../src/contract';
import { parseInput } from '../../lib/http-error';
import { requireLinkedMember, requireRole, requireUser } from '../../plugins/auth';
import type { DusanAnnouncer } from './announcer';
import { createCheerLimit } from './cheer-limit';
import type { DusanMatches } from './matches';
import type { DusanVotes } from './votes';

/** Games and votes are keyed by uuid: anything else is none (a 400, never a database error). */
const IdParam = z.object({ id: z.string().uuid('찾을 수 없어요.') });

/** `/event/dusan`'s and `/admin/dusan`'s calls. */
export function dusanRoutes(matches: DusanMatches, votes: DusanVotes, announce: DusanAnnouncer) {
  return async (app: FastifyInstance) => {
    const cheerLimit = createCheerLimit();

    app.get(apiRoutes.dusanBoard, async (req): Promise<DusanBoard> => {
      const auth = await req.auth();
      const uuid = auth?.user.uuid ?? null;
      const list = await matches.list(uuid);
      return {
        matches: list,
        votes: await votes.ofMatches(
          list.map((m) => m.id),
          uuid,
        ),
      };
    });

    /**
     * Anyone cheers, signed in or not: no session lookup and no row per press. The page sends the
     * presses of a moment in one call; each viewer (address and device) counts up to a cap a second.
     */
    app.post(apiRoutes.dusanCheer, async (req): Promise<{ accepted: number }> => {
      const { id } = parseInput(IdParam, req.params);
      const { count } = parseInput(DusanCheerInput, req.body);
      const accepted = cheerLimit.take(`${req.ip}|${req.deviceId ?? ''}`, count);
      if (accepted > 0) announce.cheered(id, accepted);
      return { accepted };
    });

    app.post(
      apiRoutes.dusanPrediction,
      { config: { writeLimit: 'event' } },
      async (req): Promise<DusanMatch> => {
        const { user } = await requireLinkedMember(req);
        const { id } = parseInput(IdParam, req.params);
        const match = await matches.predict(user.uuid, id, parseInput(DusanPredictionInput, req.body));
        await announce.poolsChanged(match);
        return match;
      },
    );

    app.post(apiRoutes.dusanBallot, { config: { writeLimit: 'event' } }, async (req): Promise<DusanVote> => {
      const { user } = await requireUser(req);
      const { id } = parseInput(IdParam, req.params);
      const { choice } = parseInput(DusanBallotInput, req.body);
      const vote = await votes.cast(user.uuid, id, choice);
      announce.voted(id);
      return vote;
    });

    app.post(apiRoutes.adminDusan, async (req): Promise<DusanMatch> => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      const match = await matches.create(parseInput(DusanMatchInput, req.body), user.uuid);
      await announce.matchChanged('create', match);
      return match;
    });

    app.put(apiRoutes.adminDusanScore, async (req): Promise<DusanMatch> => {
      await requireRole(req, MANAGER_OR_HIGHER);
      const { id } = parseInput(IdParam, req.params);
      const match = await matches.score(id, parseInput(DusanScoreInput, req.body));
      await announce.matchChanged('update', match);
      return match;
    });

    app.post(apiRoutes.adminDusanCancel, async (req): Promise<DusanMatch> => {
      await requireRole(req, MANAGER_OR_HIGHER);
      const { id } = parseInput(IdParam, req.params);
      const match = await matches.cancel(id);
      await announce.matchChanged('update', match);
      return match;
    });

    app.post(apiRoutes.adminDusanVote, async (req): Promise<DusanVote> => {
      await requireRole(req, MANAGER_OR_HIGHER);
      const { id } = parseInput(IdParam, req.params);
      const vote = await votes.open(id, parseInput(DusanVoteInput, req.body));
      await announce.voteOpened(vote);
      return vote;
    });

    app.post(apiRoutes.adminDusanVoteClose, async (req): Promise<DusanVote> => {
      await requireRole(req, MANAGER_OR_HIGHER);
      const { id } = parseInput(IdParam, req.params);
      const vote = await votes.close(id);
      await announce.voteClosed(vote);
      return vote;
    });
  };
}
