import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { isoDate } from './common';
import { endpoint } from './endpoint';
import { IdempotencyKey } from './point';
import { MANAGER_OR_HIGHER } from './roles';

/**
 * The roulette's prize table (PRODUCT.md "Roulette"), in the order the README's mapping walks it.
 * A spin lands on a slot with probability weight / sum of weights.
 */
export const ROULETTE_TABLE = [
  { label: '꽝', prize: 0, weight: 450 },
  { label: '50P', prize: 50, weight: 250 },
  { label: '100P', prize: 100, weight: 150 },
  { label: '200P', prize: 200, weight: 100 },
  { label: '500P', prize: 500, weight: 40 },
  { label: '1,000P', prize: 1_000, weight: 9 },
  { label: '5,000P', prize: 5_000, weight: 1 },
] as const;

/** What one spin costs, and how many a member may spin in a Seoul calendar day. */
export const ROULETTE_COST = 100;
export const ROULETTE_DAILY_CAP = 20;

/** The points a spin pays back on average: the sum of prize × weight over the sum of weights. */
export const rouletteExpectedValue = (): number => {
  const total = ROULETTE_TABLE.reduce((sum, slot) => sum + slot.weight, 0);
  return ROULETTE_TABLE.reduce((sum, slot) => sum + slot.prize * slot.weight, 0) / total;
};

/** A client seed: letters, digits, `-` and `_`, so `clientSeed:nonce` always reads one way. */
export const ClientSeed = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, '클라이언트 시드는 영문, 숫자, -, _ 로 32자까지 입력해 주세요.');

/**
 * One of the member's roulette seeds: the commitment is public from the start, the server seed
 * only once the member rotated it away (`revealedAt`).
 */
export const RouletteSeed = z.object({
  id: z.string(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  /** The nonce the next spin on this seed uses (= spins made on it). */
  nonce: z.number().int(),
  createdAt: isoDate,
  revealedAt: isoDate.nullable(),
});
export type RouletteSeed = z.infer<typeof RouletteSeed>;

export const RouletteSpin = z.object({
  id: z.string(),
  seedId: z.string(),
  serverSeedHash: z.string(),
  /** Null while the seed is still the current one. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  slot: z.number().int(),
  prize: z.number().int(),
  cost: z.number().int(),
  createdAt: isoDate,
});
export type RouletteSpin = z.infer<typeof RouletteSpin>;

/** `GET /api/v1/event/roulette`: the member's current seed, today's spins and the latest history. */
export const RouletteState = z.object({
  seed: RouletteSeed,
  spunToday: z.number().int(),
  dailyCap: z.number().int(),
  cost: z.number().int(),
  history: z.array(RouletteSpin),
});
export type RouletteState = z.infer<typeof RouletteState>;

/** `POST /api/v1/event/roulette/spin`. */
export const RouletteSpinInput = z.object({ idempotencyKey: IdempotencyKey });
export const RouletteSpinResult = z.object({ spin: RouletteSpin, point: z.number().int() });
export type RouletteSpinResult = z.infer<typeof RouletteSpinResult>;

/** `POST /api/v1/event/roulette/seed`: reveals the current seed and commits to a new one. */
export const RouletteRotateInput = z.object({ clientSeed: ClientSeed });
export const RouletteRotateResult = z.object({ previous: RouletteSeed, current: RouletteSeed });
export type RouletteRotateResult = z.infer<typeof RouletteRotateResult>;

/** Where a dream ticket stands, from its times and its draw (PRODUCT.md "Dream ticket"). */
export const DreamTicketStatus = z.enum(['UPCOMING', 'ON_SALE', 'CLOSED', 'DRAWN']);
export type DreamTicketStatus = z.infer<typeof DreamTicketStatus>;

export const dreamTicketStatusNames: Record<DreamTicketStatus, string> = {
  UPCOMING: '판매 예정',
  ON_SALE: '판매 중',
  CLOSED: '추첨 대기',
  DRAWN: '추첨 완료',
};

export const DreamTicketWinner = z.object({
  ticketId: z.string(),
  userUuid: z.string(),
  nickname: z.string(),
});
export type DreamTicketWinner = z.infer<typeof DreamTicketWinner>;

/** A dream ticket draw; `serverSeed` is null until the draw reveals it. */
export const DreamTicket = z.object({
  id: z.string(),
  title: z.string(),
  prize: z.string(),
  description: z.string(),
  ticketPrice: z.number().int(),
  perMemberCap: z.number().int(),
  saleStartAt: isoDate,
  saleEndAt: isoDate,
  drawAt: isoDate,
  status: DreamTicketStatus,
  ticketCount: z.number().int(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  drawnAt: isoDate.nullable(),
  winner: DreamTicketWinner.nullable(),
});
export type DreamTicket = z.infer<typeof DreamTicket>;

export const DreamTicketList = z.object({ data: z.array(DreamTicket) });
export type DreamTicketList = z.infer<typeof DreamTicketList>;

/** `GET /api/v1/p/dream-ticket/{id}`: the draw, and the caller's own tickets when signed in. */
export const DreamTicketDetail = z.object({ ticket: DreamTicket, myTickets: z.number().int() });
export type DreamTicketDetail = z.infer<typeof DreamTicketDetail>;

/** `GET /api/v1/p/dream-ticket/{id}/entries`: every ticket id of the draw, the raffle's public input. */
export const DreamTicketEntries = z.object({ entries: z.array(z.string()) });
export type DreamTicketEntries = z.infer<typeof DreamTicketEntries>;

export const MAX_TICKETS_PER_BUY = 100;

/** `POST /api/v1/dream-ticket/{id}/ticket`. */
export const DreamTicketBuyInput = z.object({
  count: z
    .number({ error: '장수를 숫자로 입력해 주세요.' })
    .int('장수는 정수로 입력해 주세요.')
    .min(1, '1장 이상 입력해 주세요.')
    .max(MAX_TICKETS_PER_BUY, `한 번에 ${MAX_TICKETS_PER_BUY}장까지 살 수 있어요.`),
  idempotencyKey: IdempotencyKey,
});
export type DreamTicketBuyInput = z.infer<typeof DreamTicketBuyInput>;
export const DreamTicketBuyResult = z.object({
  myTickets: z.number().int(),
  ticketCount: z.number().int(),
  point: z.number().int(),
});
export type DreamTicketBuyResult = z.infer<typeof DreamTicketBuyResult>;

/** `POST /api/v1/admin/dream-ticket`: an admin or manager offers a prize. */
export const DreamTicketInput = z
  .object({
    title: z.string().trim().min(1, '제목을 입력해 주세요.').max(100, '제목은 100자까지 입력할 수 있어요.'),
    prize: z.string().trim().min(1, '상품을 입력해 주세요.').max(100, '상품은 100자까지 입력할 수 있어요.'),
    description: z.string().trim().max(2000, '설명은 2,000자까지 입력할 수 있어요.').default(''),
    ticketPrice: z
      .number({ error: '티켓 가격을 숫자로 입력해 주세요.' })
      .int('티켓 가격은 정수로 입력해 주세요.')
      .min(1, '티켓 가격은 1P 이상이어야 해요.')
      .max(1_000_000, '티켓 가격은 1,000,000P까지예요.'),
    perMemberCap: z
      .number({ error: '1인당 최대 장수를 숫자로 입력해 주세요.' })
      .int('1인당 최대 장수는 정수로 입력해 주세요.')
      .min(1, '1인당 최대 장수는 1장 이상이어야 해요.')
      .max(10_000, '1인당 최대 장수는 10,000장까지예요.'),
    saleStartAt: isoDate,
    saleEndAt: isoDate,
    drawAt: isoDate,
  })
  .refine((v) => Date.parse(v.saleEndAt) > Date.parse(v.saleStartAt), {
    message: '판매 종료는 판매 시작 뒤여야 해요.',
    path: ['saleEndAt'],
  })
  .refine((v) => Date.parse(v.drawAt) >= Date.parse(v.saleEndAt), {
    message: '추첨 시각은 판매 종료 이후여야 해요.',
    path: ['drawAt'],
  });
export type DreamTicketInput = z.input<typeof DreamTicketInput>;

/** `/topic/dream-ticket/{id}`: the live number of tickets sold. */
export const DreamTicketCountEvent = z.object({ ticketCount: z.number().int() });
/** `/topic/dream-ticket/{id}/winner`: the draw's result, with the revealed seed. */
export const DreamTicketWinnerEvent = z.object({ ticket: DreamTicket });

/** `/event/roulette`'s calls: the member's seed and history, a spin, a seed rotation. */
export const rouletteEndpoints = {
  state: endpoint({
    method: 'GET',
    path: apiRoutes.roulette,
    access: 'member',
    summary: '내 룰렛 시드, 오늘 돌린 횟수와 최근 기록',
    response: RouletteState,
  }),
  spin: endpoint({
    method: 'POST',
    path: apiRoutes.rouletteSpin,
    access: 'linked',
    summary: '룰렛 돌리기 (비용을 원장에서 차감하고 당첨 포인트 지급)',
    body: RouletteSpinInput,
    response: RouletteSpinResult,
  }),
  rotate: endpoint({
    method: 'POST',
    path: apiRoutes.rouletteSeed,
    access: 'member',
    summary: '현재 룰렛 시드 공개하고 새 시드로 바꾸기',
    body: RouletteRotateInput,
    response: RouletteRotateResult,
  }),
};

/** Draws are keyed by uuid: anything else is no draw (a 400, never a database error). */
export const DreamTicketParam = z.object({ id: z.string().uuid('드림 티켓을 찾을 수 없습니다.') });

/** `/event/dream-ticket`'s and `/admin/event/dream-ticket`'s calls. */
export const dreamTicketEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiRoutes.dreamTickets,
    access: 'public',
    summary: '드림티켓 목록',
    response: DreamTicketList,
  }),
  detail: endpoint({
    method: 'GET',
    path: apiRoutes.dreamTicket,
    access: 'public',
    summary: '드림티켓 상세 (로그인했으면 내 티켓 수 포함)',
    params: DreamTicketParam,
    response: DreamTicketDetail,
  }),
  entries: endpoint({
    method: 'GET',
    path: apiRoutes.dreamTicketEntries,
    access: 'public',
    summary: '추첨 검증용 티켓 목록',
    params: DreamTicketParam,
    response: DreamTicketEntries,
  }),
  buy: endpoint({
    method: 'POST',
    path: apiRoutes.dreamTicketBuy,
    access: 'linked',
    summary: '드림티켓 구매 (티켓 가격을 원장에서 차감)',
    params: DreamTicketParam,
    body: DreamTicketBuyInput,
    response: DreamTicketBuyResult,
  }),
  adminList: endpoint({
    method: 'GET',
    path: apiRoutes.adminDreamTickets,
    access: MANAGER_OR_HIGHER,
    summary: '관리용 드림티켓 목록',
    response: DreamTicketList,
  }),
  create: endpoint({
    method: 'POST',
    path: apiRoutes.adminDreamTickets,
    access: MANAGER_OR_HIGHER,
    summary: '드림티켓 열기',
    body: DreamTicketInput,
    response: DreamTicket,
  }),
};
