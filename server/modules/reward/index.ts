import fp from 'fastify-plugin';
import { createPointClaimRepository } from './point-claim';
import { pointClaimRoutes } from './point-claim-routes';
import { createRewardShopRepository } from './reward-shop';
import { rewardShopRoutes } from './reward-shop-routes';

/** Prizes paid through the ledger: point-claim codes and the reward gift shop. */
export const rewardModule = fp(
  async (app) => {
    await app.register(pointClaimRoutes(createPointClaimRepository(app.db)));
    await app.register(rewardShopRoutes(createRewardShopRepository(app.db)));
  },
  { name: 'reward', dependencies: ['database', 'auth', 'point', 'audit'] },
);
