import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { endpoint } from './endpoint';
import { RANK_TIERS, type RankTierInfo } from './rank-tiers';

export const RankTier = z.enum(
  RANK_TIERS.map((t) => t.code) as [RankTierInfo['code'], ...RankTierInfo['code'][]],
);
export type RankTier = z.infer<typeof RankTier>;

/** SPEC section 3 "User right codes": icons an admin grants beside a name. */
export const RightCode = z.enum(['P_S', 'P_B']);
export type RightCode = z.infer<typeof RightCode>;
export const rightNames: Record<RightCode, string> = { P_S: '왕관', P_B: '응가' };

/** What stands beside a member's name: the tier and the granted right icons. */
export const MemberBadge = z.object({
  uuid: z.string().uuid(),
  tier: RankTier,
  rights: z.array(RightCode),
});
export type MemberBadge = z.infer<typeof MemberBadge>;

/** `GET /api/v1/p/user/badge?uuid=…`: the badges of up to 100 members (unknown ones left out). */
export const MEMBER_BADGE_BATCH = 100;
export const MemberBadgeQuery = z.object({
  uuid: z
    .union([z.string().uuid(), z.array(z.string().uuid()).max(MEMBER_BADGE_BATCH)])
    .transform((v) => (Array.isArray(v) ? v : [v])),
});
export const MemberBadgeList = z.object({ badges: z.array(MemberBadge) });
export type MemberBadgeList = z.infer<typeof MemberBadgeList>;

/** `PUT /api/v1/user/right-icon`: an admin grants or takes back a right icon. */
export const RightIconInput = z.object({
  userUuid: z.string().uuid('회원을 선택해 주세요.'),
  code: RightCode,
  granted: z.boolean(),
});
export type RightIconInput = z.infer<typeof RightIconInput>;

/** Rank icons beside names (anyone may read them) and the right icons admins grant. */
export const badgeEndpoints = {
  badges: endpoint({
    method: 'GET',
    path: apiRoutes.memberBadges,
    access: 'public',
    summary: '회원들의 등급 아이콘과 특수 아이콘',
    query: MemberBadgeQuery,
    response: MemberBadgeList,
  }),
  setRightIcon: endpoint({
    method: 'PUT',
    path: apiRoutes.rightIcon,
    access: ['ADMIN'],
    summary: '특수 아이콘 주기 또는 거두기',
    body: RightIconInput,
    response: MemberBadgeList,
  }),
};
