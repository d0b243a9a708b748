import { and, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Profile, User, UserTableRow } from '../../../src/contract';
import type { Db } from '../../db/client';
import { toUserDto } from './dto';
import { reserveNames } from './name-rules';
import { toUserTableRow } from './resources';
import type { SessionUser } from './sessions';
import { boardRoles, reservedNames, sessions, userSocials, users } from './tables';

/** A name nobody holds, one a member holds, or one a withdrawn member held lately. */
export type NameState = 'free' | 'taken' | 'reserved';

type NewUser = Pick<typeof users.$inferInsert, 'username' | 'nickname' | 'passwordHash' | 'deviceId'>;

/** Members' accounts: names, password, device, withdrawal. Sessions themselves are in `sessions.ts`. */
export function createAccountRepository(db: Db) {
  const update = async (uuid: string, set: Partial<typeof users.$inferInsert>): Promise<SessionUser> => {
    const [row] = await db.update(users).set(set).where(eq(users.uuid, uuid)).returning();
    return row!;
  };

  async function nameState(kind: 'username' | 'nickname', held: SQL, name: string): Promise<NameState> {
    const [row] = await db
      .select({
        taken: sql<boolean>`exists (select 1 from ${users} where ${held})`,
        reserved: sql<boolean>`exists (select 1 from ${reservedNames} where ${reservedNames.kind} = ${kind}
          and ${reservedNames.name} = lower(${name}) and ${reservedNames.until} > now())`,
      })
      .from(sql`(values (1)) as one (x)`);
    return row?.taken ? 'taken' : row?.reserved ? 'reserved' : 'free';
  }

  return {
    /** Whether a member row exists (withdrawn members included), for modules that name a member. */
    async exists(uuid: string): Promise<boolean> {
      const [row] = await db.select({ uuid: users.uuid }).from(users).where(eq(users.uuid, uuid)).limit(1);
      return !!row;
    },

    /** The member's account as they see it, with their board roles and social logins. */
    async dtoOf(user: SessionUser): Promise<User> {
      const [roles, socials] = await Promise.all([
        db.select().from(boardRoles).where(eq(boardRoles.userUuid, user.uuid)),
        db.select().from(userSocials).where(eq(userSocials.userUuid, user.uuid)),
      ]);
      return toUserDto(user, roles, socials);
    },

    /** Every member who has not withdrawn, newest first: the admin list filters them in the browser. */
    async listMembers(): Promise<UserTableRow[]> {
      const rows = await db
        .select()
        .from(users)
        .where(isNull(users.withdrawnAt))
        .orderBy(desc(users.createdAt));
      return rows.map(toUserTableRow);
    },

    /**
     * Whether a username is held (whatever its case), or was held by a member who withdrew within
     * the reserved period (`name-rules.ts`); one query for both.
     */
    usernameState: (username: string): Promise<NameState> =>
      nameState('username', sql`lower(${users.username}) = lower(${username})`, username),

    /** The same for a nickname; `exceptUuid` is the member renaming themselves. */
    nicknameState: (nickname: string, exceptUuid?: string): Promise<NameState> =>
      nameState(
        'nickname',
        sql`lower(${users.nickname}) = lower(${nickname})${exceptUuid ? sql` and ${users.uuid} <> ${exceptUuid}` : sql``}`,
        nickname,
      ),

    async create(user: NewUser): Promise<SessionUser> {
      const [row] = await db
        .insert(users)
        .values({ uuid: crypto.randomUUID(), roles: ['USER'], ...user })
        .returning();
      return row!;
    },

    /** The member who may sign in with this username (withdrawn members may not). */
    async findByUsername(username: string): Promise<SessionUser | undefined> {
      const [user] = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${username})`, sql`${users.withdrawnAt} is null`))
        .limit(1);
      return user;
    },

    setNickname: (uuid: string, nickname: string) => update(uuid, { nickname }),

    setPasswordHash: (uuid: string, passwordHash: string) => update(uuid, { passwordHash }),

    setProfile: (uuid: string, profile: Profile) => update(uuid, { profile }),

    /** The member's device, and the session's: each session remembers the device it was opened on. */
    async setDeviceId(uuid: string, sessionId: string, deviceId: string): Promise<SessionUser> {
      const updated = await update(uuid, { deviceId });
      await db.update(sessions).set({ deviceId }).where(eq(sessions.idHash, sessionId));
      return updated;
    },

    /** Ends the member's other open sessions; their ids. */
    async revokeOtherSessions(uuid: string, keepSessionId: string): Promise<string[]> {
      const others = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userUuid, uuid),
            ne(sessions.idHash, keepSessionId),
            sql`${sessions.revokedAt} is null`,
          ),
        )
        .returning({ idHash: sessions.idHash });
      return others.map((s) => s.idHash);
    },

    /**
     * Posts keep the nickname they were written with; the account's username and nickname stay
     * reserved for a while (`name-rules.ts`), then anyone may take them.
     */
    async withdraw(user: Pick<SessionUser, 'uuid' | 'username' | 'nickname'>): Promise<void> {
      const tag = user.uuid.slice(0, 8);
      await db.transaction(async (tx) => {
        // Their social logins are freed: the same NAVER account may join again later.
        await tx.delete(userSocials).where(eq(userSocials.userUuid, user.uuid));
        await reserveNames(tx, user);
        await tx
          .update(users)
          .set({
            withdrawnAt: new Date(),
            username: `withdrawn_${tag}_${Date.now()}`,
            nickname: `탈퇴회원_${tag}`,
            afreecatvUserId: null,
            deviceId: null,
          })
          .where(eq(users.uuid, user.uuid));
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
