import type { FastifyInstance } from 'fastify';
import {
  type AlertKeyword,
  type AlertSubscribe,
  alertEndpoints as api,
  MAX_ALERT_KEYWORDS,
} from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { HttpError, notFound } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import type { KeywordRow, SubscriptionRow } from './repository';

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

/** `/user/me/alert`'s calls (`alertEndpoints`). */
export async function alertRoutes(app: FastifyInstance) {
  const { alertRepository: alerts, accountRepository: accounts } = app;

  route(app, api.keywords, async (req) => {
    const { user } = await requireUser(req);
    return (await alerts.keywords(user.uuid)).map(toKeyword);
  });

  route(app, api.addKeyword, async (req) => {
    const { user } = await requireUser(req);
    const { keyword } = req.body;
    const mine = await alerts.keywords(user.uuid);
    if (mine.some((k) => k.keyword.toLowerCase() === keyword.toLowerCase())) {
      throw new HttpError(400, '이미 등록한 키워드입니다.', 'keyword');
    }
    if (mine.length >= MAX_ALERT_KEYWORDS) {
      throw new HttpError(400, `키워드는 ${MAX_ALERT_KEYWORDS}개까지 등록할 수 있습니다.`, 'keyword');
    }
    return toKeyword(await alerts.addKeyword(user.uuid, keyword));
  });

  route(app, api.removeKeyword, async (req) => {
    const { user } = await requireUser(req);
    const { id } = req.params;
    if (!(await alerts.removeKeyword(user.uuid, id))) throw notFound('키워드를 찾을 수 없습니다.');
    return { result: true } as const;
  });

  route(app, api.subscriptions, async (req) => {
    const { user } = await requireUser(req);
    return (await alerts.subscriptions(user.uuid)).map(toSubscribe);
  });

  route(app, api.subscription, async (req) => {
    const { user } = await requireUser(req);
    const { id } = req.params;
    const row = await alerts.subscription(user.uuid, id);
    if (!row) throw notFound('구독을 찾을 수 없습니다.');
    return toSubscribe(row);
  });

  route(app, api.subscribe, async (req) => {
    const { user } = await requireUser(req);
    const { userUuid } = req.body;
    if (userUuid === user.uuid) throw new HttpError(400, '자기 자신은 구독할 수 없습니다.', 'userUuid');
    if (!(await accounts.exists(userUuid)))
      throw new HttpError(400, '사용자를 찾을 수 없습니다.', 'userUuid');
    const created = await alerts.subscribe(user.uuid, userUuid);
    if (!created) throw new HttpError(400, '이미 구독한 사용자입니다.', 'userUuid');
    return toSubscribe(created);
  });

  route(app, api.unsubscribe, async (req) => {
    const { user } = await requireUser(req);
    const { id } = req.params;
    if (!(await alerts.unsubscribe(user.uuid, id))) throw notFound('구독을 찾을 수 없습니다.');
    return { result: true } as const;
  });
}
