import { z } from 'zod';
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
export const PointReason = z.enum(['ADMIN_ADJUST']);
export type PointReason = z.infer<typeof PointReason>;

/** `POST /api/v1/user/user-point`: a manager or admin credits or debits a member, saying why. */
export const PointAdjustInput = z.object({
  userUuid: z.string().uuid('회원을 선택해 주세요.'),
  type: PointTransactionType,
  amount: z
    .number({ error: '포인트를 숫자로 입력해 주세요.' })
    .int('포인트는 정수로 입력해 주세요.')
    .min(1, '1 포인트 이상 입력해 주세요.')
    .max(
      MAX_POINT_CHANGE,
      `한 번에 ${MAX_POINT_CHANGE.toLocaleString('ko-KR')} 포인트까지 조정할 수 있습니다.`,
    ),
  memo: z
    .string()
    .trim()
    .min(1, '조정 사유를 입력해 주세요.')
    .max(200, '사유는 200자까지 입력할 수 있습니다.'),
  /** The same key again is the same adjustment: a retried request changes nothing twice. */
  idempotencyKey: z.string().min(8).max(100),
});
export type PointAdjustInput = z.infer<typeof PointAdjustInput>;
