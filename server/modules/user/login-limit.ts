import { and, count, eq, gt, lt, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { isKnownDevice } from './sessions';

/**
 * Failed logins, kept in the database so every node sees them. A lock holds one source (the
 * caller's address, or a device that signed in to that account before) for one username: an
 * attacker's failures never lock the owner out from elsewhere, and never on the owner's own device.
 */
export const LOGIN_LIMIT = {
  /** Failures older than this are forgotten. */
  windowMs: 60 * 60 * 1000,
  /** Failures a source may make on one username before it has to wait. */
  freeTries: 5,
  /** The first wait; each further failure doubles it, up to `maxWaitMs`. */
  firstWaitMs: 60 * 1000,
  maxWaitMs: 15 * 60 * 1000,
  /** Failures one address may make across all usernames in `ipWindowMs` (guessing many accounts). */
  perIp: 30,
  ipWindowMs: 10 * 60 * 1000,
  /** Failures on one username from unknown sources in `ipWindowMs`, from many addresses at once. */
  perUsername: 100,
} as const;

/**
 * Where an attempt comes from. `login_failures.ip` holds it: the address, or `device:<id>` when
 * the device already signed in to that account (its failures are its own).
 */
export type LoginSource = { key: string; knownDevice: boolean };

/** A device that once had a session for this user, or registered the account, is the owner's. */
export async function loginSource(
  db: Db,
  ip: string,
  deviceId: string | null,
  userUuid: string | undefined,
): Promise<LoginSource> {
  if (deviceId && userUuid && (await isKnownDevice(db, userUuid, deviceId))) {
    return { key: `device:${deviceId}`, knownDevice: true };
  }
  return { key: ip, knownDevice: false };
}

const tooMany = (waitMs: number) =>
  new HttpError(
    429,
    `로그인 시도가 너무 많습니다. ${Math.max(1, Math.ceil(waitMs / 60_000))}분 후에 다시 시도해 주세요.`,
  );

export async function assertLoginAllowed(db: Db, source: LoginSource, username: string): Promise<void> {
  const now = Date.now();
  const name = username.toLowerCase();
  /** Failures matching `where` in the wider window; a known device is not held to those caps. */
  const recentFailures = (where: SQL | undefined) =>
    source.knownDevice
      ? [{ n: 0 }]
      : db
          .select({ n: count() })
          .from(loginFailures)
          .where(and(where, gt(loginFailures.at, new Date(now - LOGIN_LIMIT.ipWindowMs))));
  const [[pair], [byIp], [byName]] = await Promise.all([
    db
      .select({ n: count(), last: max(loginFailures.at) })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.ip, source.key),
          eq(loginFailures.username, name),
          gt(loginFailures.at, new Date(now - LOGIN_LIMIT.windowMs)),
        ),
      ),
    recentFailures(eq(loginFailures.ip, source.key)),
    // Failures on the owner's known devices are not someone else's guessing.
    recentFailures(and(eq(loginFailures.username, name), sql`${loginFailures.ip} not like 'device:%'`)),
  ]);
  const failures = pair?.n ?? 0;
  if (failures >= LOGIN_LIMIT.freeTries && pair?.last) {
    const wait = Math.min(
      LOGIN_LIMIT.firstWaitMs * 2 ** (failures - LOGIN_LIMIT.freeTries),
      LOGIN_LIMIT.maxWaitMs,
    );
    const left = new Date(pair.last).getTime() + wait - now;
    if (left > 0) throw tooMany(left);
  }
  if ((byIp?.n ?? 0) >= LOGIN_LIMIT.perIp || (byName?.n ?? 0) >= LOGIN_LIMIT.perUsername) {
    throw tooMany(LOGIN_LIMIT.ipWindowMs);
  }
}

export async function recordLoginFailure(db: Db, source: LoginSource, username: string): Promise<void> {
  await db.insert(loginFailures).values({ ip: source.key, username: username.toLowerCase() });
  // Old rows are no longer counted; trim them so the table stays small.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - LOGIN_LIMIT.windowMs)));
}

/** A success clears that source's failures on the username; other sources stay held. */
export async function clearLoginFailures(db: Db, source: LoginSource, username: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.ip, source.key), eq(loginFailures.username, username.toLowerCase())));
}
