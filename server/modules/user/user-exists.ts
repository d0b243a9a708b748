import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './tables';

/** Whether a member row exists (withdrawn members included), for modules that name a member. */
export async function userExists(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db.select({ uuid: users.uuid }).from(users).where(eq(users.uuid, uuid)).limit(1);
  return !!row;
}
