import { z } from 'zod';
import { isoDate } from './common';

/**
 * A match's live score on `/topic/sport-match/{id}` (SPEC section 7). One shape for every kind of
 * match the app follows: a StarCraft league game and a Doosan baseball game both come down to two
 * sides with a score and where the match stands. Ids are each module's own uuids, so they never meet.
 */
export const SportMatchKind = z.enum(['starcraft', 'baseball']);
export type SportMatchKind = z.infer<typeof SportMatchKind>;

export const SportMatchStatus = z.enum(['scheduled', 'live', 'final', 'cancelled']);
export type SportMatchStatus = z.infer<typeof SportMatchStatus>;

export const sportMatchStatusNames: Record<SportMatchStatus, string> = {
  scheduled: '예정',
  live: '진행 중',
  final: '종료',
  cancelled: '취소',
};

export const SportMatchSide = z.object({ name: z.string(), score: z.number().int().min(0) });
export type SportMatchSide = z.infer<typeof SportMatchSide>;

export const SportMatchEvent = z.object({
  id: z.string(),
  kind: SportMatchKind,
  sides: z.tuple([SportMatchSide, SportMatchSide]),
  status: SportMatchStatus,
  updatedAt: isoDate,
});
export type SportMatchEvent = z.infer<typeof SportMatchEvent>;
