import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../server/db/schema';
import { PAGE_VIEW_LIMIT } from '../../server/modules/ops/page-views';
import { product } from '../../src/contract';
import { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('operations', () => {
  it('reports health, version and socket count', async () => {
    expect((await t.client().get('/api/actuator/health')).body).toEqual({ status: 'UP' });
    expect((await t.client().get('/version.json')).body).toEqual({ version: product.version });
    expect((await t.client().get('/api/actuator/active-websocket-sessions')).body).toEqual({ count: 0 });
  });

  it('accepts client error reports and refuses malformed ones', async () => {
    expect(
      (
        await t
          .client()
          .post('/api/v1/log/error', { message: 'TypeError: x is undefined', url: '/board/free' })
      ).status,
    ).toBe(200);
    expect((await t.client().post('/api/v1/log/error', { stack: 'no message' })).status).toBe(400);
  });

  it('answers unknown API paths with a Korean 404 body', async () => {
    const res = await t.client().get('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: '요청한 주소를 찾을 수 없습니다.' });
  });
});

describe('page views', () => {
  const rowsOf = (deviceId: string) =>
    t.server.database.db.select().from(pageViews).where(eq(pageViews.deviceId, deviceId));

  it('stores the path, the referrer, the device and the signed-in user', async () => {
    const guest = t.client();
    expect((await guest.post('/api/v1/log/page-view', { path: '/board/all?sort=likes' })).status).toBe(200);
    const fan = await t.as('soopfan');
    const me = (await fan.get('/api/v1/user/me')).body as { uuid: string };
    const res = await fan.post('/api/v1/log/page-view', { path: '/board/free/1', referrer: '/board/all' });
    expect(res.body).toEqual({ result: true });

    expect(await rowsOf(guest.deviceId)).toMatchObject([
      { path: '/board/all?sort=likes', referrer: null, userUuid: null, ip: '127.0.0.1' },
    ]);
    expect(await rowsOf(fan.deviceId)).toMatchObject([
      { path: '/board/free/1', referrer: '/board/all', userUuid: me.uuid },
    ]);
  });

  it('counts the connecting address, not one a client names in X-Forwarded-For', async () => {
    const forger = t.client();
    const res = await forger.request('POST', '/api/v1/log/page-view', {
      json: { path: '/' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.status).toBe(200);
    expect(await rowsOf(forger.deviceId)).toMatchObject([{ ip: '127.0.0.1' }]);
  });

  it('refuses other sites and malformed bodies in Korean', async () => {
    for (const body of [
      {},
      { path: 'board' },
      { path: '//evil.example/x' },
      { path: '/a', referrer: 'https://x' },
    ]) {
      const res = await t.client().post('/api/v1/log/page-view', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
  });

  it('caps each device per minute, and each address across devices', async () => {
    const device = t.client();
    const report = () => device.post('/api/v1/log/page-view', { path: '/live' });
    for (let i = 0; i < PAGE_VIEW_LIMIT.perDevice; i += 1) expect((await report()).status).toBe(200);
    const refused = await report();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    expect(await rowsOf(device.deviceId)).toHaveLength(PAGE_VIEW_LIMIT.perDevice);

    // New device ids each time: only the address's cap is left to stop them.
    const fromThisAddress = await t.server.database.db
      .select()
      .from(pageViews)
      .where(eq(pageViews.ip, '127.0.0.1'));
    const fresh = () => new ApiClient(t.url).post('/api/v1/log/page-view', { path: '/' });
    for (let i = fromThisAddress.length; i < PAGE_VIEW_LIMIT.perIp; i += 1)
      expect((await fresh()).status).toBe(200);
    expect((await fresh()).status).toBe(429);
  });
});
