import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { isoDate } from './common';
import { endpoint } from './endpoint';
import { IdempotencyKey } from './point';
import { MANAGER_OR_HIGHER } from './roles';

/**
 * Lottery (복권, PRODUCT.md "Lottery"; SPEC section 3 "Lottery event"): a poster event open from
 * `startAt` to `endAt`, one entry per member (free, or a point price paid through the ledger), drawn
 * at `endAt` with several winners by the fairness module's raffle (README "Checking a draw").
 */

export const LotteryStatus = z.enum(['UPCOMING', 'OPEN', 'CLOSED', 'DRAWN']);
export type LotteryStatus = z.infer<typeof LotteryStatus>;

export const lotteryStatusNames: Record<LotteryStatus, string> = {
  UPCOMING: '응모 전',
  OPEN: '응모 중',
  CLOSED: '추첨 대기',
  DRAWN: '추첨 완료',
};

/** A winner, in drawing order: `entryId` is the raffle entry the draw picked. */
export const LotteryWinner = z.object({
  entryId: z.string(),
  userUuid: z.string(),
  nickname: z.string(),
});
export type LotteryWinner = z.infer<typeof LotteryWinner>;

/** A lottery; `serverSeed` is null until the draw reveals it, `winners` empty until then. */
export const Lottery = z.object({
  id: z.string(),
  title: z.string(),
  prize: z.string(),
  description: z.string(),
  posterUrl: z.string().nullable(),
  entryCost: z.number().int(),
  winnerCount: z.number().int(),
  startAt: isoDate,
  endAt: isoDate,
  status: LotteryStatus,
  entryCount: z.number().int(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  drawnAt: isoDate.nullable(),
  winners: z.array(LotteryWinner),
  /** Whether the caller has entered (false when signed out). */
  entered: z.boolean(),
});
export type Lottery = z.infer<typeof Lottery>;

/** `GET /api/v1/p/lottery`: the lotteries, newest end first. */
export const LotteryList = z.object({ data: z.array(Lottery) });
export type LotteryList = z.infer<typeof LotteryList>;

/** `GET /api/v1/p/lottery/{id}/entries`: every entry id, the raffle's public input. */
export const LotteryEntries = z.object({ entries: z.array(z.string()) });
export type LotteryEntries = z.infer<typeof LotteryEntries>;

/** `POST /api/v1/lottery/{id}/entry`. */
export const LotteryEnterInput = z.object({ idempotencyKey: IdempotencyKey });
export type LotteryEnterInput = z.infer<typeof LotteryEnterInput>;
export const LotteryEnterResult = z.object({ entryCount: z.number().int(), point: z.number().int() });
export type LotteryEnterResult = z.infer<typeof LotteryEnterResult>;

/** One of the caller's entries (`GET /api/v1/user/me/lottery`): `won` once drawn. */
export const MyLotteryEntry = z.object({
  lotteryId: z.string(),
  title: z.string(),
  prize: z.string(),
  status: LotteryStatus,
  endAt: isoDate,
  enteredAt: isoDate,
  won: z.boolean(),
});
export type MyLotteryEntry = z.infer<typeof MyLotteryEntry>;
export const MyLotteryEntryList = z.object({ entryList: z.array(MyLotteryEntry) });
export type MyLotteryEntryList = z.infer<typeof MyLotteryEntryList>;

/** The most winners one lottery draws. */
export const MAX_LOTTERY_WINNERS = 100;

/** A poster: a path on this site (`/files/…`) or an https address. */
const PosterUrl = z
  .string()
  .trim()
  .max(500, '포스터 주소는 500자까지 입력할 수 있어요.')
  .refine((v) => v === '' || v.startsWith('/') || /^https:\/\/[^\s]+$/.test(v), {
    message: '포스터 주소는 https:// 또는 /로 시작해야 해요.',
  });

/** `POST /api/v1/admin/lottery`: an admin or manager opens a lottery. */
export const LotteryInput = z
  .object({
    title: z.string().trim().min(1, '제목을 입력해 주세요.').max(100, '제목은 100자까지 입력할 수 있어요.'),
    prize: z.string().trim().min(1, '상품을 입력해 주세요.').max(100, '상품은 100자까지 입력할 수 있어요.'),
    description: z.string().trim().max(2000, '설명은 2,000자까지 입력할 수 있어요.').default(''),
    posterUrl: PosterUrl.default(''),
    entryCost: z
      .number({ error: '응모 포인트를 숫자로 입력해 주세요.' })
      .int('응모 포인트는 정수로 입력해 주세요.')
      .min(0, '응모 포인트는 0P(무료) 이상이어야 해요.')
      .max(1_000_000, '응모 포인트는 1,000,000P까지예요.'),
    winnerCount: z
      .number({ error: '당첨 인원을 숫자로 입력해 주세요.' })
      .int('당첨 인원은 정수로 입력해 주세요.')
      .min(1, '당첨 인원은 1명 이상이어야 해요.')
      .max(MAX_LOTTERY_WINNERS, `당첨 인원은 ${MAX_LOTTERY_WINNERS}명까지예요.`),
    startAt: isoDate,
    endAt: isoDate,
  })
  .refine((v) => Date.parse(v.endAt) > Date.parse(v.startAt), {
    message: '응모 종료는 응모 시작 뒤여야 해요.',
    path: ['endAt'],
  });
export type LotteryInput = z.input<typeof LotteryInput>;

/** Lotteries are keyed by uuid: anything else is no lottery (a 400, never a database error). */
export const LotteryParam = z.object({ id: z.string().uuid('복권 이벤트를 찾을 수 없어요.') });

/** `/event/lottery`'s and `/admin/event/lottery`'s endpoints. */
export const lotteryEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiRoutes.lotteries,
    access: 'public',
    summary: '복권 이벤트 목록 (로그인했으면 내 응모 여부 포함)',
    response: LotteryList,
  }),
  entries: endpoint({
    method: 'GET',
    path: apiRoutes.lotteryEntries,
    access: 'public',
    summary: '추첨 검증용 응모자 목록',
    params: LotteryParam,
    response: LotteryEntries,
  }),
  enter: endpoint({
    method: 'POST',
    path: apiRoutes.lotteryEnter,
    access: 'linked',
    summary: '복권 응모 (응모 포인트를 원장에서 차감)',
    params: LotteryParam,
    body: LotteryEnterInput,
    response: LotteryEnterResult,
  }),
  mine: endpoint({
    method: 'GET',
    path: apiRoutes.meLotteryEntries,
    access: 'member',
    summary: '내 복권 응모 내역',
    response: MyLotteryEntryList,
  }),
  adminList: endpoint({
    method: 'GET',
    path: apiRoutes.adminLotteries,
    access: MANAGER_OR_HIGHER,
    summary: '관리용 복권 이벤트 목록',
    response: LotteryList,
  }),
  create: endpoint({
    method: 'POST',
    path: apiRoutes.adminLotteries,
    access: MANAGER_OR_HIGHER,
    summary: '복권 이벤트 만들기',
    body: LotteryInput,
    response: Lottery,
  }),
};
