import { eq } from 'drizzle-orm';
import { DEFAULT_PROFILE, type SocialProvider, type User } from '../../../src/contract';
import type { Db } from '../../db/client';
import { boardRoles, userSocials } from '../../db/schema';
import type { SessionUser } from './sessions';

export const profileOf = (user: Pick<SessionUser, 'profile'>) => user.profile ?? { ...DEFAULT_PROFILE };

export async function toUserDto(db: Db, user: SessionUser): Promise<User> {
  const [roles, socials] = await Promise.all([
    db.select().from(boardRoles).where(eq(boardRoles.userUuid, user.uuid)),
    db.select().from(userSocials).where(eq(userSocials.userUuid, user.uuid)),
  ]);
  return {
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
  };
}
