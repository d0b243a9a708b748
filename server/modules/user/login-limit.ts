import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

/** Failed logins allowed in the window before further tries are refused (kept in the DB: every node sees them). */
export const LOGIN_LIMIT = { windowMs: 10 * 60 * 1000, perUsername: 5, perIp: 30 } as const;

export async function assertLoginAllowed(db: Db, ip: string, username: string): Promise<void> {
  const since = new Date(Date.now() - LOGIN_LIMIT.windowMs);
  const [[byIp], [byName]] = await Promise.all([
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since))),
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.username, username.toLowerCase()), gt(loginFailures.at, since))),
  ]);
  if ((byIp?.n ?? 0) >= LOGIN_LIMIT.perIp || (byName?.n ?? 0) >= LOGIN_LIMIT.perUsername) {
    throw new HttpError(429, '로그인 시도가 너무 많습니다. 10분 후에 다시 시도해 주세요.');
  }
}

export async function recordLoginFailure(db: Db, ip: string, username: string): Promise<void> {
  await db.insert(loginFailures).values({ ip, username: username.toLowerCase() });
  // Old rows are no longer counted; trim them so the table stays small.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - LOGIN_LIMIT.windowMs)));
}

export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username.toLowerCase()));
}
