import { z } from 'zod';
import { isoDate, tableResponse } from './common';
import { RankTier } from './rank';
import type { PointEvent } from './topics';

/** `GET /api/v1/user/me/point`: the same shape as each message on `/topic/user/{uuid}/point`. */
export type PointBalance = z.infer<typeof PointEvent>;

/**
 * The most points one change may move, and so the most a balance can grow by at once: far above
 * anything the community hands out, far below where a bigint or a JavaScript number loses digits.
 */
export const MAX_POINT_CHANGE = 100_000_000;

/** PRODUCT.md "Ledger": C credits, D debits; the amount is always positive. */
export const PointTransactionType = z.enum(['C', 'D']);
export type PointTransactionType = z.infer<typeof PointTransactionType>;

/** Why points moved. Each earning, spending and event module adds its own code here. */
export const PointReason = z.enum([
  'ADMIN_ADJUST',
  'CHECK_IN',
  'POST',
  'COMMENT',
  'LIKE_RECEIVED',
  'POST_REVERSAL',
  'COMMENT_REVERSAL',
  'LIKE_REVERSAL',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'STORE_PURCHASE',
  'ROULETTE_SPIN',
  'ROULETTE_PRIZE',
  'POINT_CLAIM',
  'DREAM_TICKET',
  'REWARD_ENTRY',
  'LOTTERY_ENTRY',
  'POINT_DROP',
  'DUSAN_PREDICTION',
  'DUSAN_PAYOUT',
  'DUSAN_REFUND',
]);
export type PointReason = z.infer<typeof PointReason>;

/** How the history page names each reason. */
export const pointReasonNames: Record<PointReason, string> = {
  ADMIN_ADJUST: '관리자 조정',
  CHECK_IN: '출석 체크',
  POST: '글 작성',
  COMMENT: '댓글 작성',
  LIKE_RECEIVED: '좋아요 받음',
  POST_REVERSAL: '글 삭제 회수',
  COMMENT_REVERSAL: '댓글 삭제 회수',
  LIKE_REVERSAL: '좋아요 취소 회수',
  TRANSFER_IN: '포인트 받음',
  TRANSFER_OUT: '포인트 보냄',
  STORE_PURCHASE: '상점 구매',
  ROULETTE_SPIN: '룰렛 참여',
  ROULETTE_PRIZE: '룰렛 당첨',
  DREAM_TICKET: '드림티켓 구매',
  POINT_CLAIM: '포인트 받기',
  REWARD_ENTRY: '리워드 응모',
  LOTTERY_ENTRY: '복권 응모',
  POINT_DROP: '포인트 드롭',
  DUSAN_PREDICTION: '두산 승부 예측',
  DUSAN_PAYOUT: '두산 예측 적중',
  DUSAN_REFUND: '두산 예측 환불',
};

/**
 * Reasons that move the points a member has earned (PRODUCT.md "Rank tiers"): their credits raise
 * it and their debits (reversals, a staff correction) lower it. Spending and transfers do not.
 */
export const EARNING_REASONS: ReadonlySet<PointReason> = new Set<PointReason>([
  'ADMIN_ADJUST',
  'CHECK_IN',
  'POST',
  'COMMENT',
  'LIKE_RECEIVED',
  'POST_REVERSAL',
  'COMMENT_REVERSAL',
  'LIKE_REVERSAL',
]);

const pointAmount = (what: string) =>
  z
    .number({ error: '포인트를 숫자로 입력해 주세요.' })
    .int('포인트는 정수로 입력해 주세요.')
    .min(1, '1 포인트 이상 입력해 주세요.')
    .max(
      MAX_POINT_CHANGE,
      `한 번에 ${MAX_POINT_CHANGE.toLocaleString('ko-KR')} 포인트까지 ${what} 수 있습니다.`,
    );

/** A write's own key: the same key again is the same write, so a retried request counts once. */
export const IdempotencyKey = z.string().min(8).max(100);

/**
 * The defaults of the most one staff adjustment may move, by role (settings
 * `STAFF_POINT_CAP_MANAGER` and `STAFF_POINT_CAP_ADMIN`). A manager moves in one action what a
 * member may send in a day (`POINT_SEND_DAILY_CAP`); an admin ten times that, an event's top prize.
 */
export const DEFAULT_STAFF_POINT_CAPS = { MANAGER: 100_000, ADMIN: 1_000_000 } as const;

/** The refusal of an adjustment over the caller's cap (the page says it before sending). */
export const pointAdjustOverCap = (cap: number) =>
  `한 번에 ${cap.toLocaleString('ko-KR')} 포인트까지 조정할 수 있습니다.`;

/** Staff never adjust their own balance: another staff member does it, and the record names them. */
export const SELF_POINT_ADJUST_MESSAGE = '자신의 포인트는 조정할 수 없습니다. 다른 운영진에게 요청해 주세요.';

/** `GET /api/v1/user/user-point`: what the signed-in staff member may adjust in one action. */
export const PointAdjustRules = z.object({
  /** The caller's cap, in either direction. */
  cap: z.number().int().positive(),
  /** Each staff role's cap, so the page can say who may move more. */
  caps: z.object({ MANAGER: z.number().int().positive(), ADMIN: z.number().int().positive() }),
});
export type PointAdjustRules = z.infer<typeof PointAdjustRules>;

/**
 * `POST /api/v1/user/user-point`: a manager or admin credits or debits another member, at most
 * `cap` points (the caller's, from `PointAdjustRules`), always saying why.
 */
export const pointAdjustInput = (cap: number = MAX_POINT_CHANGE) =>
  z.object({
    userUuid: z.string().uuid('회원을 선택해 주세요.'),
    type: PointTransactionType,
    amount: pointAmount('조정할').max(cap, pointAdjustOverCap(cap)),
    memo: z
      .string({ error: '조정 사유를 입력해 주세요.' })
      .trim()
      .min(1, '조정 사유를 입력해 주세요.')
      .max(200, '사유는 200자까지 입력할 수 있습니다.'),
    /** The same key again is the same adjustment: a retried request changes nothing twice. */
    idempotencyKey: IdempotencyKey,
  });
export const PointAdjustInput = pointAdjustInput();
export type PointAdjustInput = z.infer<typeof PointAdjustInput>;

/** The longest nickname registration allows (`Nickname` in ./user): a longer one names no one. */
const NICKNAME_MAX = 12;

/**
 * `POST /api/v1/user/send-point`: a member gives some of their points to another, named by uuid
 * (picked from a list) or by nickname (typed in the send form; case does not matter).
 */
export const SendPointInput = z
  .object({
    receiverUuid: z.string().uuid('받는 회원을 선택해 주세요.').optional(),
    // Read as NFKC, as nicknames are stored.
    receiverNickname: z
      .string()
      .overwrite((value) => value.normalize('NFKC'))
      .trim()
      .min(1, '받는 회원의 닉네임을 입력해 주세요.')
      .max(NICKNAME_MAX, '받는 회원을 찾을 수 없습니다.')
      .optional(),
    amount: pointAmount('보낼'),
    memo: z.string().trim().max(100, '메시지는 100자까지 입력할 수 있습니다.').default(''),
    idempotencyKey: IdempotencyKey,
  })
  .refine((input) => input.receiverUuid !== undefined || input.receiverNickname !== undefined, {
    message: '받는 회원의 닉네임을 입력해 주세요.',
    path: ['receiverNickname'],
  });
export type SendPointInput = z.input<typeof SendPointInput>;

/** `GET /api/v1/user/me/point-stat`: where the member's points came from and went, and their tier. */
export const PointStat = z.object({
  point: z.number().int(),
  earned: z.number().int(),
  /** Every debit that was not a take-back of earned points: the shop, events, transfers out. */
  spent: z.number().int(),
  /** This Seoul calendar month. */
  monthEarned: z.number().int(),
  monthSpent: z.number().int(),
  tier: RankTier,
  /** The tier above and the points still to earn for it; null at the top. */
  nextTier: RankTier.nullable(),
  toNextTier: z.number().int().nullable(),
});
export type PointStat = z.infer<typeof PointStat>;

/** One row of a member's point history (the ledger as they may read it). */
export const PointHistoryRow = z.object({
  id: z.string(),
  userUuid: z.string(),
  type: PointTransactionType,
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: PointReason,
  memo: z.string(),
  /** What the change pays for (`post`, `comment`, `user`...) and its id; empty when nothing. */
  refType: z.string(),
  refId: z.string(),
  createdAt: isoDate,
});
export type PointHistoryRow = z.infer<typeof PointHistoryRow>;
export const PointHistoryPage = tableResponse(PointHistoryRow);
