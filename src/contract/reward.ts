import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { isoDate } from './common';
import { endpoint } from './endpoint';
import { MANAGER_OR_HIGHER } from './roles';
import { PublicUser } from './user';

/**
 * Point claim (포인트 받기, PRODUCT.md "Draws and prizes"): staff announce a code on stream with an
 * amount, a window and a quantity; each member may claim it once while it lasts.
 */

/** Letters, digits or Korean, read without spaces and in capitals (`c9 star` is `C9STAR`). */
export const normalizeClaimCode = (raw: string) => raw.normalize('NFKC').replace(/\s+/g, '').toUpperCase();

const ClaimCodeText = z
  .string({ error: '코드를 입력해 주세요.' })
  .transform(normalizeClaimCode)
  .pipe(
    z
      .string()
      .min(2, '코드는 2자 이상입니다.')
      .max(20, '코드는 20자까지입니다.')
      .regex(/^[0-9A-Z가-힣]+$/, '코드는 한글, 영문, 숫자로만 되어 있습니다.'),
  );

/** The most points one code hands each member. */
export const MAX_CLAIM_AMOUNT = 1_000_000;
/** The most members one code can pay. */
export const MAX_CLAIM_QUANTITY = 100_000;

/** `POST /api/v1/user/me/point-claim`: a member enters a code. */
export const PointClaimInput = z.object({ code: ClaimCodeText });
export type PointClaimInput = z.input<typeof PointClaimInput>;

/** The answer to a claim: what was credited and the new balance. */
export const PointClaimResult = z.object({ amount: z.number().int(), point: z.number().int() });
export type PointClaimResult = z.infer<typeof PointClaimResult>;

/** One of the member's claims (`GET /api/v1/user/me/point-claim`). */
export const MyPointClaim = z.object({
  code: z.string(),
  title: z.string(),
  amount: z.number().int(),
  claimedAt: isoDate,
});
export type MyPointClaim = z.infer<typeof MyPointClaim>;
export const MyPointClaimList = z.object({ claimList: z.array(MyPointClaim) });
export type MyPointClaimList = z.infer<typeof MyPointClaimList>;

/** `POST /api/v1/event/point-claim/code`: staff create a code. */
export const PointClaimCodeInput = z
  .object({
    code: ClaimCodeText,
    title: z.string().trim().min(1, '제목을 입력해 주세요.').max(50, '제목은 50자까지입니다.'),
    amount: z
      .number({ error: '포인트를 숫자로 입력해 주세요.' })
      .int('포인트는 정수로 입력해 주세요.')
      .min(1, '1 포인트 이상 입력해 주세요.')
      .max(MAX_CLAIM_AMOUNT, `한 코드는 ${MAX_CLAIM_AMOUNT.toLocaleString('ko-KR')} 포인트까지입니다.`),
    quantity: z
      .number({ error: '수량을 숫자로 입력해 주세요.' })
      .int('수량은 정수로 입력해 주세요.')
      .min(1, '수량은 1 이상입니다.')
      .max(MAX_CLAIM_QUANTITY, `수량은 ${MAX_CLAIM_QUANTITY.toLocaleString('ko-KR')}까지입니다.`),
    startAt: z.iso.datetime({ offset: true, error: '시작 시각을 입력해 주세요.' }),
    endAt: z.iso.datetime({ offset: true, error: '끝나는 시각을 입력해 주세요.' }),
  })
  .refine((v) => Date.parse(v.endAt) > Date.parse(v.startAt), {
    message: '끝나는 시각은 시작 시각보다 뒤여야 합니다.',
    path: ['endAt'],
  });
export type PointClaimCodeInput = z.input<typeof PointClaimCodeInput>;

/** A code as staff see it. */
export const PointClaimCode = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  amount: z.number().int(),
  quantity: z.number().int(),
  claimedCount: z.number().int(),
  startAt: isoDate,
  endAt: isoDate,
  createdAt: isoDate,
});
export type PointClaimCode = z.infer<typeof PointClaimCode>;
export const PointClaimCodeList = z.object({ codeList: z.array(PointClaimCode) });
export type PointClaimCodeList = z.infer<typeof PointClaimCodeList>;

/** Who claimed one code (`GET /api/v1/event/point-claim/code/{id}/claims`), first claim first. */
export const PointClaimer = z.object({
  member: PublicUser.pick({ uuid: true, nickname: true }),
  claimedAt: isoDate,
});
export type PointClaimer = z.infer<typeof PointClaimer>;
export const PointClaimerList = z.object({ claimerList: z.array(PointClaimer) });
export type PointClaimerList = z.infer<typeof PointClaimerList>;

/**
 * Reward gift shop (리워드, PRODUCT.md "Draws and prizes"): gift items with a stock and an entry cost
 * in points, opening at a set time, first come first served; each member gets an item once.
 */

/** The most of one item a shop may hand out. */
export const MAX_REWARD_STOCK = 10_000;

/** `POST /api/v1/reward-giftshow/item` and `PUT …/{id}`: staff offer or change an item. */
export const RewardItemInput = z.object({
  name: z.string().trim().min(1, '상품 이름을 입력해 주세요.').max(50, '상품 이름은 50자까지입니다.'),
  description: z.string().trim().max(500, '설명은 500자까지입니다.').default(''),
  cost: z
    .number({ error: '응모 포인트를 숫자로 입력해 주세요.' })
    .int('응모 포인트는 정수로 입력해 주세요.')
    .min(1, '응모 포인트는 1 이상입니다.')
    .max(MAX_CLAIM_AMOUNT, `응모 포인트는 ${MAX_CLAIM_AMOUNT.toLocaleString('ko-KR')}까지입니다.`),
  stock: z
    .number({ error: '수량을 숫자로 입력해 주세요.' })
    .int('수량은 정수로 입력해 주세요.')
    .min(1, '수량은 1 이상입니다.')
    .max(MAX_REWARD_STOCK, `수량은 ${MAX_REWARD_STOCK.toLocaleString('ko-KR')}까지입니다.`),
  opensAt: z.iso.datetime({ offset: true, error: '여는 시각을 입력해 주세요.' }),
  hidden: z.boolean().default(false),
});
export type RewardItemInput = z.input<typeof RewardItemInput>;

/** An item as the shop shows it; `handedOut` of `stock` are gone. */
export const RewardItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  cost: z.number().int(),
  stock: z.number().int(),
  handedOut: z.number().int(),
  opensAt: isoDate,
  hidden: z.boolean(),
});
export type RewardItem = z.infer<typeof RewardItem>;
export const RewardItemList = z.object({ itemList: z.array(RewardItem) });
export type RewardItemList = z.infer<typeof RewardItemList>;

/** One gift the member won; the gift code is theirs alone and comes once staff deliver it. */
export const MyRewardEntry = z.object({
  id: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  cost: z.number().int(),
  giftCode: z.string().nullable(),
  deliveredAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type MyRewardEntry = z.infer<typeof MyRewardEntry>;
export const MyRewardEntryList = z.object({ entryList: z.array(MyRewardEntry) });
export type MyRewardEntryList = z.infer<typeof MyRewardEntryList>;

/** `POST /api/v1/event/reward/{id}/entry`: the gift won and the balance after its cost. */
export const RewardEntryResult = z.object({ entry: MyRewardEntry, point: z.number().int() });
export type RewardEntryResult = z.infer<typeof RewardEntryResult>;

/** A winner as staff see it (`GET /api/v1/reward-giftshow/winner`). */
export const RewardWinner = MyRewardEntry.extend({
  member: PublicUser.pick({ uuid: true, nickname: true }),
});
export type RewardWinner = z.infer<typeof RewardWinner>;
export const RewardWinnerList = z.object({ winnerList: z.array(RewardWinner) });
export type RewardWinnerList = z.infer<typeof RewardWinnerList>;

/** `PUT /api/v1/reward-giftshow/winner/{id}/delivery`: staff hand over the gift code. */
export const RewardDeliveryInput = z.object({
  giftCode: z.string().trim().min(1, '기프티콘 코드를 입력해 주세요.').max(200, '코드는 200자까지입니다.'),
});
export type RewardDeliveryInput = z.input<typeof RewardDeliveryInput>;

/** Codes, items and won gifts are keyed by uuid: anything else is not found (a 400, never a database error). */
export const PointClaimCodeParam = z.object({ id: z.string().uuid('코드를 찾을 수 없습니다.') });
export const RewardItemParam = z.object({ id: z.string().uuid('리워드 상품을 찾을 수 없습니다.') });
export const RewardEntryParam = z.object({ id: z.string().uuid('당첨 내역을 찾을 수 없습니다.') });

/** Point claim's endpoints: the member's code box (`/event/point-claim`), the staff's codes. */
export const pointClaimEndpoints = {
  claim: endpoint({
    method: 'POST',
    path: apiRoutes.mePointClaim,
    access: 'linked',
    summary: '포인트 받기 코드 입력 (원장에 적립)',
    body: PointClaimInput,
    response: PointClaimResult,
  }),
  mine: endpoint({
    method: 'GET',
    path: apiRoutes.mePointClaim,
    access: 'member',
    summary: '내가 받은 포인트 코드 내역',
    response: MyPointClaimList,
  }),
  codes: endpoint({
    method: 'GET',
    path: apiRoutes.pointClaimCodes,
    access: MANAGER_OR_HIGHER,
    summary: '포인트 받기 코드 목록',
    response: PointClaimCodeList,
  }),
  createCode: endpoint({
    method: 'POST',
    path: apiRoutes.pointClaimCodes,
    access: MANAGER_OR_HIGHER,
    summary: '포인트 받기 코드 만들기 (201)',
    body: PointClaimCodeInput,
    response: PointClaimCode,
  }),
  claimers: endpoint({
    method: 'GET',
    path: apiRoutes.pointClaimCodeClaimers,
    access: MANAGER_OR_HIGHER,
    summary: '코드 하나를 받은 사람 (먼저 받은 순)',
    params: PointClaimCodeParam,
    response: PointClaimerList,
  }),
};

/** The reward gift shop's endpoints (the delivery, a 204 without a body, stays by hand). */
export const rewardEndpoints = {
  items: endpoint({
    method: 'GET',
    path: apiRoutes.rewardItems,
    access: 'member',
    summary: '리워드 상품 목록',
    response: RewardItemList,
  }),
  enter: endpoint({
    method: 'POST',
    path: apiRoutes.rewardEntry,
    access: 'linked',
    summary: '리워드 응모 (응모 포인트를 원장에서 차감, 선착순)',
    params: RewardItemParam,
    response: RewardEntryResult,
  }),
  mine: endpoint({
    method: 'GET',
    path: apiRoutes.meRewardEntries,
    access: 'member',
    summary: '내 리워드 당첨 내역',
    response: MyRewardEntryList,
  }),
  adminItems: endpoint({
    method: 'GET',
    path: apiRoutes.rewardAdminItems,
    access: MANAGER_OR_HIGHER,
    summary: '관리용 리워드 상품 목록 (숨긴 것 포함)',
    response: RewardItemList,
  }),
  createItem: endpoint({
    method: 'POST',
    path: apiRoutes.rewardAdminItems,
    access: MANAGER_OR_HIGHER,
    summary: '리워드 상품 만들기 (201)',
    body: RewardItemInput,
    response: RewardItem,
  }),
  updateItem: endpoint({
    method: 'PUT',
    path: apiRoutes.rewardAdminItem,
    access: MANAGER_OR_HIGHER,
    summary: '리워드 상품 고치기',
    params: RewardItemParam,
    body: RewardItemInput,
    response: RewardItem,
  }),
  winners: endpoint({
    method: 'GET',
    path: apiRoutes.rewardWinners,
    access: MANAGER_OR_HIGHER,
    summary: '리워드 당첨자 목록',
    response: RewardWinnerList,
  }),
};
