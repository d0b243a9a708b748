import fp from 'fastify-plugin';
import { topics } from '../../../src/contract';
import { changePoints, type PointChange, type PointChangeResult, readBalance } from './ledger';
import { pointRoutes } from './routes';

export interface Points {
  /** Applies one change through the ledger and tells the member's devices the new balance. */
  change(change: PointChange): Promise<PointChangeResult>;
  balance(userUuid: string): Promise<number | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    points: Points;
  }
}

/** Points: the ledger every earning and spending goes through, and the member's balance. */
export const pointModule = fp(
  async (app) => {
    const { db, publisher } = app;
    app.decorate('points', {
      async change(change) {
        const result = await changePoints(db, change);
        if (!result.replayed)
          await publisher.publish(topics.userPoint(change.userUuid), { point: result.point });
        return result;
      },
      balance: (userUuid) => readBalance(db, userUuid),
    } satisfies Points);
    await app.register(pointRoutes);
  },
  { name: 'point', dependencies: ['database', 'broker', 'auth'] },
);
