import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type MemberBadge, type RightCode, rankTierOf } from '../../../src/contract';
import type { Db } from '../../db/client';
import { users } from '../user/tables';
import { userRights } from './tables';

/** What stands beside each member's name: the tier of their earned points and their right icons. */
export async function readBadges(db: Db, uuids: readonly string[]): Promise<MemberBadge[]> {
  if (uuids.length === 0) return [];
  const [members, rights] = await Promise.all([
    db
      .select({ uuid: users.uuid, earned: users.earnedPoint })
      .from(users)
      .where(and(inArray(users.uuid, [...uuids]), isNull(users.withdrawnAt))),
    db
      .select({ userUuid: userRights.userUuid, code: userRights.code })
      .from(userRights)
      .where(inArray(userRights.userUuid, [...uuids])),
  ]);
  const rightsOf = new Map<string, RightCode[]>();
  for (const r of rights) rightsOf.set(r.userUuid, [...(rightsOf.get(r.userUuid) ?? []), r.code]);
  return members.map((m) => ({
    uuid: m.uuid,
    tier: rankTierOf(m.earned).code,
    rights: (rightsOf.get(m.uuid) ?? []).sort(),
  }));
}

/** Grants or takes back one right icon; true when something changed. */
export async function setRight(
  db: Db,
  input: { userUuid: string; code: RightCode; granted: boolean },
  adminUuid: string,
): Promise<boolean> {
  const changed = input.granted
    ? await db
        .insert(userRights)
        .values({ userUuid: input.userUuid, code: input.code, grantedBy: adminUuid })
        .onConflictDoNothing()
        .returning()
    : await db
        .delete(userRights)
        .where(and(eq(userRights.userUuid, input.userUuid), eq(userRights.code, input.code)))
        .returning();
  return changed.length > 0;
}
