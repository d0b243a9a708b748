import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from './tables';

type Subscription = Omit<typeof pushSubscriptions.$inferInsert, 'createdAt'>;

/** The browsers that agreed to receive a member's pushes. */
export function createPushRepository(db: Db) {
  return {
    /**
     * A browser re-subscribing after another account signed in moves to this one: it brings the
     * subscription's own keys, which only that browser holds. Another member's endpoint with other
     * keys stays theirs, and the answer is false.
     */
    async save(subscription: Subscription): Promise<boolean> {
      const saved = await db
        .insert(pushSubscriptions)
        .values(subscription)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: subscription,
          setWhere: or(
            eq(pushSubscriptions.userUuid, subscription.userUuid),
            and(
              eq(pushSubscriptions.auth, subscription.auth),
              eq(pushSubscriptions.p256dh, subscription.p256dh),
            ),
          ),
        })
        .returning({ endpoint: pushSubscriptions.endpoint });
      return saved.length > 0;
    },

    async remove(userUuid: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userUuid, userUuid)));
    },

    /** A push service said the subscription no longer exists. */
    async forget(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    listOf: (userUuid: string) =>
      db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userUuid, userUuid)),
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
