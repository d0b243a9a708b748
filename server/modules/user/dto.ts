import { DEFAULT_PROFILE, type SocialProvider, type User } from '../../../src/contract';
import type { SessionUser } from './sessions';
import type { boardRoles, userSocials } from './tables';

export const profileOf = (user: Pick<SessionUser, 'profile'>) => user.profile ?? { ...DEFAULT_PROFILE };

/** What a member sees of their account: their row with their board roles and social logins. */
export const toUserDto = (
  user: SessionUser,
  roles: (typeof boardRoles.$inferSelect)[],
  socials: (typeof userSocials.$inferSelect)[],
): User => ({
  uuid: user.uuid,
  username: user.username,
  nickname: user.nickname,
  point: user.point,
  roles: user.roles,
  profile: profileOf(user),
  boardRoleList: roles.map((r) => ({ boardId: r.boardId, role: { code: 'ADMIN' as const } })),
  socialList: socials.map((s) => ({ provider: s.provider as SocialProvider })),
  afreecatvUserId: user.afreecatvUserId,
  deviceId: user.deviceId,
  createdAt: user.createdAt.toISOString(),
});
