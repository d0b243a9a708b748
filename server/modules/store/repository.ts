import { and, asc, desc, eq, inArray, max, min, sql } from 'drizzle-orm';
import type {
  Emoticon,
  ParsedTableQuery,
  StoreItem,
  StoreProduct,
  StoreProductStatus,
  TableResponse,
} from '../../../src/contract';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { runTableQuery } from '../../lib/table-query';
import type { Points } from '../point';
import { users } from '../user/tables';
import { toEmoticonDto, toStoreItemDto, toStoreProductDto } from './dto';
import { storeItemResource } from './resources';
import { storeEmoticons, storeItems, storeProducts } from './tables';

export type ProductRow = typeof storeProducts.$inferSelect;
export type ItemRow = typeof storeItems.$inferSelect;

/** An emoticon to save: its checked image and its name, in the pack's order. */
export interface EmoticonImage {
  fileId: string;
  imageUrl: string;
  name: string;
}

export interface ProductFields {
  name: string;
  description: string;
  price: number;
  emoticons: EmoticonImage[];
}

export interface Purchase {
  item: StoreItem;
  point: number;
  /** The key had been used: nothing was paid this time. */
  replayed: boolean;
}

/** Products, their emoticons and the packs members own. */
export function createStoreRepository(db: Db, points: Points) {
  /** The live emoticons of these products, in pack order. */
  async function emoticonsOf(productIds: number[]): Promise<Map<number, Emoticon[]>> {
    const byProduct = new Map<number, Emoticon[]>(productIds.map((id) => [id, []]));
    if (productIds.length === 0) return byProduct;
    const rows = await db
      .select()
      .from(storeEmoticons)
      .where(and(inArray(storeEmoticons.productId, productIds), eq(storeEmoticons.removed, false)))
      .orderBy(asc(storeEmoticons.position));
    for (const row of rows) byProduct.get(row.productId)?.push(toEmoticonDto(row));
    return byProduct;
  }

  async function productsWithDetails(rows: ProductRow[]): Promise<StoreProduct[]> {
    const emoticons = await emoticonsOf(rows.map((r) => r.id));
    const sellerIds = [...new Set(rows.map((r) => r.sellerUuid))];
    const sellers = sellerIds.length
      ? await db
          .select({ uuid: users.uuid, nickname: users.nickname })
          .from(users)
          .where(inArray(users.uuid, sellerIds))
      : [];
    const nicknames = new Map(sellers.map((s) => [s.uuid, s.nickname]));
    return rows.map((r) =>
      toStoreProductDto(r, nicknames.get(r.sellerUuid) ?? '', emoticons.get(r.id) ?? []),
    );
  }

  async function itemsWithDetails(rows: ItemRow[]): Promise<StoreItem[]> {
    const productIds = [...new Set(rows.map((r) => r.productId))];
    if (productIds.length === 0) return [];
    const products = await db.select().from(storeProducts).where(inArray(storeProducts.id, productIds));
    const names = new Map(products.map((p) => [p.id, p.name]));
    const emoticons = await emoticonsOf(productIds);
    return rows.map((r) => toStoreItemDto(r, names.get(r.productId) ?? '', emoticons.get(r.productId) ?? []));
  }

  async function saveEmoticons(tx: Db, productId: number, list: EmoticonImage[]) {
    await tx.update(storeEmoticons).set({ removed: true }).where(eq(storeEmoticons.productId, productId));
    await tx.insert(storeEmoticons).values(
      list.map((e, position) => ({
        id: newId(),
        productId,
        fileId: e.fileId,
        imageUrl: e.imageUrl,
        name: e.name,
        position,
      })),
    );
    // Owners' copies carry the emoticons: touching them sends the new set to their devices.
    await tx.update(storeItems).set({ updatedAt: sql`now()` }).where(eq(storeItems.productId, productId));
  }

  return {
    async listProducts(status: StoreProductStatus, sellerUuid?: string): Promise<StoreProduct[]> {
      const rows = await db
        .select()
        .from(storeProducts)
        .where(
          and(
            eq(storeProducts.status, status),
            sellerUuid ? eq(storeProducts.sellerUuid, sellerUuid) : undefined,
          ),
        )
        .orderBy(desc(storeProducts.createdAt))
        .limit(200);
      return productsWithDetails(rows);
    },

    async findProduct(id: number): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(storeProducts).where(eq(storeProducts.id, id)).limit(1);
      return row;
    },

    async productDto(row: ProductRow): Promise<StoreProduct> {
      return (await productsWithDetails([row]))[0]!;
    },

    async createProduct(sellerUuid: string, fields: ProductFields): Promise<ProductRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(storeProducts)
          .values({
            sellerUuid,
            name: fields.name,
            description: fields.description,
            price: fields.price,
          })
          .returning();
        await saveEmoticons(tx, row!.id, fields.emoticons);
        return row!;
      });
    },

    /** A seller's change goes back to review; an admin's keeps the status. */
    async updateProduct(id: number, fields: ProductFields, status: StoreProductStatus): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(storeProducts)
          .set({
            name: fields.name,
            description: fields.description,
            price: fields.price,
            status,
            updatedAt: sql`now()`,
          })
          .where(eq(storeProducts.id, id));
        await saveEmoticons(tx, id, fields.emoticons);
      });
    },

    async setStatus(id: number, status: StoreProductStatus): Promise<void> {
      await db.update(storeProducts).set({ status, updatedAt: sql`now()` }).where(eq(storeProducts.id, id));
    },

    /**
     * Buying a pack: the debit and the member's copy in one transaction of the points module, which
     * tells the member's devices their new balance once it commits. The ledger claims the key first
     * (a replay pays nothing and answers the copy bought then); a pack already owned is refused and
     * its debit rolled back with it.
     */
    async purchase(userUuid: string, product: ProductRow, idempotencyKey: string): Promise<Purchase> {
      // Details are read after the commit: PGlite serves one connection, the transaction's.
      const bought = await points.transaction(async (tx, { pay }) => {
        const paid = await pay({
          userUuid,
          type: 'D',
          amount: product.price,
          reason: 'STORE_PURCHASE',
          memo: product.name,
          actorUuid: userUuid,
          idempotencyKey: `store:${idempotencyKey}`,
        });
        if (paid.replayed) {
          const [owned] = await tx
            .select()
            .from(storeItems)
            .where(and(eq(storeItems.userUuid, userUuid), eq(storeItems.productId, product.id)));
          if (!owned) throw new HttpError(409, '이미 처리된 다른 구매 요청입니다.');
          return { row: owned, point: paid.point, replayed: true };
        }
        const [first] = await tx
          .select({ order: min(storeItems.sortOrder) })
          .from(storeItems)
          .where(eq(storeItems.userUuid, userUuid));
        const [item] = await tx
          .insert(storeItems)
          .values({
            id: newId(),
            userUuid,
            productId: product.id,
            // The newest pack comes first in the picker.
            sortOrder: (first?.order ?? 1) - 1,
          })
          .onConflictDoNothing({ target: [storeItems.userUuid, storeItems.productId] })
          .returning();
        if (!item) throw new HttpError(409, '이미 가지고 있는 이모티콘입니다.');
        await tx
          .update(storeProducts)
          .set({ salesCount: sql`${storeProducts.salesCount} + 1` })
          .where(eq(storeProducts.id, product.id));
        return { row: item, point: paid.point, replayed: false };
      });
      const [item] = await itemsWithDetails([bought.row]);
      return { item: item!, point: bought.point, replayed: bought.replayed };
    },

    async ownsProduct(userUuid: string, productId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: storeItems.id })
        .from(storeItems)
        .where(and(eq(storeItems.userUuid, userUuid), eq(storeItems.productId, productId)))
        .limit(1);
      return !!row;
    },

    async listItems(userUuid: string, hidden: boolean | undefined): Promise<StoreItem[]> {
      const rows = await db
        .select()
        .from(storeItems)
        .where(
          and(
            eq(storeItems.userUuid, userUuid),
            eq(storeItems.deleted, false),
            hidden === undefined ? undefined : eq(storeItems.hidden, hidden),
          ),
        )
        .orderBy(asc(storeItems.sortOrder), desc(storeItems.createdAt));
      return itemsWithDetails(rows);
    },

    async itemTable(userUuid: string, query: ParsedTableQuery): Promise<TableResponse<StoreItem>> {
      const page = await runTableQuery(db, storeItemResource, query, eq(storeItems.userUuid, userUuid));
      return { ...page, data: await itemsWithDetails(page.data) };
    },

    async findItems(userUuid: string, ids: string[]): Promise<StoreItem[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(storeItems)
        .where(and(eq(storeItems.userUuid, userUuid), inArray(storeItems.id, ids)));
      return itemsWithDetails(rows);
    },

    /** The owner's copies of a product: what a change of the product tells their devices. */
    async itemsOfProduct(productId: number): Promise<{ userUuid: string; item: StoreItem }[]> {
      const rows = await db.select().from(storeItems).where(eq(storeItems.productId, productId));
      const items = await itemsWithDetails(rows);
      return rows.map((r, i) => ({ userUuid: r.userUuid, item: items[i]! }));
    },

    async latestTime(userUuid: string): Promise<number> {
      const [row] = await db
        .select({ at: max(storeItems.updatedAt) })
        .from(storeItems)
        .where(eq(storeItems.userUuid, userUuid));
      return row?.at ? new Date(row.at).getTime() : 0;
    },

    /** Undefined when the member has no such pack. */
    async setHidden(userUuid: string, id: string, hidden: boolean): Promise<StoreItem | undefined> {
      const [row] = await db
        .update(storeItems)
        .set({ hidden, updatedAt: sql`now()` })
        .where(and(eq(storeItems.id, id), eq(storeItems.userUuid, userUuid)))
        .returning();
      return row && (await itemsWithDetails([row]))[0];
    },

    /** The listed packs take positions 0.. in that order; packs left out keep theirs after them. */
    async reorder(userUuid: string, ids: string[]): Promise<StoreItem[]> {
      const unique = [...new Set(ids)];
      const changed = await db.transaction(async (tx) => {
        const owned = await tx
          .select({ id: storeItems.id })
          .from(storeItems)
          .where(and(eq(storeItems.userUuid, userUuid), inArray(storeItems.id, unique)));
        if (owned.length !== unique.length) throw notFound('가지고 있지 않은 이모티콘이 있습니다.');
        const moved: ItemRow[] = [];
        for (const [position, id] of unique.entries()) {
          const [row] = await tx
            .update(storeItems)
            .set({ sortOrder: position, updatedAt: sql`now()` })
            .where(and(eq(storeItems.id, id), sql`${storeItems.sortOrder} <> ${position}`))
            .returning();
          if (row) moved.push(row);
        }
        return moved;
      });
      return itemsWithDetails(changed);
    },

    /** Emoticon ids among `ids` that the member may use: those of packs they own. */
    async usableEmoticons(userUuid: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: storeEmoticons.id })
        .from(storeEmoticons)
        .innerJoin(
          storeItems,
          and(eq(storeItems.productId, storeEmoticons.productId), eq(storeItems.userUuid, userUuid)),
        )
        .where(and(inArray(storeEmoticons.id, ids), eq(storeEmoticons.removed, false)));
      return new Set(rows.map((r) => r.id));
    },

    async emoticonImage(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ imageUrl: storeEmoticons.imageUrl })
        .from(storeEmoticons)
        .where(eq(storeEmoticons.id, id))
        .limit(1);
      return row?.imageUrl;
    },
  };
}

export type StoreRepository = ReturnType<typeof createStoreRepository>;
