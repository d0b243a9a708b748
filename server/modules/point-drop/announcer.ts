import type { FastifyInstance } from 'fastify';
import { topics } from '../../../src/contract';
import { createCountBatcher } from '../../lib/count-batcher';
import type { PointDrops } from './drops';
import type { DropAnnouncer } from './routes';

/**
 * Tells the clients: a drop started or ended on `/topic/point-drop`, what is left on
 * `/topic/point-drop/{id}` (batched), and the catcher's own packet on their user topic.
 */
export function createDropAnnouncer(app: FastifyInstance, drops: PointDrops) {
  const { publisher } = app;
  const sendCount = async (id: string) => {
    try {
      const count = await drops.count(id);
      if (count) await publisher.publish(topics.pointDrop(id), count);
    } catch (err) {
      app.log.error({ err }, 'point drop count message failed');
    }
  };
  const counts = createCountBatcher(sendCount);
  const announcer: DropAnnouncer & { stop(): void } = {
    async started(drop) {
      await publisher.publish(topics.pointDrops, { type: 'start', data: drop });
    },
    async ended(id) {
      const drop = await drops.find(id);
      if (drop) await publisher.publish(topics.pointDrops, { type: 'end', data: drop });
      // Not batched: the last word on a drop goes out at once.
      await sendCount(id);
    },
    async caught(userUuid, result, remaining) {
      await publisher.publish(topics.pointDropUser(userUuid), result);
      if (remaining === 0) await announcer.ended(result.dropId);
      else counts.changed(result.dropId);
    },
    stop: () => counts.stop(),
  };
  return announcer;
}
