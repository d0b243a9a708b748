import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_PROFILE, type MemberProfile, rankTierOf } from '../../../src/contract';
import type { Db } from '../../db/client';
import { users } from '../user/tables';

/** A member's public profile; null for an unknown or withdrawn member. */
export async function readMemberProfile(db: Db, uuid: string): Promise<MemberProfile | null> {
  const [row] = await db
    .select({ uuid: users.uuid, nickname: users.nickname, profile: users.profile, earned: users.earnedPoint })
    .from(users)
    .where(and(eq(users.uuid, uuid), isNull(users.withdrawnAt)));
  if (!row) return null;
  return {
    uuid: row.uuid,
    nickname: row.nickname,
    profileUri: (row.profile ?? DEFAULT_PROFILE).uri,
    tier: rankTierOf(row.earned).code,
  };
}
