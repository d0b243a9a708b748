import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StoreProductStatus } from '../../../src/contract';
import { replicatedColumns, ts } from '../../db/columns';
import { userRef } from '../user/tables';

/** An emoticon pack on sale (PRODUCT.md "The emoticon shop"); its id is a number (SPEC: /store/{digits}). */
export const storeProducts = pgTable(
  'store_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sellerUuid: userRef('seller_uuid'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    status: text('status').$type<StoreProductStatus>().notNull().default('PENDING'),
    /** Moves in the purchase's transaction. */
    salesCount: integer('sales_count').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('store_products_status_idx').on(t.status, t.createdAt),
    check('store_products_price_positive', sql`${t.price} > 0`),
  ],
);

/**
 * One image of a pack. A removed emoticon stays (`removed`), so comments that used it still draw it;
 * it is only no longer offered.
 */
export const storeEmoticons = pgTable(
  'store_emoticons',
  {
    id: uuid('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => storeProducts.id),
    fileId: text('file_id').notNull(),
    imageUrl: text('image_url').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    removed: boolean('removed').notNull().default(false),
  },
  (t) => [index('store_emoticons_product_idx').on(t.productId, t.position)],
);

/** A pack a member owns: replicated to that member only (SPEC section 7 "Store"). */
export const storeItems = pgTable(
  'store_items',
  {
    id: uuid('id').primaryKey(),
    userUuid: userRef('user_uuid'),
    productId: integer('product_id')
      .notNull()
      .references(() => storeProducts.id),
    hidden: boolean('hidden').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...replicatedColumns(),
  },
  (t) => [
    uniqueIndex('store_items_rev_idx').on(t.rev),
    index('store_items_user_idx').on(t.userUuid, t.rev),
    /** A pack is bought once: a second purchase of it is refused, and its debit rolled back. */
    uniqueIndex('store_items_user_product_key').on(t.userUuid, t.productId),
  ],
);
