import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiRoutes,
  STORE_REVIEWER_ROLES,
  STORE_SELLER_ROLES,
  type StoreItemEvent,
  StoreListFilter,
  type StoreProduct,
  StoreProductId,
  StoreProductInput,
  type StoreProductList,
  StorePurchaseInput,
  type StorePurchaseResult,
  StoreStatusInput,
  topics,
} from '../../../src/contract';
import { forbidden, notFound, parseInput } from '../../lib/http-error';
import { hasAnyRole, requireRole, requireUser } from '../../plugins/auth';
import type { SessionUser } from '../user/sessions';
import type { ProductRow } from './repository';

const IdParam = z.object({ id: StoreProductId });
const EmoticonParam = z.object({ id: z.string().uuid('이모티콘을 찾을 수 없습니다.') });

const isReviewer = (user: SessionUser | null) => !!user && hasAnyRole(user, STORE_REVIEWER_ROLES);

/** The shop: the shelf, listing and reviewing packs, buying, and the emoticons' images. */
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

  app.get(apiRoutes.storeProducts, async (req): Promise<StoreProductList> => {
    const { status } = parseInput(StoreListFilter, req.query);
    const user = (await req.auth())?.user ?? null;
    if (status === 'APPROVED' || isReviewer(user)) return { data: await store.listProducts(status) };
    if (!user) return { data: [] };
    return { data: await store.listProducts(status, user.uuid) };
  });

  app.get(apiRoutes.storeProduct, async (req): Promise<StoreProduct> => {
    const { id } = parseInput(IdParam, req.params);
    return store.productDto(await visibleProduct(id, (await req.auth())?.user ?? null));
  });

  app.post(
    apiRoutes.storeProductWrite,
    { config: { writeLimit: 'store' } },
    async (req): Promise<StoreProduct> => {
      const { user } = await requireRole(req, STORE_SELLER_ROLES);
      const input = parseInput(StoreProductInput, req.body);
      const emoticons = await emoticonImages.check(user.uuid, input.emoticons);
      const row = await store.createProduct(user.uuid, { ...input, emoticons });
      return store.productDto(row);
    },
  );

  app.put(
    apiRoutes.storeProductModify,
    { config: { writeLimit: 'store' } },
    async (req): Promise<StoreProduct> => {
      const { user } = await requireRole(req, STORE_SELLER_ROLES);
      const { id } = parseInput(IdParam, req.params);
      const current = await visibleProduct(id, user);
      const reviewer = isReviewer(user);
      if (current.sellerUuid !== user.uuid && !reviewer) throw forbidden('판매자만 고칠 수 있습니다.');
      const input = parseInput(StoreProductInput, req.body);
      const emoticons = await emoticonImages.check(user.uuid, input.emoticons, id);
      // A seller's change is reviewed again before it is on the shelf; a reviewer's stands.
      await store.updateProduct(id, { ...input, emoticons }, reviewer ? current.status : 'PENDING');
      await tellOwners(id);
      return store.productDto((await store.findProduct(id))!);
    },
  );

  app.put(apiRoutes.storeProductStatus, async (req): Promise<StoreProduct> => {
    await requireRole(req, STORE_REVIEWER_ROLES);
    const { id } = parseInput(IdParam, req.params);
    const { status } = parseInput(StoreStatusInput, req.body);
    if (!(await store.findProduct(id))) throw notFound('상품을 찾을 수 없습니다.');
    await store.setStatus(id, status);
    return store.productDto((await store.findProduct(id))!);
  });

  app.post(
    apiRoutes.storePurchase,
    { config: { writeLimit: 'purchase' } },
    async (req): Promise<StorePurchaseResult> => {
      const { user } = await requireUser(req);
      const { id } = parseInput(IdParam, req.params);
      const { idempotencyKey } = parseInput(StorePurchaseInput, req.body);
      const product = await store.findProduct(id);
      if (product?.status !== 'APPROVED') throw notFound('판매 중인 상품이 아닙니다.');
      const { item, point, replayed } = await store.purchase(user.uuid, product, idempotencyKey);
      if (!replayed) {
        await publisher.publish(topics.userStore(user.uuid), {
          type: 'create',
          data: item,
        } satisfies StoreItemEvent);
      }
      return { item, point };
    },
  );

  /** Every emoticon ever sold keeps its address, so old comments still draw it. */
  app.get(apiRoutes.emoticonImage, async (req, reply) => {
    const { id } = parseInput(EmoticonParam, req.params);
    const url = await store.emoticonImage(id);
    if (!url) throw notFound('이모티콘을 찾을 수 없습니다.');
    return reply.header('cache-control', 'public, max-age=86400').redirect(url, 302);
  });
}
