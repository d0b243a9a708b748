import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from './tables';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const hashSessionId = (sid: string) => createHash('sha256').update(sid).digest('base64url');

export async function createSession(
  db: Db,
  input: { userUuid: string; remember: boolean; deviceId: string | null; userAgent: string | null },
): Promise<{ sid: string; expiresAt: Date }> {
  const sid = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (input.remember ? REMEMBER_TTL_MS : SESSION_TTL_MS));
  await db.insert(sessions).values({ idHash: hashSessionId(sid), ...input, expiresAt });
  return { sid, expiresAt };
}

export type SessionUser = typeof users.$inferSelect;

/** The live session behind a cookie value, or null when unknown, expired, revoked or withdrawn. */
export async function findSession(
  db: Db,
  sid: string,
): Promise<{ idHash: string; user: SessionUser } | null> {
  const idHash = hashSessionId(sid);
  const [row] = await db
    .select({ user: users, idHash: sessions.idHash })
    .from(sessions)
    .innerJoin(users, eq(users.uuid, sessions.userUuid))
    .where(
      and(
        eq(sessions.idHash, idHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(users.withdrawnAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A device that had a session of this user (revoked or expired too), or registered the account: theirs. */
export async function isKnownDevice(db: Db, userUuid: string, deviceId: string): Promise<boolean> {
  const [session] = await db
    .select({ deviceId: sessions.deviceId })
    .from(sessions)
    .where(and(eq(sessions.userUuid, userUuid), eq(sessions.deviceId, deviceId)))
    .limit(1);
  if (session) return true;
  const [registered] = await db
    .select({ deviceId: users.deviceId })
    .from(users)
    .where(and(eq(users.uuid, userUuid), eq(users.deviceId, deviceId)))
    .limit(1);
  return !!registered;
}

export async function revokeSession(db: Db, idHash: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.idHash, idHash));
}

export async function revokeUserSessions(db: Db, userUuid: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userUuid, userUuid), isNull(sessions.revokedAt)));
}
