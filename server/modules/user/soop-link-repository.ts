import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { soopLinkCodes, users } from './tables';

type LinkCode = typeof soopLinkCodes.$inferSelect;

/** Which member a SOOP id is linked to, and the codes members put on their stations to prove it. */
export function createSoopLinkRepository(db: Db) {
  return {
    async ownerOf(afreecatvUserId: string): Promise<string | undefined> {
      const [owner] = await db
        .select({ uuid: users.uuid })
        .from(users)
        .where(eq(users.afreecatvUserId, afreecatvUserId))
        .limit(1);
      return owner?.uuid;
    },

    /** A new code replaces the member's earlier one. */
    async saveCode(code: LinkCode): Promise<void> {
      await db
        .insert(soopLinkCodes)
        .values(code)
        .onConflictDoUpdate({ target: soopLinkCodes.userUuid, set: code });
    },

    async codeOf(userUuid: string): Promise<LinkCode | undefined> {
      const [issued] = await db
        .select()
        .from(soopLinkCodes)
        .where(eq(soopLinkCodes.userUuid, userUuid))
        .limit(1);
      return issued;
    },

    /** Links the member and spends their code; the member's row after. */
    async link(userUuid: string, afreecatvUserId: string) {
      const [linked] = await db
        .update(users)
        .set({ afreecatvUserId })
        .where(eq(users.uuid, userUuid))
        .returning();
      await db.delete(soopLinkCodes).where(eq(soopLinkCodes.userUuid, userUuid));
      return linked!;
    },

    /** The member's linked id; undefined when there is no such member. */
    async linkedId(userUuid: string): Promise<{ afreecatvUserId: string | null } | undefined> {
      const [user] = await db
        .select({ afreecatvUserId: users.afreecatvUserId })
        .from(users)
        .where(eq(users.uuid, userUuid))
        .limit(1);
      return user;
    },

    /** False when there is no such member. */
    async unlink(userUuid: string): Promise<boolean> {
      const [user] = await db
        .update(users)
        .set({ afreecatvUserId: null })
        .where(eq(users.uuid, userUuid))
        .returning({ uuid: users.uuid });
      return !!user;
    },
  };
}

export type SoopLinkRepository = ReturnType<typeof createSoopLinkRepository>;
