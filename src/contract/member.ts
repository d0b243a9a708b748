import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { endpoint } from './endpoint';
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

const MemberParam = z.object({ id: z.string().uuid('회원을 찾을 수 없습니다.') });

/** A member's profile page data; anyone may read it, as anyone sees it beside their posts. */
export const memberEndpoints = {
  profile: endpoint({
    method: 'GET',
    path: apiRoutes.memberProfile,
    access: 'public',
    summary: '회원 프로필',
    params: MemberParam,
    response: MemberProfile,
  }),
};
