import { z } from 'zod';
import { RankTier } from './rank';

/**
 * `GET /api/v1/p/user/{uuid}/profile`: what anyone may see of a member on their profile page (what
 * their posts already show: nickname and picture, and the tier of their earned points). Withdrawn
 * members have none.
 */
export const MemberProfile = z.object({
  uuid: z.string().uuid(),
  nickname: z.string(),
  profileUri: z.string(),
  tier: RankTier,
});
export type MemberProfile = z.infer<typeof MemberProfile>;
