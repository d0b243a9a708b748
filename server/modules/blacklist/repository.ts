import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { UserModeration } from '../../../src/contract';
import type { Db } from '../../db/client';
import { type Alongside, withAlongside } from '../../lib/alongside';
import { boardRoles, users } from '../user/tables';
import { soopBlacklist, userBlacklist } from './tables';

/** Who staff barred from writing, by account or by SOOP id. */
export function createBlacklistRepository(db: Db) {
  return {
    /** The uuids among these that are live members. */
    async existingUsers(uuids: string[]): Promise<Set<string>> {
      const rows = await db
        .select({ uuid: users.uuid })
        .from(users)
        .where(and(inArray(users.uuid, uuids), isNull(users.withdrawnAt)));
      return new Set(rows.map((r) => r.uuid));
    },

    /** Bars or frees members; answers those whose bar was set or lifted (a lift of no bar is none). */
    setUsers: (
      uuids: string[],
      blacklisted: boolean,
      reason: string,
      actorUuid: string,
      alongside?: Alongside<string[]>,
    ): Promise<string[]> =>
      withAlongside(
        db,
        async (q) => {
          const changed = blacklisted
            ? await q
                .insert(userBlacklist)
                .values(uuids.map((userUuid) => ({ userUuid, reason, actorUuid })))
                .onConflictDoUpdate({ target: userBlacklist.userUuid, set: { reason, actorUuid } })
                .returning({ id: userBlacklist.userUuid })
            : await q
                .delete(userBlacklist)
                .where(inArray(userBlacklist.userUuid, uuids))
                .returning({ id: userBlacklist.userUuid });
          return changed.map((row) => row.id);
        },
        alongside,
      ),

    /** The same for SOOP ids. */
    setSoopIds: (
      ids: string[],
      blacklisted: boolean,
      reason: string,
      actorUuid: string,
      alongside?: Alongside<string[]>,
    ): Promise<string[]> =>
      withAlongside(
        db,
        async (q) => {
          const changed = blacklisted
            ? await q
                .insert(soopBlacklist)
                .values(ids.map((soopUserId) => ({ soopUserId, reason, actorUuid })))
                .onConflictDoUpdate({ target: soopBlacklist.soopUserId, set: { reason, actorUuid } })
                .returning({ id: soopBlacklist.soopUserId })
            : await q
                .delete(soopBlacklist)
                .where(inArray(soopBlacklist.soopUserId, ids))
                .returning({ id: soopBlacklist.soopUserId });
          return changed.map((row) => row.id);
        },
        alongside,
      ),

    /** Barred: the account itself, or the SOOP id it is linked to. */
    async mayWrite(userUuid: string, soopUserId: string | null): Promise<boolean> {
      const [byAccount] = await db
        .select({ uuid: userBlacklist.userUuid })
        .from(userBlacklist)
        .where(eq(userBlacklist.userUuid, userUuid))
        .limit(1);
      if (byAccount) return false;
      if (!soopUserId) return true;
      const [bySoop] = await db
        .select({ id: soopBlacklist.soopUserId })
        .from(soopBlacklist)
        .where(eq(soopBlacklist.soopUserId, soopUserId.toLowerCase()))
        .limit(1);
      return !bySoop;
    },

    /** Which bar holds the member, each on its own (the status page says which). */
    async barsOf(userUuid: string, soopUserId: string | null) {
      const [[byAccount], [bySoop]] = await Promise.all([
        db
          .select({ uuid: userBlacklist.userUuid })
          .from(userBlacklist)
          .where(eq(userBlacklist.userUuid, userUuid))
          .limit(1),
        soopUserId
          ? db
              .select({ id: soopBlacklist.soopUserId })
              .from(soopBlacklist)
              .where(eq(soopBlacklist.soopUserId, soopUserId.toLowerCase()))
              .limit(1)
          : [],
      ]);
      return { blacklisted: !!byAccount, soopBlacklisted: !!bySoop };
    },

    async moderation(userUuid: string): Promise<UserModeration | undefined> {
      const [user] = await db
        .select({ uuid: users.uuid, point: users.point, soopUserId: users.afreecatvUserId })
        .from(users)
        .where(eq(users.uuid, userUuid))
        .limit(1);
      if (!user) return undefined;
      const roles = await db
        .select({ boardId: boardRoles.boardId, code: boardRoles.roleCode })
        .from(boardRoles)
        .where(eq(boardRoles.userUuid, userUuid));
      const [barred] = await db.select().from(userBlacklist).where(eq(userBlacklist.userUuid, userUuid));
      const [soopBarred] = user.soopUserId
        ? await db
            .select()
            .from(soopBlacklist)
            .where(eq(soopBlacklist.soopUserId, user.soopUserId.toLowerCase()))
        : [];
      return {
        uuid: user.uuid,
        point: user.point,
        boardRoleList: roles.map((r) => ({ boardId: r.boardId, role: { code: r.code as 'ADMIN' } })),
        blacklisted: !!barred,
        blacklistReason: barred?.reason ?? '',
        soopBlacklisted: !!soopBarred,
      };
    },
  };
}

export type BlacklistRepository = ReturnType<typeof createBlacklistRepository>;
