import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiRoutes,
  type StoreItemEvent,
  StoreItemListQuery,
  StoreItemUpdate,
  StoreOrderInput,
  TableQuery,
  topics,
} from '../../../src/contract';
import { notFound, parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';

const IdParam = z.object({ id: z.string().uuid('이모티콘을 찾을 수 없습니다.') });

/** The member's own packs (SPEC section 7 "Store"): list, table pull, hide, order, latest time. */
export async function storeItemRoutes(app: FastifyInstance) {
  const { storeRepository: store, publisher } = app;

  const tell = (userUuid: string, data: StoreItemEvent['data']) =>
    publisher.publish(topics.userStore(userUuid), { type: 'update', data } satisfies StoreItemEvent);

  app.get(apiRoutes.meStore, async (req) => {
    const { user } = await requireUser(req);
    const { hidden } = parseInput(StoreItemListQuery, req.query);
    return { storeList: await store.listItems(user.uuid, hidden) };
  });

  app.get(apiRoutes.meStoreTable, async (req) => {
    const { user } = await requireUser(req);
    return store.itemTable(user.uuid, parseInput(TableQuery, req.query));
  });

  app.get(apiRoutes.meStoreLatestTime, async (req) => {
    const { user } = await requireUser(req);
    return { latestTime: await store.latestTime(user.uuid) };
  });

  app.put(apiRoutes.meStoreItem, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(IdParam, req.params);
    const { hidden } = parseInput(StoreItemUpdate, req.body);
    const item = await store.setHidden(user.uuid, id, hidden);
    if (!item) throw notFound('가지고 있지 않은 이모티콘입니다.');
    await tell(user.uuid, item);
    return item;
  });

  app.post(apiRoutes.meStoreOrder, async (req) => {
    const { user } = await requireUser(req);
    const { storeIdList } = parseInput(StoreOrderInput, req.body);
    for (const item of await store.reorder(user.uuid, storeIdList)) await tell(user.uuid, item);
    return { storeList: await store.listItems(user.uuid, undefined) };
  });
}
