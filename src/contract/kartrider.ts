import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { Done } from './common';
import { endpoint } from './endpoint';
import { MANAGER_OR_HIGHER } from './roles';

/**
 * The crew's KartRider tier list and track records (`/kartrider/tier`), edited by admins. Imported
 * by its path, not through the contract barrel: only the lazy page and the server need it.
 */

export const KART_TIER_NOT_FOUND = '티어를 찾을 수 없습니다.';
export const KART_RECORD_NOT_FOUND = '기록을 찾을 수 없습니다.';

const name = (label: string, max: number) =>
  z
    .string({ error: `${label} 항목은 필수입니다.` })
    .trim()
    .min(1, `${label} 항목은 필수입니다.`)
    .max(max, `${label}은(는) 최대 ${max}자 이하여야 합니다.`);

export const KartTier = z.object({
  id: z.string(),
  name: z.string(),
  /** The racers in this tier, in order. */
  racers: z.array(z.string()),
  sort: z.number().int(),
});
export type KartTier = z.infer<typeof KartTier>;

export const KartTierInput = z.object({
  name: name('티어 이름', 20),
  racers: z
    .array(name('선수 이름', 30), { error: '선수 목록이 올바르지 않습니다.' })
    .max(50, '한 티어에 선수는 최대 50명입니다.'),
  sort: z
    .number({ error: '정렬 순서 항목은 항상 숫자여야 합니다.' })
    .refine(Number.isInteger, '정렬 순서 항목은 항상 정수여야 합니다.')
    .min(0, '정렬 순서는 0 이상이어야 합니다.')
    .max(9999, '정렬 순서는 9999 이하여야 합니다.'),
});
export type KartTierInput = z.input<typeof KartTierInput>;

export const KartRecord = z.object({
  id: z.string(),
  track: z.string(),
  /** The lap record in milliseconds. */
  timeMs: z.number().int(),
  racer: z.string(),
  /** The day it was set (YYYY-MM-DD, Seoul). */
  recordedOn: z.string(),
});
export type KartRecord = z.infer<typeof KartRecord>;

/** `1:23.456` (or `83.456`) to milliseconds; null when it is not a time. */
export function parseKartTime(text: string): number | null {
  const match = /^\s*(?:(\d{1,2}):)?(\d{1,2})(?:\.(\d{1,3}))?\s*$/.exec(text);
  if (!match) return null;
  const [, minutes, seconds, fraction] = match;
  if (minutes !== undefined && Number(seconds) >= 60) return null;
  return Number(minutes ?? 0) * 60_000 + Number(seconds) * 1000 + Number((fraction ?? '').padEnd(3, '0'));
}

/** Milliseconds as KartRider shows a lap: `1:23.456`. */
export function formatKartTime(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

export const KartRecordInput = z.object({
  track: name('트랙', 40),
  time: z
    .string({ error: '기록 항목은 필수입니다.' })
    .refine((t) => (parseKartTime(t) ?? 0) > 0, '기록은 1:23.456 처럼 분:초.밀리초로 적어 주세요.')
    .transform((t) => parseKartTime(t)!),
  racer: name('선수 이름', 30),
  recordedOn: z
    .string({ error: '기록한 날 항목은 필수입니다.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, '날짜를 YYYY-MM-DD 형식으로 입력해 주세요.')
    .refine((day) => {
      const at = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
    }, '없는 날짜입니다.'),
});
export type KartRecordInput = z.input<typeof KartRecordInput>;

export const KartBoard = z.object({ tiers: z.array(KartTier), records: z.array(KartRecord) });
export type KartBoard = z.infer<typeof KartBoard>;

/** Ids are uuids: anything else names nothing (a 400 with the field's message, never a database error). */
export const KartTierParam = z.object({ id: z.string().uuid(KART_TIER_NOT_FOUND) });
export const KartRecordParam = z.object({ id: z.string().uuid(KART_RECORD_NOT_FOUND) });

/** `/kartrider/tier`: anyone reads; staff edit tiers and records. */
export const kartriderEndpoints = {
  board: endpoint({
    method: 'GET',
    path: apiRoutes.kartBoard,
    access: 'public',
    summary: '카트라이더 티어표와 트랙 기록',
    response: KartBoard,
  }),
  addTier: endpoint({
    method: 'POST',
    path: apiRoutes.adminKartTiers,
    access: MANAGER_OR_HIGHER,
    summary: '카트라이더 티어 추가',
    body: KartTierInput,
    response: Done,
  }),
  updateTier: endpoint({
    method: 'PUT',
    path: apiRoutes.adminKartTier,
    access: MANAGER_OR_HIGHER,
    summary: '카트라이더 티어 수정',
    params: KartTierParam,
    body: KartTierInput,
    response: Done,
  }),
  removeTier: endpoint({
    method: 'DELETE',
    path: apiRoutes.adminKartTier,
    access: MANAGER_OR_HIGHER,
    summary: '카트라이더 티어 삭제',
    params: KartTierParam,
    response: Done,
  }),
  addRecord: endpoint({
    method: 'POST',
    path: apiRoutes.adminKartRecords,
    access: MANAGER_OR_HIGHER,
    summary: '카트라이더 트랙 기록 추가',
    body: KartRecordInput,
    response: Done,
  }),
  updateRecord: endpoint({
    method: 'PUT',
    path: apiRoutes.adminKartRecord,
    access: MANAGER_OR_HIGHER,
    summary: '카트라이더 트랙 기록 수정',
    params: KartRecordParam,
    body: KartRecordInput,
    response: Done,
  }),
  removeRecord: endpoint({
    method: 'DELETE',
    path: apiRoutes.adminKartRecord,
    access: MANAGER_OR_HIGHER,
    summary: '카트라이더 트랙 기록 삭제',
    params: KartRecordParam,
    response: Done,
  }),
};
