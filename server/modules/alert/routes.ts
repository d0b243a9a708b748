import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type AlertKeyword,
  AlertKeywordInput,
  type AlertSubscribe,
  AlertSubscribeInput,
  MAX_ALERT_KEYWORDS,
} from '../../../src/contract';
import { alertKeywords, alertSubscribes, users } from '../../db/schema';
import { HttpError, notFound, parseInput } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { requireUser } from '../../plugins/auth';

const IdParam = z.object({ id: z.string().uuid('항목을 찾을 수 없습니다.') });

export async function alertRoutes(app: FastifyInstance) {
  const { db } = app;
  const keywordBase = '/api/v1/user/me/alert/keyword';
  const toKeyword = (k: typeof alertKeywords.$inferSelect): AlertKeyword => ({
    id: k.id,
    keyword: k.keyword,
    createdAt: k.createdAt.toISOString(),
  });

  app.get(keywordBase, async (req) => {
    const { user } = await requireUser(req);
    const rows = await db
      .select()
      .from(alertKeywords)
      .where(eq(alertKeywords.userUuid, user.uuid))
      .orderBy(asc(alertKeywords.createdAt));
    return rows.map(toKeyword);
  });

  app.post(keywordBase, async (req) => {
    const { user } = await requireUser(req);
    const { keyword } = parseInput(AlertKeywordInput, req.body);
    const mine = await db.select().from(alertKeywords).where(eq(alertKeywords.userUuid, user.uuid));
    if (mine.some((k) => k.keyword.toLowerCase() === keyword.toLowerCase())) {
      throw new HttpError(400, '이미 등록한 키워드입니다.', 'keyword');
    }
    if (mine.length >= MAX_ALERT_KEYWORDS) {
      throw new HttpError(400, `키워드는 ${MAX_ALERT_KEYWORDS}개까지 등록할 수 있습니다.`, 'keyword');
    }
    const [row] = await db
      .insert(alertKeywords)
      .values({ id: newId(), userUuid: user.uuid, keyword })
      .returning();
    return toKeyword(row!);
  });

  app.delete(`${keywordBase}/:id`, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(IdParam, req.params);
    const gone = await db
      .delete(alertKeywords)
      .where(and(eq(alertKeywords.id, id), eq(alertKeywords.userUuid, user.uuid)))
      .returning();
    if (gone.length === 0) throw notFound('키워드를 찾을 수 없습니다.');
    return { result: true };
  });

  const subscribeBase = '/api/v1/user/me/alert/subscribe';
  /** The owner's subscriptions with each target's current nickname; `id` narrows to one. */
  const subscriptions = (ownerUuid: string, id?: string) =>
    db
      .select({ s: alertSubscribes, nickname: users.nickname })
      .from(alertSubscribes)
      .innerJoin(users, eq(users.uuid, alertSubscribes.targetUuid))
      .where(and(eq(alertSubscribes.userUuid, ownerUuid), id ? eq(alertSubscribes.id, id) : undefined))
      .orderBy(asc(alertSubscribes.createdAt));
  const toSubscribe = (r: { s: typeof alertSubscribes.$inferSelect; nickname: string }): AlertSubscribe => ({
    id: r.s.id,
    userUuid: r.s.targetUuid,
    userNickname: r.nickname,
    createdAt: r.s.createdAt.toISOString(),
  });

  app.get(subscribeBase, async (req) => {
    const { user } = await requireUser(req);
    return (await subscriptions(user.uuid)).map(toSubscribe);
  });

  app.get(`${subscribeBase}/:id`, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(IdParam, req.params);
    const [row] = await subscriptions(user.uuid, id);
    if (!row) throw notFound('구독을 찾을 수 없습니다.');
    return toSubscribe(row);
  });

  app.post(subscribeBase, async (req) => {
    const { user } = await requireUser(req);
    const { userUuid } = parseInput(AlertSubscribeInput, req.body);
    if (userUuid === user.uuid) throw new HttpError(400, '자기 자신은 구독할 수 없습니다.', 'userUuid');
    const [target] = await db
      .select({ uuid: users.uuid })
      .from(users)
      .where(eq(users.uuid, userUuid))
      .limit(1);
    if (!target) throw new HttpError(400, '사용자를 찾을 수 없습니다.', 'userUuid');
    const [row] = await db
      .insert(alertSubscribes)
      .values({ id: newId(), userUuid: user.uuid, targetUuid: userUuid })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new HttpError(400, '이미 구독한 사용자입니다.', 'userUuid');
    const [created] = await subscriptions(user.uuid, row.id);
    return toSubscribe(created!);
  });

  app.delete(`${subscribeBase}/:id`, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(IdParam, req.params);
    const gone = await db
      .delete(alertSubscribes)
      .where(and(eq(alertSubscribes.id, id), eq(alertSubscribes.userUuid, user.uuid)))
      .returning();
    if (gone.length === 0) throw notFound('구독을 찾을 수 없습니다.');
    return { result: true };
  });
}
