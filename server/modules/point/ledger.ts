import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PointReason, PointTransactionType } from '../../../src/contract';
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
  actorUuid?: string;
  /** Unique per member: the same key again returns the first result and changes nothing. */
  idempotencyKey: string;
}

export interface PointChangeResult {
  point: number;
  /** The key had been used: nothing changed this time. */
  replayed: boolean;
}

export const notEnoughPoints = () => new HttpError(400, '포인트가 부족합니다.', 'amount');

/**
 * One change of a member's points: the ledger row and the balance in one transaction. The key is
 * claimed first and the balance update is gated on that claim, so a replay never moves points
 * (PRODUCT.md warns of the CTE that debits before its insert conflicts); a debit is one
 * conditional update, so concurrent spends cannot both pass.
 */
export function changePoints(db: Db, change: PointChange): Promise<PointChangeResult> {
  return db.transaction(async (tx) => {
    const id = newId();
    const [claimed] = await tx
      .insert(pointLedger)
      .values({
        id,
        userUuid: change.userUuid,
        type: change.type,
        amount: change.amount,
        balanceAfter: 0,
        reason: change.reason,
        memo: change.memo ?? '',
        actorUuid: change.actorUuid,
        idempotencyKey: change.idempotencyKey,
      })
      .onConflictDoNothing({ target: [pointLedger.userUuid, pointLedger.idempotencyKey] })
      .returning({ id: pointLedger.id });
    if (!claimed) {
      const [first] = await tx
        .select({ balanceAfter: pointLedger.balanceAfter })
        .from(pointLedger)
        .where(
          and(
            eq(pointLedger.userUuid, change.userUuid),
            eq(pointLedger.idempotencyKey, change.idempotencyKey),
          ),
        );
      return { point: first?.balanceAfter ?? 0, replayed: true };
    }
    const delta = change.type === 'C' ? change.amount : -change.amount;
    const [updated] = await tx
      .update(users)
      .set({ point: sql`${users.point} + ${delta}` })
      .where(
        and(eq(users.uuid, change.userUuid), isNull(users.withdrawnAt), sql`${users.point} + ${delta} >= 0`),
      )
      .returning({ point: users.point });
    // Throwing rolls the claim back too: the same key may try again.
    if (!updated) throw notEnoughPoints();
    await tx.update(pointLedger).set({ balanceAfter: updated.point }).where(eq(pointLedger.id, id));
    return { point: updated.point, replayed: false };
  });
}

/** A live member's balance; undefined for no such member (or a withdrawn one). */
export async function readBalance(db: Db, userUuid: string): Promise<number | undefined> {
  const [row] = await db
    .select({ point: users.point })
    .from(users)
    .where(and(eq(users.uuid, userUuid), isNull(users.withdrawnAt)))
    .limit(1);
  return row?.point;
}
