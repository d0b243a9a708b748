import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiRoutes,
  MANAGER_OR_HIGHER,
  type MyRewardEntryList,
  RewardDeliveryInput,
  type RewardEntryResult,
  type RewardItem,
  RewardItemInput,
  type RewardItemList,
  type RewardWinnerList,
} from '../../../src/contract';
import { parseInput } from '../../lib/http-error';
import { requireLinkedMember, requireRole, requireUser } from '../../plugins/auth';
import { enterReward, type RewardShopRepository } from './reward-shop';

const ItemParam = z.object({ id: z.string().uuid('리워드 상품을 찾을 수 없습니다.') });
const EntryParam = z.object({ id: z.string().uuid('당첨 내역을 찾을 수 없습니다.') });

/** The reward gift shop: the shelf and entries (`/event/reward`), staff items and deliveries. */
export function rewardShopRoutes(shop: RewardShopRepository) {
  return async (app: FastifyInstance) => {
    const { points } = app;

    app.get(apiRoutes.rewardItems, async (req): Promise<RewardItemList> => {
      await requireUser(req);
      return { itemList: await shop.items(false) };
    });

    app.post(
      apiRoutes.rewardEntry,
      { config: { writeLimit: 'event' } },
      async (req): Promise<RewardEntryResult> => {
        const { user } = await requireLinkedMember(req);
        const { id } = parseInput(ItemParam, req.params);
        return points.transaction((tx, work) => enterReward(tx, work, user.uuid, id));
      },
    );

    app.get(apiRoutes.meRewardEntries, async (req): Promise<MyRewardEntryList> => {
      const { user } = await requireUser(req);
      return { entryList: await shop.myEntries(user.uuid) };
    });

    app.get(apiRoutes.rewardAdminItems, async (req): Promise<RewardItemList> => {
      await requireRole(req, MANAGER_OR_HIGHER);
      return { itemList: await shop.items(true) };
    });

    app.post(apiRoutes.rewardAdminItems, async (req, reply): Promise<RewardItem> => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      const input = parseInput(RewardItemInput, req.body);
      reply.code(201);
      return shop.createItem(input, user.uuid);
    });

    app.put(apiRoutes.rewardAdminItem, async (req): Promise<RewardItem> => {
      await requireRole(req, MANAGER_OR_HIGHER);
      const { id } = parseInput(ItemParam, req.params);
      return shop.updateItem(id, parseInput(RewardItemInput, req.body));
    });

    app.get(apiRoutes.rewardWinners, async (req): Promise<RewardWinnerList> => {
      await requireRole(req, MANAGER_OR_HIGHER);
      return { winnerList: await shop.winners() };
    });

    app.put(apiRoutes.rewardDelivery, async (req, reply) => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      const { id } = parseInput(EntryParam, req.params);
      const { giftCode } = parseInput(RewardDeliveryInput, req.body);
      await shop.deliver(id, giftCode, user.uuid);
      return reply.code(204).send();
    });
  };
}
