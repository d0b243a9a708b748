import type { FastifyInstance } from 'fastify';
import { dusanEndpoints as api, MANAGER_OR_HIGHER } from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { requireLinkedMember, requireRole, requireUser } from '../../plugins/auth';
import type { DusanAnnouncer } from './announcer';
import { createCheerLimit } from './cheer-limit';
import type { DusanMatches } from './matches';
import type { DusanVotes } from './votes';

/** `/event/dusan`'s and `/admin/dusan`'s calls (`dusanEndpoints`). */
export function dusanRoutes(matches: DusanMatches, votes: DusanVotes, announce: DusanAnnouncer) {
  return async (app: FastifyInstance) => {
    const cheerLimit = createCheerLimit();

    route(app, api.board, async (req) => {
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
    route(app, api.cheer, async (req) => {
      const { id } = req.params;
      const accepted = cheerLimit.take(`${req.ip}|${req.deviceId ?? ''}`, req.body.count);
      if (accepted > 0) announce.cheered(id, accepted);
      return { accepted };
    });

    route(
      app,
      api.predict,
      async (req) => {
        const { user } = await requireLinkedMember(req);
        const match = await matches.predict(user.uuid, req.params.id, req.body);
        await announce.poolsChanged(match);
        return match;
      },
      { config: { writeLimit: 'event' } },
    );

    route(
      app,
      api.vote,
      async (req) => {
        const { user } = await requireUser(req);
        const { id } = req.params;
        const vote = await votes.cast(user.uuid, id, req.body.choice);
        announce.voted(id);
        return vote;
      },
      { config: { writeLimit: 'event' } },
    );

    route(app, api.create, async (req) => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      const match = await matches.create(req.body, user.uuid);
      await announce.matchChanged('create', match);
      return match;
    });

    route(app, api.score, async (req) => {
      const match = await matches.score(req.params.id, req.body);
      await announce.matchChanged('update', match);
      return match;
    });

    route(app, api.cancel, async (req) => {
      const match = await matches.cancel(req.params.id);
      await announce.matchChanged('update', match);
      return match;
    });

    route(app, api.openVote, async (req) => {
      const vote = await votes.open(req.params.id, req.body);
      await announce.voteOpened(vote);
      return vote;
    });

    route(app, api.closeVote, async (req) => {
      const vote = await votes.close(req.params.id);
      await announce.voteClosed(vote);
      return vote;
    });
  };
}
