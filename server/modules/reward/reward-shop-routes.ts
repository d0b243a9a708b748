import type { FastifyInstance } from 'fastify';
import {
  rewardEndpoints as api,
  apiRoutes,
  MANAGER_OR_HIGHER,
  RewardDeliveryInput,
  RewardEntryParam,
} from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { parseInput } from '../../lib/http-error';
import { requireLinkedMember, requireRole, requireUser } from '../../plugins/auth';
import { enterReward, type RewardShopRepository } from './reward-shop';

/**
 * The reward gift shop: the shelf and entries (`/event/reward`), staff items and deliveries
 * (`rewardEndpoints`; the delivery answers 204 without a body, so it is registered by hand).
 */
export function rewardShopRoutes(shop: RewardShopRepository) {
  return async (app: FastifyInstance) => {
    const { points } = app;

    route(app, api.items, async () => ({ itemList: await shop.items(false) }));

    route(
      app,
      api.enter,
      async (req) => {
        const { user } = await requireLinkedMember(req);
        return points.transaction((tx, work) => enterReward(tx, work, user.uuid, req.params.id));
      },
      { config: { writeLimit: 'event' } },
    );

    route(app, api.mine, async (req) => {
      const { user } = await requireUser(req);
      return { entryList: await shop.myEntries(user.uuid) };
    });

    route(app, api.adminItems, async () => ({ itemList: await shop.items(true) }));

    route(app, api.createItem, async (req, reply) => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      reply.code(201);
      return shop.createItem(req.body, user.uuid);
    });

    route(app, api.updateItem, async (req) => shop.updateItem(req.params.id, req.body));

    route(app, api.winners, async () => ({ winnerList: await shop.winners() }));

    app.put(apiRoutes.rewardDelivery, async (req, reply) => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      const { id } = parseInput(RewardEntryParam, req.params);
      const { giftCode } = parseInput(RewardDeliveryInput, req.body);
      await shop.deliver(id, giftCode, user.uuid);
      return reply.code(204).send();
    });
  };
}
