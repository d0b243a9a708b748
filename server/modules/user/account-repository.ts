import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Profile, User, UserTableRow } from '../../../src/contract';
import type { Db } from '../../db/client';
import { toUserDto } from './dto';
import { toUserTableRow } from './resources';
import type { SessionUser } from './sessions';
import { boardRoles, sessions, userSocials, users } from './tables';

type NewUser = Pick<typeof users.$inferInsert, 'username' | 'nickname' | 'passwordHash' | 'deviceId'>;

/** Members' accounts: names, password, device, withdrawal. Sessions themselves are in `sessions.ts`. */
export function createAccountRepository(db: Db) {
  const update = async (uuid: string, set: Partial<typeof users.$inferInsert>): Promise<SessionUser> => {
    const [row] = await db.update(users).set(set).where(eq(users.uuid, uuid)).returning();
    return row!;
  };

  return {
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

    /** Usernames are unique whatever their case. */
    async usernameTaken(username: string): Promise<boolean> {
      const [taken] = await db
        .select({ uuid: users.uuid })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return !!taken;
    },

    /** Nicknames are unique whatever their case; `exceptUuid` is the member renaming themselves. */
    async nicknameTaken(nickname: string, exceptUuid?: string): Promise<boolean> {
      const [taken] = await db
        .select({ uuid: users.uuid })
        .from(users)
        .where(
          and(
            sql`lower(${users.nickname}) = lower(${nickname})`,
            exceptUuid ? ne(users.uuid, exceptUuid) : undefined,
          ),
        )
        .limit(1);
      return !!taken;
    },

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

    /** The name and nickname are freed for others; posts keep the nickname they were written with. */
    async withdraw(uuid: string): Promise<void> {
      const tag = uuid.slice(0, 8);
      // Their social logins are freed too: the same NAVER account may join again later.
      await db.delete(userSocials).where(eq(userSocials.userUuid, uuid));
      await update(uuid, {
        withdrawnAt: new Date(),
        username: `withdrawn_${tag}_${Date.now()}`,
        nickname: `탈퇴회원_${tag}`,
        afreecatvUserId: null,
        deviceId: null,
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
