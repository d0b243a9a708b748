import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  storeEndpoints as api,
  apiRoutes,
  STORE_REVIEWER_ROLES,
  STORE_SELLER_ROLES,
  type StoreItemEvent,
  topics,
} from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { forbidden, notFound, parseInput } from '../../lib/http-error';
import { hasAnyRole, requireRole, requireUser } from '../../plugins/auth';
import type { SessionUser } from '../user/sessions';
import type { ProductRow } from './repository';

const EmoticonParam = z.object({ id: z.string().uuid('이모티콘을 찾을 수 없습니다.') });

const isReviewer = (user: SessionUser | null) => !!user && hasAnyRole(user, STORE_REVIEWER_ROLES);

/**
 * The shop: the shelf, listing and reviewing packs, buying (`storeEndpoints`), and the emoticons'
 * images (a redirect, registered by hand).
 */
export async function storeProductRoutes(app: FastifyInstance) {
  const { storeRepository: store, emoticonImages, publisher } = app;

  /** On the shelf for everyone; waiting or hidden packs only for their seller and reviewers. */
  async function visibleProduct(id: number, user: SessionUser | null): Promise<ProductRow> {
    const row = await store.findProduct(id);
    if (!row || (row.status !== 'APPROVED' && !isReviewer(user) && row.sellerUuid !== user?.uuid))
      throw notFound('상품을 찾을 수 없습니다.');
    return row;
  }

  /** Owners' copies carry the pack's name and emoticons: their devices get the new ones. */
  async function tellOwners(productId: number) {
    for (const { userUuid, item } of await store.itemsOfProduct(productId))
      await publisher.publish(topics.userStore(userUuid), {
        type: 'update',
        data: item,
      } satisfies StoreItemEvent);
  }

  route(app, api.products, async (req) => {
    const { status } = req.query;
    const user = (await req.auth())?.user ?? null;
    if (status === 'APPROVED' || isReviewer(user)) return { data: await store.listProducts(status) };
    if (!user) return { data: [] };
    return { data: await store.listProducts(status, user.uuid) };
  });

  route(app, api.product, async (req) =>
    store.productDto(await visibleProduct(req.params.id, (await req.auth())?.user ?? null)),
  );

  route(
    app,
    api.create,
    async (req) => {
      const { user } = await requireRole(req, STORE_SELLER_ROLES);
      const input = req.body;
      const emoticons = await emoticonImages.check(user.uuid, input.emoticons);
      const row = await store.createProduct(user.uuid, { ...input, emoticons });
      return store.productDto(row);
    },
    { config: { writeLimit: 'store' } },
  );

  route(
    app,
    api.modify,
    async (req) => {
      const { user } = await requireRole(req, STORE_SELLER_ROLES);
      const { id } = req.params;
      const current = await visibleProduct(id, user);
      const reviewer = isReviewer(user);
      if (current.sellerUuid !== user.uuid && !reviewer) throw forbidden('판매자만 고칠 수 있습니다.');
      const input = req.body;
      const emoticons = await emoticonImages.check(user.uuid, input.emoticons, id);
      // A seller's change is reviewed again before it is on the shelf; a reviewer's stands.
      await store.updateProduct(id, { ...input, emoticons }, reviewer ? current.status : 'PENDING');
      await tellOwners(id);
      return store.productDto((await store.findProduct(id))!);
    },
    { config: { writeLimit: 'store' } },
  );

  route(app, api.setStatus, async (req) => {
    const { id } = req.params;
    if (!(await store.findProduct(id))) throw notFound('상품을 찾을 수 없습니다.');
    await store.setStatus(id, req.body.status);
    return store.productDto((await store.findProduct(id))!);
  });

  route(
    app,
    api.purchase,
    async (req) => {
      const { user } = await requireUser(req);
      const product = await store.findProduct(req.params.id);
      if (product?.status !== 'APPROVED') throw notFound('판매 중인 상품이 아닙니다.');
      const { item, point, replayed } = await store.purchase(user.uuid, product, req.body.idempotencyKey);
      if (!replayed) {
        await publisher.publish(topics.userStore(user.uuid), {
          type: 'create',
          data: item,
        } satisfies StoreItemEvent);
      }
      return { item, point };
    },
    { config: { writeLimit: 'purchase' } },
  );

  /** Every emoticon ever sold keeps its address, so old comments still draw it. */
  app.get(apiRoutes.emoticonImage, async (req, reply) => {
    const { id } = parseInput(EmoticonParam, req.params);
    const url = await store.emoticonImage(id);
    if (!url) throw notFound('이모티콘을 찾을 수 없습니다.');
    return reply.header('cache-control', 'public, max-age=86400').redirect(url, 302);
  });
}
