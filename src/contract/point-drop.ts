import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { isoDate } from './common';
import { endpoint } from './endpoint';
import { PointRanking, RankQuery } from './ranking';
import { MANAGER_OR_HIGHER } from './roles';

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

/** Drops are keyed by uuid: anything else is no drop (a 400, never a database error). */
export const PointDropParam = z.object({ id: z.string().uuid('포인트 드롭을 찾을 수 없어요.') });

/** `/event/point-drop`'s, `/rank/point-drop`'s and `/admin/event/point-drop`'s endpoints. */
export const pointDropEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiRoutes.pointDrops,
    access: 'member',
    summary: '포인트 드롭 목록 (진행 중인 것 먼저, 이어서 최근 끝난 것)',
    response: PointDropList,
  }),
  active: endpoint({
    method: 'GET',
    path: apiRoutes.pointDropsActive,
    access: 'member',
    summary: '진행 중인 포인트 드롭',
    response: PointDropList,
  }),
  packets: endpoint({
    method: 'GET',
    path: apiRoutes.pointDropPackets,
    access: 'member',
    summary: '포인트 드롭의 봉투 나눔과 받은 사람 (끝난 뒤 검증용)',
    params: PointDropParam,
    response: PointDropPackets,
  }),
  catch: endpoint({
    method: 'POST',
    path: apiRoutes.pointDropCatch,
    access: 'linked',
    summary: '포인트 드롭 봉투 받기 (원장에 적립)',
    params: PointDropParam,
    response: PointDropCatchResult,
  }),
  rank: endpoint({
    method: 'GET',
    path: apiRoutes.pointDropRank,
    access: 'member',
    summary: '포인트 드롭 랭킹 (기간별 받은 포인트)',
    query: RankQuery,
    response: PointRanking,
  }),
  adminList: endpoint({
    method: 'GET',
    path: apiRoutes.adminPointDrops,
    access: MANAGER_OR_HIGHER,
    summary: '관리용 포인트 드롭 목록',
    response: PointDropList,
  }),
  start: endpoint({
    method: 'POST',
    path: apiRoutes.adminPointDrops,
    access: MANAGER_OR_HIGHER,
    summary: '포인트 드롭 시작 (포인트를 봉투로 나눠 지금 뿌리기)',
    body: PointDropInput,
    response: PointDrop,
  }),
  close: endpoint({
    method: 'POST',
    path: apiRoutes.adminPointDropClose,
    access: MANAGER_OR_HIGHER,
    summary: '포인트 드롭 일찍 끝내기',
    params: PointDropParam,
    response: PointDrop,
  }),
};
