import { and, eq, isNull, sql } from 'drizzle-orm';
import { EARNING_REASONS, type PointReason, type PointTransactionType } from '../../../src/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { users } from '../user/tables';
import { pointLedger } from './tables';

export interface PointChange {
  userUuid: string;
  type: PointTransactionType;
  /** Always positive; `type` says which way. */
  amount: number;
  reason: PointReason;
  memo?: string;
  /** What the change pays for, e.g. `post` and the post's id. */
  ref?: { type: string; id: string };
  actorUuid?: string;
  /** Unique per member: the same key again returns the first result and changes nothing. */
  idempotencyKey: string;
}

export interface PointChangeResult {
  point: number;
  /** The points earned in total after the change (the rank tier follows it). */
  earned: number;
  /** The key had been used: nothing changed this time. */
  replayed: boolean;
}

export const notEnoughPoints = () => new HttpError(400, '포인트가 부족합니다.', 'amount');

/** A PostgreSQL unique violation (PGlite reports the same code) on the ledger's per-member key. */
const UNIQUE_VIOLATION = '23505';
const LEDGER_KEY = 'point_ledger_user_key';

/**
 * Two requests with the same key raced: both passed the check for an earlier row, and the second
 * insert hit the unique key, which undid its whole statement (the balance included). Run again,
 * it finds the first one's row and replays it.
 */
export function isLedgerKeyRace(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const { code, constraint } = e as Error & { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return constraint === LEDGER_KEY;
  }
  return false;
}

/** Runs `work` again once if it lost a same-key race (see `isLedgerKeyRace`). */
export async function retryOnKeyRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isLedgerKeyRace(error)) throw error;
    return work();
  }
}

type ChangeRow = {
  point: string | number | null;
  earned: string | number | null;
  prior_point: string | number | null;
  prior_earned: string | number | null;
};

/**
 * One change of a member's points, in one statement (one round trip): the balance update and its
 * ledger row move together or not at all. A key already used replays its first result and changes
 * nothing; the debit is a conditional update (`point + delta >= 0`), re-checked on the row's newest
 * version under concurrency, so two spends can never both pass. The ledger row is inserted only
 * from the updated balance, and the unique key makes a same-key race fail the whole statement
 * rather than count twice (PRODUCT.md's trap is the CTE that debits and then skips its insert
 * with ON CONFLICT DO NOTHING); callers retry that once (`retryOnKeyRace`). Earning reasons move
 * `earned_point` in the same statement.
 */
export async function applyPointChange(tx: Db, change: PointChange): Promise<PointChangeResult> {
  const delta = change.type === 'C' ? change.amount : -change.amount;
  const earnedDelta = EARNING_REASONS.has(change.reason) ? delta : 0;
  const result = await tx.execute(sql`
    with prior as (
      select l.balance_after from point_ledger l
      where l.user_uuid = ${change.userUuid}::uuid and l.idempotency_key = ${change.idempotencyKey}::text
    ), moved as (
      update users
      set point = point + ${delta}::bigint,
        earned_point = greatest(earned_point + ${earnedDelta}::bigint, 0)
      where uuid = ${change.userUuid}::uuid and withdrawn_at is null and point + ${delta}::bigint >= 0
        and not exists (select 1 from prior)
      returning point, earned_point
    ), claimed as (
      insert into point_ledger
        (id, user_uuid, type, amount, balance_after, reason, memo, ref_type, ref_id, actor_uuid, idempotency_key)
      select ${newId()}::uuid, ${change.userUuid}::uuid, ${change.type}::text, ${change.amount}::bigint,
        moved.point, ${change.reason}::text, ${change.memo ?? ''}::text, ${change.ref?.type ?? ''}::text,
        ${change.ref?.id ?? ''}::text, ${change.actorUuid ?? null}::uuid, ${change.idempotencyKey}::text
      from moved
      returning id
    )
    select m.point, m.earned_point as earned,
      (select p.balance_after from prior p) as prior_point,
      (select u.earned_point from users u where u.uuid = ${change.userUuid}::uuid) as prior_earned
    from (select 1) as one left join moved m on true`);
  const row = (result as unknown as { rows: ChangeRow[] }).rows[0];
  if (row?.point != null) return { point: Number(row.point), earned: Number(row.earned), replayed: false };
  if (row?.prior_point != null)
    return { point: Number(row.prior_point), earned: Number(row.prior_earned ?? 0), replayed: true };
  // Refused, or a same-key request committed while this one waited for the member's row (its
  // debit left too little for this one): a new statement sees that row, and then this is a replay.
  const [first] = await tx
    .select({ point: pointLedger.balanceAfter, earned: users.earnedPoint })
    .from(pointLedger)
    .innerJoin(users, eq(users.uuid, pointLedger.userUuid))
    .where(
      and(eq(pointLedger.userUuid, change.userUuid), eq(pointLedger.idempotencyKey, change.idempotencyKey)),
    );
  if (first) return { ...first, replayed: true };
  throw notEnoughPoints();
}

/** One change on its own: a single statement is its own transaction. */
export const changePoints = (db: Db, change: PointChange): Promise<PointChangeResult> =>
  retryOnKeyRace(() => applyPointChange(db, change));

export interface PointTotals {
  point: number;
  earned: number;
}

/** A live member's balance and earned total; undefined for no such member (or a withdrawn one). */
export async function readTotals(db: Db, userUuid: string): Promise<PointTotals | undefined> {
  const [row] = await db
    .select({ point: users.point, earned: users.earnedPoint })
    .from(users)
    .where(and(eq(users.uuid, userUuid), isNull(users.withdrawnAt)))
    .limit(1);
  return row;
}
