import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  MyPointClaim,
  PointClaimCode,
  PointClaimCodeInput,
  PointClaimer,
  PointClaimResult,
} from '../../../src/contract';
import type { Db } from '../../db/client';
import { type Alongside, withAlongside } from '../../lib/alongside';
import { HttpError, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { PointWork } from '../point';
import { users } from '../user/tables';
import { pointClaimCodes, pointClaims } from './tables';

type CodeInput = z.output<typeof PointClaimCodeInput>;
type CodeRow = typeof pointClaimCodes.$inferSelect;

/**
 * A code not open yet is answered as a missing one: it is announced on stream when it opens, and a
 * different answer would let anyone probe codes (and learn their start) before that. An ended or
 * used-up code has been announced already: saying so tells a late member why, and gives no one anything.
 */
const notClaimable = () =>
  new HttpError(
    404,
    '지금 받을 수 있는 코드가 아닙니다. 방송에서 알려 준 코드와 시간을 다시 확인해 주세요.',
    'code',
  );

/**
 * A member claims a code inside the caller's points transaction: the claim row (its key refuses a
 * second claim by the same member, even racing), the code's count (one conditional update, so never
 * past the quantity) and the ledger credit commit together or not at all.
 */
export async function claimPoints(
  tx: Db,
  { pay }: PointWork,
  userUuid: string,
  code: string,
  now = new Date(),
): Promise<PointClaimResult> {
  const [row] = await tx.select().from(pointClaimCodes).where(eq(pointClaimCodes.code, code)).limit(1);
  if (!row || now < row.startAt) throw notClaimable();
  if (now >= row.endAt) throw new HttpError(400, '기간이 끝난 코드입니다.', 'code');

  const [claimed] = await tx
    .insert(pointClaims)
    .values({ codeId: row.id, userUuid, amount: row.amount })
    .onConflictDoNothing()
    .returning({ codeId: pointClaims.codeId });
  if (!claimed) throw new HttpError(409, '이미 받은 코드입니다.', 'code');

  const [counted] = await tx
    .update(pointClaimCodes)
    .set({ claimedCount: sql`${pointClaimCodes.claimedCount} + 1` })
    .where(
      and(eq(pointClaimCodes.id, row.id), sql`${pointClaimCodes.claimedCount} < ${pointClaimCodes.quantity}`),
    )
    .returning({ id: pointClaimCodes.id });
  // Throwing takes the claim row back too.
  if (!counted) throw new HttpError(409, '선착순 수량이 모두 소진된 코드입니다.', 'code');

  const { point } = await pay({
    userUuid,
    type: 'C',
    amount: row.amount,
    reason: 'POINT_CLAIM',
    memo: row.title,
    ref: { type: 'point-claim', id: row.id },
    actorUuid: userUuid,
    idempotencyKey: `point-claim:${row.id}`,
  });
  return { amount: row.amount, point };
}

const toCode = (row: CodeRow): PointClaimCode => ({
  id: row.id,
  code: row.code,
  title: row.title,
  amount: row.amount,
  quantity: row.quantity,
  claimedCount: row.claimedCount,
  startAt: row.startAt.toISOString(),
  endAt: row.endAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export function createPointClaimRepository(db: Db) {
  return {
    async createCode(
      input: CodeInput,
      staffUuid: string,
      alongside?: Alongside<CodeRow | undefined>,
    ): Promise<PointClaimCode> {
      const row = await withAlongside(
        db,
        async (q) => {
          const [created] = await q
            .insert(pointClaimCodes)
            .values({
              id: newId(),
              code: input.code,
              title: input.title,
              amount: input.amount,
              quantity: input.quantity,
              startAt: new Date(input.startAt),
              endAt: new Date(input.endAt),
              createdBy: staffUuid,
            })
            .onConflictDoNothing()
            .returning();
          return created;
        },
        alongside,
      );
      if (!row) throw new HttpError(409, '이미 있는 코드입니다. 다른 코드를 정해 주세요.', 'code');
      return toCode(row);
    },

    /** Every code, newest first. */
    async listCodes(): Promise<PointClaimCode[]> {
      const rows = await db
        .select()
        .from(pointClaimCodes)
        .orderBy(desc(pointClaimCodes.createdAt))
        .limit(200);
      return rows.map(toCode);
    },

    async claimers(codeId: string): Promise<PointClaimer[]> {
      const [code] = await db
        .select({ id: pointClaimCodes.id })
        .from(pointClaimCodes)
        .where(eq(pointClaimCodes.id, codeId));
      if (!code) throw notFound('코드를 찾을 수 없습니다.');
      const rows = await db
        .select({ uuid: users.uuid, nickname: users.nickname, claimedAt: pointClaims.claimedAt })
        .from(pointClaims)
        .innerJoin(users, eq(users.uuid, pointClaims.userUuid))
        .where(eq(pointClaims.codeId, codeId))
        .orderBy(asc(pointClaims.claimedAt));
      return rows.map((r) => ({
        member: { uuid: r.uuid, nickname: r.nickname },
        claimedAt: r.claimedAt.toISOString(),
      }));
    },

    /** The member's latest claims. */
    async myClaims(userUuid: string): Promise<MyPointClaim[]> {
      const rows = await db
        .select({
          code: pointClaimCodes.code,
          title: pointClaimCodes.title,
          amount: pointClaims.amount,
          claimedAt: pointClaims.claimedAt,
        })
        .from(pointClaims)
        .innerJoin(pointClaimCodes, eq(pointClaimCodes.id, pointClaims.codeId))
        .where(eq(pointClaims.userUuid, userUuid))
        .orderBy(desc(pointClaims.claimedAt))
        .limit(50);
      return rows.map((r) => ({ ...r, claimedAt: r.claimedAt.toISOString() }));
    },
  };
}

export type PointClaimRepository = ReturnType<typeof createPointClaimRepository>;
