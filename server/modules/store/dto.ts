import { type Emoticon, emoticonImagePath, type StoreItem, type StoreProduct } from '../../../src/contract';
import type { storeEmoticons, storeItems, storeProducts } from './tables';

/** Images are reached through the emoticon's own address, which every node answers. */
export const toEmoticonDto = (row: typeof storeEmoticons.$inferSelect): Emoticon => ({
  id: row.id,
  fileId: row.fileId,
  name: row.name,
  url: emoticonImagePath(row.id),
});

export const toStoreProductDto = (
  row: typeof storeProducts.$inferSelect,
  sellerNickname: string,
  emoticons: Emoticon[],
): StoreProduct => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.price,
  status: row.status,
  sellerUuid: row.sellerUuid,
  sellerNickname,
  emoticons,
  salesCount: row.salesCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toStoreItemDto = (
  row: typeof storeItems.$inferSelect,
  name: string,
  emoticons: Emoticon[],
): StoreItem => ({
  id: row.id,
  rev: row.rev,
  deleted: row.deleted,
  productId: row.productId,
  name,
  hidden: row.hidden,
  sortOrder: row.sortOrder,
  emoticons,
  purchasedAt: row.createdAt.toISOString(),
});
