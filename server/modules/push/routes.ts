import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PushSubscriptionInput, PushUnsubscribe } from '../../../src/contract';
import { pushSubscriptions } from '../../db/schema';
import { parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import { checkPushEndpoint } from './endpoint-policy';

export async function pushRoutes(app: FastifyInstance) {
  const { db, vapidPublicKey, config } = app;
  app.get('/api/v1/push/vapid-public-key', async () => ({ publicKey: vapidPublicKey }));

  app.post('/api/v1/user/me/push-subscription', async (req) => {
    const { user } = await requireUser(req);
    const { endpoint, keys } = parseInput(PushSubscriptionInput, req.body);
    checkPushEndpoint(endpoint, config.pushAllowLoopback);
    // A browser re-subscribing after another account signed in moves to this one.
    const values = { endpoint, userUuid: user.uuid, p256dh: keys.p256dh, auth: keys.auth };
    await db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    return { result: true };
  });

  app.delete('/api/v1/user/me/push-subscription', async (req) => {
    const { user } = await requireUser(req);
    const { endpoint } = parseInput(PushUnsubscribe, req.body);
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userUuid, user.uuid)));
    return { result: true };
  });
}
