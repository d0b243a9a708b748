import fp from 'fastify-plugin';
import { topics } from '../../../src/contract';
import type { Db } from '../../db/client';
import { checkInRoutes } from './check-in-routes';
import { bindEarning, type PointEarning } from './earning';
import { pointHistoryRoutes } from './history-routes';
import {
  applyPointChange,
  type PointChange,
  type PointChangeResult,
  type PointTotals,
  readTotals,
  retryOnKeyRace,
} from './ledger';
import { rankRoutes } from './rank-routes';
import { pointRoutes } from './routes';

/** Inside `points.transaction`: what may move points in that transaction. */
export interface PointWork {
  /** Earnings for board activity (PRODUCT.md "Earning"). */
  earning: PointEarning;
  /** Any other change, in the same transaction. */
  pay(change: PointChange): Promise<PointChangeResult>;
}

export interface Points {
  /** Applies one change through the ledger in its own transaction and tells the member's devices. */
  change(change: PointChange): Promise<PointChangeResult>;
  /**
   * Runs `work` in one transaction with what it writes and the points it moves, so both commit or
   * neither does; once committed, every member whose points moved is told their new balance.
   */
  transaction<T>(work: (tx: Db, points: PointWork) => Promise<T>): Promise<T>;
  totals(userUuid: string): Promise<PointTotals | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    points: Points;
  }
}

/** Points: the ledger every earning and spending goes through, check-ins, ranks and right icons. */
export const pointModule = fp(
  async (app) => {
    const { db, publisher, config } = app;
    const announce = async (userUuid: string) => {
      const totals = await readTotals(db, userUuid);
      if (totals) await publisher.publish(topics.userPoint(userUuid), totals);
    };
    const points: Points = {
      async change(change) {
        const result = await points.transaction((_tx, { pay }) => pay(change));
        return result;
      },
      async transaction(work) {
        let paid = new Set<string>();
        // A same-key race undoes the whole transaction; run again, it replays (see ./ledger).
        const result = await retryOnKeyRace(() => {
          paid = new Set<string>();
          const moving = paid;
          return db.transaction((tx) =>
            work(tx, {
              earning: bindEarning(tx, config.points, moving),
              async pay(change) {
                const moved = await applyPointChange(tx, change);
                if (!moved.replayed) moving.add(change.userUuid);
                return moved;
              },
            }),
          );
        });
        await Promise.all([...paid].map(announce));
        return result;
      },
      totals: (userUuid) => readTotals(db, userUuid),
    };
    app.decorate('points', points);
    await app.register(pointRoutes);
    await app.register(pointHistoryRoutes);
    await app.register(checkInRoutes);
    await app.register(rankRoutes);
  },
  { name: 'point', dependencies: ['database', 'broker', 'auth', 'config', 'audit'] },
);
