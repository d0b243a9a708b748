import { and, count, eq, gt, lt, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { returnToken, takeToken } from '../../plugins/write-limit/rate';
import { isKnownDevice } from './sessions';
import { loginFailures } from './tables';

/**
 * Failed logins, kept in the database so every node sees them. One source (the caller's address,
 * or a device that signed in to that account before) waits a doubling time on one username: an
 * attacker's failures never lock the owner out from elsewhere, and never on the owner's own device.
 * Beyond that, tries from devices new to the account only slow down, per address (a carrier NAT
 * is one address) and per username (many addresses at once): a wait of seconds, never a lockout.
 */
export const LOGIN_LIMIT = {
  /** Failures older than this are forgotten. */
  windowMs: 60 * 60 * 1000,
  /** Failures a source may make on one username before it has to wait. */
  freeTries: 5,
  /** The first wait; each further failure doubles it, up to `maxWaitMs`. */
  firstWaitMs: 60 * 1000,
  maxWaitMs: 15 * 60 * 1000,
} as const;

/**
 * Where an attempt comes from. `login_failures.ip` holds it: the address, or `device:<id>` when
 * the device already signed in to that account (its failures are its own).
 */
export type LoginSource = { key: string; ip: string; knownDevice: boolean };

/** A device that once had a session for this user, or registered the account, is the owner's. */
export async function loginSource(
  db: Db,
  ip: string,
  deviceId: string | null,
  userUuid: string | undefined,
): Promise<LoginSource> {
  if (deviceId && userUuid && (await isKnownDevice(db, userUuid, deviceId))) {
    return { key: `device:${deviceId}`, ip, knownDevice: true };
  }
  return { key: ip, ip, knownDevice: false };
}

const waitMinutes = (waitMs: number) =>
  new HttpError(
    429,
    `로그인 시도가 너무 많습니다. ${Math.max(1, Math.ceil(waitMs / 60_000))}분 후에 다시 시도해 주세요.`,
  );
const waitSeconds = (waitMs: number) =>
  new HttpError(
    429,
    `로그인 시도가 너무 많습니다. ${Math.max(1, Math.ceil(waitMs / 1000))}초 후에 다시 시도해 주세요.`,
  );

/**
 * Refuses a try its source must wait for. A try from a new device also takes a token of its
 * address and of the username (`RATE_LIMITS`); `clearLoginFailures` gives them back when it was right.
 */
export async function assertLoginAllowed(db: Db, source: LoginSource, username: string): Promise<void> {
  const now = Date.now();
  const name = username.toLowerCase();
  const [pair] = await db
    .select({ n: count(), last: max(loginFailures.at) })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.ip, source.key),
        eq(loginFailures.username, name),
        gt(loginFailures.at, new Date(now - LOGIN_LIMIT.windowMs)),
      ),
    );
  const failures = pair?.n ?? 0;
  if (failures >= LOGIN_LIMIT.freeTries && pair?.last) {
    const wait = Math.min(
      LOGIN_LIMIT.firstWaitMs * 2 ** (failures - LOGIN_LIMIT.freeTries),
      LOGIN_LIMIT.maxWaitMs,
    );
    const left = new Date(pair.last).getTime() + wait - now;
    if (left > 0) throw waitMinutes(left);
  }
  if (source.knownDevice) return;
  const addressWait = await takeToken(db, 'loginAddress', source.ip);
  if (addressWait > 0) throw waitSeconds(addressWait);
  const usernameWait = await takeToken(db, 'loginUsername', name);
  if (usernameWait > 0) {
    await returnToken(db, 'loginAddress', source.ip);
    throw waitSeconds(usernameWait);
  }
}

export async function recordLoginFailure(db: Db, source: LoginSource, username: string): Promise<void> {
  await db.insert(loginFailures).values({ ip: source.key, username: username.toLowerCase() });
  // Old rows are no longer counted; trim them so the table stays small.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - LOGIN_LIMIT.windowMs)));
}

/**
 * A success clears that source's failures on the username (other sources stay held) and gives
 * back the tokens its try took: only failures slow an address or a username down.
 */
export async function clearLoginFailures(db: Db, source: LoginSource, username: string): Promise<void> {
  const name = username.toLowerCase();
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.ip, source.key), eq(loginFailures.username, name)));
  if (source.knownDevice) return;
  await returnToken(db, 'loginAddress', source.ip);
  await returnToken(db, 'loginUsername', name);
}
