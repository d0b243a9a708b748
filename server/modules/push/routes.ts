import type { FastifyInstance } from 'fastify';
import { apiRoutes, PushSubscriptionInput, PushUnsubscribe } from '../../../src/contract';
import { HttpError, parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import { checkPushEndpoint } from './endpoint-policy';

export async function pushRoutes(app: FastifyInstance) {
  const { pushRepository: subscriptions, vapidPublicKey, config } = app;

  app.get(apiRoutes.pushPublicKey, async () => ({ publicKey: vapidPublicKey }));

  app.post(apiRoutes.mePushSubscription, async (req) => {
    const { user } = await requireUser(req);
    const { endpoint, keys } = parseInput(PushSubscriptionInput, req.body);
    checkPushEndpoint(endpoint, config.pushAllowLoopback);
    const saved = await subscriptions.save({
      endpoint,
      userUuid: user.uuid,
      p256dh: keys.p256dh,
      auth: keys.auth,
    });
    if (!saved) throw new HttpError(409, '다른 계정에 등록된 알림 주소입니다.', 'endpoint');
    return { result: true };
  });

  app.delete(apiRoutes.mePushSubscription, async (req) => {
    const { user } = await requireUser(req);
    const { endpoint } = parseInput(PushUnsubscribe, req.body);
    await subscriptions.remove(user.uuid, endpoint);
    return { result: true };
  });
}
