import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SendPointInput } from '../../../src/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { seoulDay } from '../../lib/seoul-day';
import { users } from '../user/tables';
import type { PointWork } from './index';
import type { PointChangeResult } from './ledger';
import { pointDailyCounts } from './tables';

type Transfer = z.output<typeof SendPointInput>;

const receiverField = (input: Transfer) => (input.receiverUuid ? 'receiverUuid' : 'receiverNickname');
const unknownReceiver = (input: Transfer) =>
  new HttpError(404, '받는 회원을 찾을 수 없습니다.', receiverField(input));

/** The receiver's uuid: as given, or the live member with that nickname (case does not matter). */
async function receiverOf(tx: Db, input: Transfer): Promise<string> {
  if (input.receiverUuid) return input.receiverUuid;
  const [found] = await tx
    .select({ uuid: users.uuid })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.nickname})`, sql`lower(${input.receiverNickname ?? ''})`),
        isNull(users.withdrawnAt),
      ),
    )
    .limit(1);
  if (!found) throw unknownReceiver(input);
  return found.uuid;
}

/**
 * A member sends points to another (PRODUCT.md "Transfers"): the sender's debit, the receiver's
 * credit and the day's sent total in one transaction. Both member rows are locked first, in uuid
 * order, so two members sending to each other at once wait instead of deadlocking. The sender's
 * key is claimed before the day's total moves, so a retried request counts once everywhere.
 */
export async function sendPoints(
  tx: Db,
  { pay }: PointWork,
  sender: { uuid: string; nickname: string },
  input: Transfer,
  dailyCap: number,
): Promise<PointChangeResult> {
  const receiverUuid = await receiverOf(tx, input);
  if (receiverUuid === sender.uuid)
    throw new HttpError(400, '자기 자신에게는 보낼 수 없습니다.', receiverField(input));
  const parties = await tx
    .select({ uuid: users.uuid, nickname: users.nickname })
    .from(users)
    .where(and(inArray(users.uuid, [sender.uuid, receiverUuid]), isNull(users.withdrawnAt)))
    .orderBy(asc(users.uuid))
    .for('update');
  const receiver = parties.find((p) => p.uuid === receiverUuid);
  if (!receiver) throw unknownReceiver(input);

  const debit = await pay({
    userUuid: sender.uuid,
    type: 'D',
    amount: input.amount,
    reason: 'TRANSFER_OUT',
    memo: input.memo ? `${receiver.nickname}님에게: ${input.memo}` : `${receiver.nickname}님에게`,
    ref: { type: 'user', id: receiver.uuid },
    actorUuid: sender.uuid,
    idempotencyKey: input.idempotencyKey,
  });
  if (debit.replayed) return debit;

  const [today] = await tx
    .insert(pointDailyCounts)
    .values({
      userUuid: sender.uuid,
      day: seoulDay(),
      reason: 'TRANSFER_OUT',
      count: 1,
      amount: input.amount,
    })
    .onConflictDoUpdate({
      target: [pointDailyCounts.userUuid, pointDailyCounts.day, pointDailyCounts.reason],
      set: {
        count: sql`${pointDailyCounts.count} + 1`,
        amount: sql`${pointDailyCounts.amount} + ${input.amount}`,
      },
    })
    .returning({ amount: pointDailyCounts.amount });
  if (!today || today.amount > dailyCap)
    throw new HttpError(400, `하루에 ${dailyCap.toLocaleString('ko-KR')}P까지 보낼 수 있습니다.`, 'amount');

  await pay({
    userUuid: receiver.uuid,
    type: 'C',
    amount: input.amount,
    reason: 'TRANSFER_IN',
    memo: input.memo ? `${sender.nickname}님이: ${input.memo}` : `${sender.nickname}님이`,
    ref: { type: 'user', id: sender.uuid },
    actorUuid: sender.uuid,
    idempotencyKey: `transfer:${sender.uuid}:${input.idempotencyKey}`,
  });
  return debit;
}
