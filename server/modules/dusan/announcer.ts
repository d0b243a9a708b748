import type { FastifyInstance } from 'fastify';
import { type DusanMatch, type DusanVote, topics } from '../../../src/contract';
import { createCountBatcher } from '../../lib/count-batcher';
import { type DusanMatches, sportMatchEvent } from './matches';
import type { DusanVotes } from './votes';

/**
 * Tells the clients about games and votes. Cheers and ballots come in bursts, so both are batched
 * per node (the first after a quiet spell goes out at once, later ones within 150 ms share one
 * message): cheers are gathered in memory and added to the game's row in one `+ n` update whose
 * answer is the total over every node; ballot counts are read from the database. Either way, the
 * last message any node sends carries the true figure.
 */
export function createDusanAnnouncer(app: FastifyInstance, matches: DusanMatches, votes: DusanVotes) {
  const { publisher } = app;
  const pending = new Map<string, number>();
  const flushCheers = async (id: string) => {
    const count = pending.get(id) ?? 0;
    pending.delete(id);
    if (count === 0) return;
    try {
      const total = await matches.addCheers(id, count);
      if (total !== null) await publisher.publish(topics.dusanCount(id), { id, count: total });
    } catch (err) {
      app.log.error({ err }, 'dusan cheer flush failed');
    }
  };
  const sendVote = async (id: string) => {
    try {
      await publisher.publish(topics.eventVotes, { type: 'update', data: await votes.find(id) });
    } catch (err) {
      app.log.error({ err }, 'dusan vote count message failed');
    }
  };
  const cheerBatcher = createCountBatcher(flushCheers);
  const voteBatcher = createCountBatcher(sendVote);
  /** Everyone hears the same game: nobody's own prediction travels on the topic. */
  const publicMatch = (match: DusanMatch): DusanMatch => ({ ...match, mine: null });

  return {
    cheered(id: string, count: number) {
      pending.set(id, (pending.get(id) ?? 0) + count);
      cheerBatcher.changed(id);
    },
    async matchChanged(type: 'create' | 'update', match: DusanMatch) {
      await publisher.publish(topics.dusan, { type, data: publicMatch(match) });
      await publisher.publish(topics.sportMatch(match.id), sportMatchEvent(match));
    },
    /** Pools moved: the game again, without the score message (the score did not change). */
    async poolsChanged(match: DusanMatch) {
      await publisher.publish(topics.dusan, { type: 'update', data: publicMatch(match) });
    },
    async voteOpened(vote: DusanVote) {
      await publisher.publish(topics.eventVotes, { type: 'open', data: { ...vote, myChoice: null } });
    },
    async voteClosed(vote: DusanVote) {
      await publisher.publish(topics.eventVotes, { type: 'close', data: { ...vote, myChoice: null } });
    },
    voted: (id: string) => voteBatcher.changed(id),
    /** Adds what is gathered before the node stops, so no press is lost on a clean shutdown. */
    async stop() {
      cheerBatcher.stop();
      voteBatcher.stop();
      await Promise.all([...pending.keys()].map(flushCheers));
    },
  };
}

export type DusanAnnouncer = ReturnType<typeof createDusanAnnouncer>;
