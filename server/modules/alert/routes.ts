import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type AlertKeyword,
  AlertKeywordInput,
  type AlertSubscribe,
  AlertSubscribeInput,
  apiRoutes,
  MAX_ALERT_KEYWORDS,
} from '../../../src/contract';
import { HttpError, notFound, parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import type { KeywordRow, SubscriptionRow } from './repository';

const IdParam = z.object({ id: z.string().uuid('항목을 찾을 수 없습니다.') });

const toKeyword = (k: KeywordRow): AlertKeyword => ({
  id: k.id,
  keyword: k.keyword,
  createdAt: k.createdAt.toISOString(),
});

const toSubscribe = (r: SubscriptionRow): AlertSubscribe => ({
  id: r.s.id,
  userUuid: r.s.targetUuid,
  userNickname: r.nickname,
  createdAt: r.s.createdAt.toISOString(),
});

export async function alertRoutes(app: FastifyInstance) {
  const { alertRepository: alerts, accountRepository: accounts } = app;

  app.get(apiRoutes.keywordAlerts, async (req) => {
    const { user } = await requireUser(req);
    return (await alerts.keywords(user.uuid)).map(toKeyword);
  });

  app.post(apiRoutes.keywordAlerts, async (req) => {
    const { user } = await requireUser(req);
    const { keyword } = parseInput(AlertKeywordInput, req.body);
    const mine = await alerts.keywords(user.uuid);
    if (mine.some((k) => k.keyword.toLowerCase() === keyword.toLowerCase())) {
      throw new HttpError(400, '이미 등록한 키워드입니다.', 'keyword');
    }
    if (mine.length >= MAX_ALERT_KEYWORDS) {
      throw new HttpError(400, `키워드는 ${MAX_ALERT_KEYWORDS}개까지 등록할 수 있습니다.`, 'keyword');
    }
    return toKeyword(await alerts.addKeyword(user.uuid, keyword));
  });

  app.delete(apiRoutes.keywordAlert, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(IdParam, req.params);
    if (!(await alerts.removeKeyword(user.uuid, id))) throw notFound('키워드를 찾을 수 없습니다.');
    return { result: true };
  });

  app.get(apiRoutes.alertSubscriptions, async (req) => {
    const { user } = await requireUser(req);
    return (await alerts.subscriptions(user.uuid)).map(toSubscribe);
  });

  app.get(apiRoutes.alertSubscription, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(IdParam, req.params);
    const row = await alerts.subscription(user.uuid, id);
    if (!row) throw notFound('구독을 찾을 수 없습니다.');
    return toSubscribe(row);
  });

  app.post(apiRoutes.alertSubscriptions, async (req) => {
    const { user } = await requireUser(req);
    const { userUuid } = parseInput(AlertSubscribeInput, req.body);
    if (userUuid === user.uuid) throw new HttpError(400, '자기 자신은 구독할 수 없습니다.', 'userUuid');
    if (!(await accounts.exists(userUuid)))
      throw new HttpError(400, '사용자를 찾을 수 없습니다.', 'userUuid');
    const created = await alerts.subscribe(user.uuid, userUuid);
    if (!created) throw new HttpError(400, '이미 구독한 사용자입니다.', 'userUuid');
    return toSubscribe(created);
  });

  app.delete(apiRoutes.alertSubscription, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(IdParam, req.params);
    if (!(await alerts.unsubscribe(user.uuid, id))) throw notFound('구독을 찾을 수 없습니다.');
    return { result: true };
  });
}
