import { z } from 'zod';
import { isoDate } from './common';

/**
 * Point drop (포인트 드롭, PRODUCT.md "Events on stream"): a manager drops a pool of points split at
 * creation into random packets (each at least 1 point, summing exactly to the pool, stored so the
 * split is fixed and can be checked); signed-in members catch one packet each through the ledger
 * until none are left or the drop's time runs out (what is left then is simply never handed out).
 */

export const PointDropStatus = z.enum(['OPEN', 'CLOSED']);
export type PointDropStatus = z.infer<typeof PointDropStatus>;

export const pointDropStatusNames: Record<PointDropStatus, string> = { OPEN: '진행 중', CLOSED: '종료' };

export const MAX_DROP_POINTS = 1_000_000;
export const MAX_DROP_PACKETS = 1_000;

export const PointDrop = z.object({
  id: z.string(),
  title: z.string(),
  totalPoints: z.number().int(),
  packetCount: z.number().int(),
  /** Packets not caught yet. */
  remaining: z.number().int(),
  /**
   * Points handed out, null while the drop is open: with the pool it would tell what the packets
   * left hold, so a bot could wait for the big one. Public once the drop ends.
   */
  caughtPoints: z.number().int().nullable(),
  status: PointDropStatus,
  createdAt: isoDate,
  endsAt: isoDate,
  closedAt: isoDate.nullable(),
  /** The caller's packet, null when they caught none (or are signed out). */
  myAmount: z.number().int().nullable(),
});
export type PointDrop = z.infer<typeof PointDrop>;

/** `GET /api/v1/point-drop` (open ones first, then the latest past ones) and `/active`. */
export const PointDropList = z.object({ data: z.array(PointDrop) });
export type PointDropList = z.infer<typeof PointDropList>;

/** `POST /api/v1/admin/point-drop`: start a drop now. */
export const PointDropInput = z
  .object({
    title: z.string().trim().max(40, '제목은 40자까지 쓸 수 있어요.').default(''),
    totalPoints: z
      .number({ error: '포인트를 숫자로 입력해 주세요.' })
      .int('포인트는 정수로 입력해 주세요.')
      .min(1, '포인트는 1 이상이어야 해요.')
      .max(MAX_DROP_POINTS, `포인트는 ${MAX_DROP_POINTS.toLocaleString('ko-KR')}까지 뿌릴 수 있어요.`),
    packetCount: z
      .number({ error: '봉투 수를 숫자로 입력해 주세요.' })
      .int('봉투 수는 정수로 입력해 주세요.')
      .min(1, '봉투는 1개 이상이어야 해요.')
      .max(MAX_DROP_PACKETS, `봉투는 ${MAX_DROP_PACKETS.toLocaleString('ko-KR')}개까지 만들 수 있어요.`),
    durationSeconds: z
      .number({ error: '시간을 숫자로 입력해 주세요.' })
      .int('시간은 정수로 입력해 주세요.')
      .min(10, '10초 이상으로 정해 주세요.')
      .max(3600, '1시간(3600초)까지 정할 수 있어요.'),
  })
  .refine((d) => d.packetCount <= d.totalPoints, {
    message: '봉투마다 1포인트 이상 들어가야 해서, 봉투 수는 포인트보다 많을 수 없어요.',
    path: ['packetCount'],
  });
export type PointDropInput = z.infer<typeof PointDropInput>;

/** One packet of a drop, in catching order, and who caught it. */
export const PointDropPacket = z.object({
  seq: z.number().int(),
  /** Null while the drop is open, but for the caller's own packet (see `caughtPoints`). */
  amount: z.number().int().nullable(),
  userUuid: z.string().nullable(),
  nickname: z.string().nullable(),
  caughtAt: isoDate.nullable(),
});
export type PointDropPacket = z.infer<typeof PointDropPacket>;

/** `GET /api/v1/point-drop/{id}/packets`: the fixed split and its catchers, for anyone to check once it ends. */
export const PointDropPackets = z.object({ drop: PointDrop, packets: z.array(PointDropPacket) });
export type PointDropPackets = z.infer<typeof PointDropPackets>;

/** `POST /api/v1/point-drop/{id}/catch`. */
export const PointDropCatchResult = z.object({
  dropId: z.string(),
  amount: z.number().int(),
  /** The member's balance after the catch. */
  point: z.number().int(),
});
export type PointDropCatchResult = z.infer<typeof PointDropCatchResult>;

/**
 * `/topic/point-drop/{id}`: what is left, batched (at most one message per node every 150 ms).
 * Several nodes may send in any order: a client keeps the lowest `remaining` it has seen.
 * A drop starting or ending is also sent on `/topic/point-drop`.
 */
export const PointDropCountEvent = z.object({
  id: z.string(),
  remaining: z.number().int(),
  packetCount: z.number().int(),
  status: PointDropStatus,
});
export type PointDropCountEvent = z.infer<typeof PointDropCountEvent>;

/** `/topic/point-drop`: a drop started or ended, so open pages show or hide it at once. */
export const PointDropEvent = z.object({ type: z.enum(['start', 'end']), data: PointDrop });
export type PointDropEvent = z.infer<typeof PointDropEvent>;

/** `/topic/point-drop-user/{uuid}`: the member's own catch, for their other tabs and devices. */
export const PointDropUserEvent = PointDropCatchResult;
export type PointDropUserEvent = z.infer<typeof PointDropUserEvent>;
