import type { FastifyInstance } from 'fastify';
import {
  storeEndpoints as api,
  apiRoutes,
  type StoreItemEvent,
  TableQuery,
  topics,
} from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { notFound, parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';

/**
 * The member's own packs (SPEC section 7 "Store"): list, table pull, hide, order, latest time
 * (`storeEndpoints`; the table pull is a table resource, registered by hand).
 */
export async function storeItemRoutes(app: FastifyInstance) {
  const { storeRepository: store, publisher } = app;

  const tell = (userUuid: string, data: StoreItemEvent['data']) =>
    publisher.publish(topics.userStore(userUuid), { type: 'update', data } satisfies StoreItemEvent);

  route(app, api.mine, async (req) => {
    const { user } = await requireUser(req);
    return { storeList: await store.listItems(user.uuid, req.query.hidden) };
  });

  app.get(apiRoutes.meStoreTable, async (req) => {
    const { user } = await requireUser(req);
    return store.itemTable(user.uuid, parseInput(TableQuery, req.query));
  });

  route(app, api.latestTime, async (req) => {
    const { user } = await requireUser(req);
    return { latestTime: await store.latestTime(user.uuid) };
  });

  route(app, api.setHidden, async (req) => {
    const { user } = await requireUser(req);
    const item = await store.setHidden(user.uuid, req.params.id, req.body.hidden);
    if (!item) throw notFound('가지고 있지 않은 이모티콘입니다.');
    await tell(user.uuid, item);
    return item;
  });

  route(app, api.order, async (req) => {
    const { user } = await requireUser(req);
    for (const item of await store.reorder(user.uuid, req.body.storeIdList)) await tell(user.uuid, item);
    return { storeList: await store.listItems(user.uuid, undefined) };
  });
}
