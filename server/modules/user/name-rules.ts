import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { AccountRepository } from './account-repository';
import { assertNotStaffLookalike } from './staff-nicknames';
import { reservedNames } from './tables';

/** How long a withdrawn member's username and nickname stay theirs: nobody may pose as them at once. */
export const WITHDRAWN_NAME_HOLD_DAYS = 30;
export const WITHDRAWN_NAME_HOLD_MS = WITHDRAWN_NAME_HOLD_DAYS * 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Keeps a withdrawing member's names from others for `WITHDRAWN_NAME_HOLD_DAYS`. */
export async function reserveNames(tx: Tx, names: { username: string; nickname: string }): Promise<void> {
  const until = new Date(Date.now() + WITHDRAWN_NAME_HOLD_MS);
  await tx
    .insert(reservedNames)
    .values([
      { kind: 'username', name: sql`lower(${names.username})`, until },
      { kind: 'nickname', name: sql`lower(${names.nickname})`, until },
    ])
    .onConflictDoUpdate({ target: [reservedNames.kind, reservedNames.name], set: { until } });
}

/** A username nobody holds and no withdrawn member held lately; else a 400 on `username`. */
export async function assertUsernameFree(accounts: AccountRepository, username: string): Promise<void> {
  const state = await accounts.usernameState(username);
  if (state === 'taken') throw new HttpError(400, '이미 사용 중인 아이디입니다.', 'username');
  if (state === 'reserved')
    throw new HttpError(
      400,
      `탈퇴한 회원이 쓰던 아이디는 탈퇴 후 ${WITHDRAWN_NAME_HOLD_DAYS}일 동안 쓸 수 없습니다.`,
      'username',
    );
}

/**
 * A nickname nobody else holds, no withdrawn member held lately and no staff member's look-alike;
 * else a 400 on `nickname`. `exceptUuid` is the member renaming themselves.
 */
export async function assertNicknameFree(
  db: Db,
  accounts: AccountRepository,
  nickname: string,
  exceptUuid?: string,
): Promise<void> {
  const state = await accounts.nicknameState(nickname, exceptUuid);
  if (state === 'taken') throw new HttpError(400, '이미 사용 중인 닉네임입니다.', 'nickname');
  if (state === 'reserved')
    throw new HttpError(
      400,
      `탈퇴한 회원이 쓰던 닉네임은 탈퇴 후 ${WITHDRAWN_NAME_HOLD_DAYS}일 동안 쓸 수 없습니다.`,
      'nickname',
    );
  await assertNotStaffLookalike(db, nickname, exceptUuid);
}
