import fp from 'fastify-plugin';
import { pointClaimRoutes } from './point-claim-routes';
import { rewardShopRoutes } from './reward-shop-routes';

/** Prizes paid through the ledger: point-claim codes and the reward gift shop. */
export const rewardModule = fp(
  async (app) => {
    await app.register(pointClaimRoutes);
    await app.register(rewardShopRoutes);
  },
  { name: 'reward', dependencies: ['database', 'auth', 'point', 'audit'] },
);
