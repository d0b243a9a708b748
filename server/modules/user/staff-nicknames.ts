import { and, ne, sql } from 'drizzle-orm';
import { MANAGER_OR_HIGHER, nicknameMessages, nicknamesLookAlike } from '../../../src/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { users } from './tables';

/**
 * Refuses a nickname that reads like the nickname of an ADMIN or MANAGER account (case, width,
 * look-alike letters and punctuation aside). The contract already refuses the staff titles.
 */
export async function assertNotStaffLookalike(db: Db, nickname: string, exceptUuid?: string): Promise<void> {
  const staffRoles = sql.join(
    MANAGER_OR_HIGHER.map((role) => sql`${role}`),
    sql`, `,
  );
  const staff = await db
    .select({ nickname: users.nickname })
    .from(users)
    .where(
      and(
        sql`${users.roles} && array[${staffRoles}]::text[]`,
        sql`${users.withdrawnAt} is null`,
        exceptUuid ? ne(users.uuid, exceptUuid) : undefined,
      ),
    );
  if (staff.some((s) => nicknamesLookAlike(nickname, s.nickname))) {
    throw new HttpError(400, nicknameMessages.staff, 'nickname');
  }
}
