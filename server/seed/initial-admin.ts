import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../modules/user/password';

/**
 * Production starts with no accounts: the operator names the first admin in ADMIN_USERNAME and
 * ADMIN_PASSWORD. Made once, when the username is free; a later start leaves the account alone
 * (its password may have been changed since). The log never carries the password.
 */
export async function ensureInitialAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  const admin = config.initialAdmin;
  if (!admin) {
    if (config.mode !== 'production') return;
    const [any] = await db
      .select({ uuid: users.uuid })
      .from(users)
      .where(sql`'ADMIN' = any(${users.roles})`)
      .limit(1);
    if (!any) log.warn('no admin account: set ADMIN_USERNAME and ADMIN_PASSWORD to make the first one');
    return;
  }
  const [taken] = await db
    .select({ uuid: users.uuid })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${admin.username})`)
    .limit(1);
  if (taken) return;
  await db.insert(users).values({
    uuid: crypto.randomUUID(),
    username: admin.username,
    nickname: admin.username,
    passwordHash: await hashPassword(admin.password),
    roles: ['ADMIN'],
  });
  log.info({ username: admin.username }, 'made the first admin account');
}
