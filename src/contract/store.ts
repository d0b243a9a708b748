import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { isoDate, LatestTime, replicated } from './common';
import { endpoint } from './endpoint';
import { MAX_POINT_CHANGE } from './point';
import { STORE_REVIEWER_ROLES, STORE_SELLER_ROLES } from './roles';

/** PENDING until an admin approves; HIDDEN is off the shelf (owners keep what they bought). */
export const StoreProductStatus = z.enum(['PENDING', 'APPROVED', 'HIDDEN']);
export type StoreProductStatus = z.infer<typeof StoreProductStatus>;

export const storeStatusNames: Record<StoreProductStatus, string> = {
  PENDING: '승인 대기',
  APPROVED: '판매 중',
  HIDDEN: '숨김',
};

export const Emoticon = z.object({
  id: z.string().uuid(),
  /** The upload it was made from: a pack being changed names its kept images by it. */
  fileId: z.string(),
  name: z.string(),
  /** Where the image is served; the same for every node. */
  url: z.string(),
});
export type Emoticon = z.infer<typeof Emoticon>;

/** Product ids are numbers: the shop's addresses take digits only (SPEC section 2). */
export const StoreProductId = z.coerce
  .number({ error: '상품을 찾을 수 없습니다.' })
  .int('상품을 찾을 수 없습니다.')
  .positive('상품을 찾을 수 없습니다.')
  .max(2_147_483_647, '상품을 찾을 수 없습니다.');

export const StoreProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  status: StoreProductStatus,
  sellerUuid: z.string().uuid(),
  sellerNickname: z.string(),
  emoticons: z.array(Emoticon),
  salesCount: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type StoreProduct = z.infer<typeof StoreProduct>;

/** `GET /api/v1/p/store`: the shelf (and, for admins and sellers, what waits or is hidden). */
export const StoreProductList = z.object({ data: z.array(StoreProduct) });
export type StoreProductList = z.infer<typeof StoreProductList>;

export const StoreListFilter = z.object({
  status: StoreProductStatus.default('APPROVED'),
});

export const MAX_EMOTICONS_PER_PACK = 24;
export const MAX_STORE_PRICE = Math.min(MAX_POINT_CHANGE, 1_000_000);

export const EmoticonInput = z.object({
  /** An uploaded image (`POST /api/v1/file`); the server checks its bytes and its uploader. */
  fileId: z.string().min(1, '이미지를 올려 주세요.').max(100),
  name: z
    .string()
    .trim()
    .min(1, '이모티콘 이름 항목은 필수입니다.')
    .max(20, '이모티콘 이름 항목은 최대 20자 이하여야 합니다.'),
});
export type EmoticonInput = z.infer<typeof EmoticonInput>;

export const StoreProductInput = z.object({
  name: z
    .string({ error: '상품명 항목은 필수입니다.' })
    .trim()
    .min(1, '상품명 항목은 필수입니다.')
    .max(40, '상품명 항목은 최대 40자 이하여야 합니다.'),
  description: z.string().trim().max(500, '설명 항목은 최대 500자 이하여야 합니다.').default(''),
  price: z
    .number({ error: '가격 항목은 필수입니다.' })
    .int('가격은 정수로 입력해 주세요.')
    .min(1, '가격은 최소 1 이상이어야 합니다.')
    .max(MAX_STORE_PRICE, `가격은 최대 ${MAX_STORE_PRICE.toLocaleString('ko-KR')} 이하여야 합니다.`),
  emoticons: z
    .array(EmoticonInput)
    .min(1, '이모티콘을 한 개 이상 올려 주세요.')
    .max(MAX_EMOTICONS_PER_PACK, `이모티콘은 최대 ${MAX_EMOTICONS_PER_PACK}개까지 올릴 수 있습니다.`),
});
export type StoreProductInput = z.input<typeof StoreProductInput>;

export const StoreStatusInput = z.object({ status: StoreProductStatus });

export const StorePurchaseInput = z.object({
  /** The same key again is the same purchase: a retried request pays once. */
  idempotencyKey: z.string().min(8).max(100),
});

/** A pack the member owns: what the worker replicates and the comment box offers. */
export const StoreItem = z.object({
  ...replicated,
  productId: z.number().int(),
  name: z.string(),
  hidden: z.boolean(),
  /** The member's own order in the picker, ascending. */
  sortOrder: z.number().int(),
  emoticons: z.array(Emoticon),
  purchasedAt: isoDate,
});
export type StoreItem = z.infer<typeof StoreItem>;

/** `GET /api/v1/user/me/store?hidden`: the member's packs, optionally only (un)hidden ones. */
export const StoreItemListQuery = z.object({
  hidden: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const StoreItemList = z.object({ storeList: z.array(StoreItem) });

export const StoreItemUpdate = z.object({ hidden: z.boolean() });
export const StoreOrderInput = z.object({
  storeIdList: z.array(z.string().uuid()).min(1).max(500),
});

export const StorePurchaseResult = z.object({ item: StoreItem, point: z.number().int() });
export type StorePurchaseResult = z.infer<typeof StorePurchaseResult>;

export const StoreProductParam = z.object({ id: StoreProductId });
/** A member's pack is keyed by uuid: anything else is no pack (a 400, never a database error). */
export const StoreItemParam = z.object({ id: z.string().uuid('이모티콘을 찾을 수 없습니다.') });

/** The shop's and the member's own packs' endpoints (the emoticon image and the table pull stay by hand). */
export const storeEndpoints = {
  products: endpoint({
    method: 'GET',
    path: apiRoutes.storeProducts,
    access: 'public',
    summary: '이모티콘 상품 목록 (판매 중, 심사자와 판매자는 대기·숨김도)',
    query: StoreListFilter,
    response: StoreProductList,
  }),
  product: endpoint({
    method: 'GET',
    path: apiRoutes.storeProduct,
    access: 'public',
    summary: '이모티콘 상품 하나 (판매 중이 아니면 판매자와 심사자만)',
    params: StoreProductParam,
    response: StoreProduct,
  }),
  create: endpoint({
    method: 'POST',
    path: apiRoutes.storeProductWrite,
    access: STORE_SELLER_ROLES,
    summary: '이모티콘 상품 등록 (승인 대기로)',
    body: StoreProductInput,
    response: StoreProduct,
  }),
  modify: endpoint({
    method: 'PUT',
    path: apiRoutes.storeProductModify,
    access: STORE_SELLER_ROLES,
    summary: '이모티콘 상품 고치기 (판매자가 고치면 다시 심사)',
    params: StoreProductParam,
    body: StoreProductInput,
    response: StoreProduct,
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: apiRoutes.storeProductStatus,
    access: STORE_REVIEWER_ROLES,
    summary: '이모티콘 상품 승인·숨김',
    params: StoreProductParam,
    body: StoreStatusInput,
    response: StoreProduct,
  }),
  purchase: endpoint({
    method: 'POST',
    path: apiRoutes.storePurchase,
    access: 'member',
    summary: '이모티콘 구매 (가격을 원장에서 차감, 같은 키는 한 번만)',
    params: StoreProductParam,
    body: StorePurchaseInput,
    response: StorePurchaseResult,
  }),
  mine: endpoint({
    method: 'GET',
    path: apiRoutes.meStore,
    access: 'member',
    summary: '내 이모티콘 목록',
    query: StoreItemListQuery,
    response: StoreItemList,
  }),
  latestTime: endpoint({
    method: 'GET',
    path: apiRoutes.meStoreLatestTime,
    access: 'member',
    summary: '내 이모티콘이 마지막으로 바뀐 시각',
    response: LatestTime,
  }),
  setHidden: endpoint({
    method: 'PUT',
    path: apiRoutes.meStoreItem,
    access: 'member',
    summary: '내 이모티콘 숨기기·보이기',
    params: StoreItemParam,
    body: StoreItemUpdate,
    response: StoreItem,
  }),
  order: endpoint({
    method: 'POST',
    path: apiRoutes.meStoreOrder,
    access: 'member',
    summary: '내 이모티콘 순서 바꾸기',
    body: StoreOrderInput,
    response: StoreItemList,
  }),
};

/** Emoticons in a comment's text: the server accepts a token only from a member who owns its pack. */
export {
  EMOTICON_TOKEN,
  type EmoticonPart,
  emoticonIdsIn,
  emoticonImagePath,
  emoticonToken,
  splitEmoticons,
} from '../lib/emoticon-token';
