import { and, eq, sql } from 'drizzle-orm';
import type { PointReason } from '../../../src/contract';
import type { Db } from '../../db/client';
import { seoulDay } from '../../lib/seoul-day';
import { users } from '../user/tables';
import { applyPointChange } from './ledger';
import type { PointSettings } from './settings';
import { pointDailyCounts, pointLedger } from './tables';

/**
 * What the board pays for (PRODUCT.md "Earning"), called by the board inside the transaction of the
 * post, comment or like itself, so the points and what they pay for commit or fail together.
 */
export interface PointEarning {
  postWritten(post: { id: string; authorUuid: string }): Promise<void>;
  postRemoved(post: { id: string; authorUuid: string; createdAt: Date }): Promise<void>;
  commentWritten(comment: { id: string; authorUuid: string }): Promise<void>;
  commentRemoved(comment: { id: string; authorUuid: string; createdAt: Date }): Promise<void>;
  /** A like given or taken back: the post's author earns, never for liking their own post. */
  likeChanged(like: { postId: string; authorUuid: string; likerUuid: string; liked: boolean }): Promise<void>;
}

/**
 * Counts one more earning of `reason` today for the member, unless the day's cap is reached: one
 * conditional upsert, so a burst of posts cannot earn past the cap.
 */
async function takeDailySlot(tx: Db, userUuid: string, reason: PointReason, cap: number, point: number) {
  const [slot] = await tx
    .insert(pointDailyCounts)
    .values({ userUuid, day: seoulDay(), reason, count: 1, amount: point })
    .onConflictDoUpdate({
      target: [pointDailyCounts.userUuid, pointDailyCounts.day, pointDailyCounts.reason],
      set: {
        count: sql`${pointDailyCounts.count} + 1`,
        amount: sql`${pointDailyCounts.amount} + ${point}`,
      },
      setWhere: sql`${pointDailyCounts.count} < ${cap}`,
    })
    .returning({ count: pointDailyCounts.count });
  return slot !== undefined;
}

/** The earning of one thing (its key) that a reversal takes back. */
const earningKey = (refType: string, refId: string) => `${refType}:${refId}`;

/**
 * The board's earnings bound to one transaction; `paid` collects the members whose points moved,
 * to be told once it commits.
 */
export function bindEarning(tx: Db, settings: PointSettings, paid: Set<string>): PointEarning {
  async function earn(
    userUuid: string,
    reason: PointReason,
    rule: { point: number; dailyCap: number },
    ref: { type: string; id: string },
  ) {
    if (rule.point <= 0 || rule.dailyCap <= 0) return;
    if (!(await takeDailySlot(tx, userUuid, reason, rule.dailyCap, rule.point))) return;
    const result = await applyPointChange(tx, {
      userUuid,
      type: 'C',
      amount: rule.point,
      reason,
      ref,
      idempotencyKey: earningKey(ref.type, ref.id),
    });
    if (!result.replayed) paid.add(userUuid);
  }

  /** Takes an earning back, as much of it as the member still holds (they may have spent some). */
  async function takeBack(userUuid: string, reason: PointReason, ref: { type: string; id: string }) {
    const key = earningKey(ref.type, ref.id);
    const [earned] = await tx
      .select({ amount: pointLedger.amount })
      .from(pointLedger)
      .where(and(eq(pointLedger.userUuid, userUuid), eq(pointLedger.idempotencyKey, key)));
    if (!earned) return;
    const [holder] = await tx
      .select({ point: users.point })
      .from(users)
      .where(eq(users.uuid, userUuid))
      .for('update');
    const amount = Math.min(earned.amount, holder?.point ?? 0);
    if (amount <= 0) return;
    const result = await applyPointChange(tx, {
      userUuid,
      type: 'D',
      amount,
      reason,
      ref,
      idempotencyKey: `${key}:reversal`,
    });
    if (!result.replayed) paid.add(userUuid);
  }

  const recent = (createdAt: Date) => Date.now() - createdAt.getTime() <= settings.reversalHours * 3_600_000;

  return {
    postWritten: (post) => earn(post.authorUuid, 'POST', settings.post, { type: 'post', id: post.id }),
    async postRemoved(post) {
      if (recent(post.createdAt))
        await takeBack(post.authorUuid, 'POST_REVERSAL', { type: 'post', id: post.id });
    },
    commentWritten: (comment) =>
      earn(comment.authorUuid, 'COMMENT', settings.comment, { type: 'comment', id: comment.id }),
    async commentRemoved(comment) {
      if (recent(comment.createdAt))
        await takeBack(comment.authorUuid, 'COMMENT_REVERSAL', { type: 'comment', id: comment.id });
    },
    async likeChanged(like) {
      if (like.authorUuid === like.likerUuid) return;
      const ref = { type: 'like', id: `${like.postId}:${like.likerUuid}` };
      if (like.liked) await earn(like.authorUuid, 'LIKE_RECEIVED', settings.like, ref);
      else await takeBack(like.authorUuid, 'LIKE_REVERSAL', ref);
    },
  };
}
