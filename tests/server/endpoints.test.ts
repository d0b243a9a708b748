import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '../../server/lib/endpoint-route';
import { installEndpoints } from '../../server/plugins/endpoints';
import { installErrorHandling } from '../../server/plugins/errors';
import { apiPath, endpoint } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

/** Routes from contract endpoints (`route()`), over real HTTP on the app with the demo accounts. */
let t: TestServer;
let admin: ApiClient;
let fan: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.as('admin');
  fan = await t.as('soopfan');
});
afterAll(() => t.close());

const lottery = {
  title: '',
  prize: '사인 앨범',
  entryCost: 0,
  winnerCount: 1,
  startAt: new Date().toISOString(),
  endAt: new Date(Date.now() + 60_000).toISOString(),
};

describe('an endpoint route', () => {
  it('answers bad input with the contract’s Korean message on its field', async () => {
    const res = await admin.post(apiPath('adminLotteries'), lottery);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message: '제목을 입력해 주세요.', errorFieldName: 'title' });
    // A parameter too: not a uuid is no lottery.
    const entries = await t.client().get(apiPath('lotteryEntries', { id: 'nope' }));
    expect(entries.body).toMatchObject({ status: 400, message: '복권 이벤트를 찾을 수 없어요.' });
  });

  it('checks who calls before what they sent', async () => {
    expect((await t.client().post(apiPath('adminLotteries'), lottery)).status).toBe(401);
    expect((await fan.post(apiPath('adminLotteries'), lottery)).status).toBe(403);
    expect((await t.client().get(apiPath('meLotteryEntries'))).status).toBe(401);
  });

  it('serialises the answer through the response schema: a field outside the contract never leaves', async () => {
    const app = Fastify();
    installErrorHandling(app);
    await installEndpoints(app, { apiDocs: false });
    const spec = endpoint({
      method: 'GET',
      path: '/api/v1/p/probe/:n',
      access: 'public',
      summary: '시험',
      params: z.object({ n: z.coerce.number().int() }),
      response: z.object({ n: z.number() }),
    });
    route(app, spec, async (req) => ({ n: req.params.n, secret: 'x' }) as { n: number });
    const ok = await app.inject({ method: 'GET', url: '/api/v1/p/probe/7' });
    expect(ok.json()).toEqual({ n: 7 });
    const bad = await app.inject({ method: 'GET', url: '/api/v1/p/probe/x' });
    expect(bad.json()).toEqual({ status: 400, message: '잘못된 요청입니다.', errorFieldName: 'n' });
    await app.close();
  });

  it('is listed in the OpenAPI document with its summary and schemas', async () => {
    const res = await t.client().get(apiPath('apiDocs'));
    expect(res.status).toBe(200);
    const enter = res.body.paths['/api/v1/lottery/{id}/entry'].post;
    expect(enter.summary).toBe('복권 응모 (응모 포인트를 원장에서 차감)');
    expect(enter.requestBody.content['application/json'].schema.required).toContain('idempotencyKey');
    // Routes not declared by an endpoint are not described.
    expect(res.body.paths['/api/v1/login']).toBeUndefined();
  });

  it('has no OpenAPI document where it is off, as in production', async () => {
    const off = await startTestServer({ apiDocs: false });
    try {
      expect((await off.client().get(apiPath('apiDocs'))).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
