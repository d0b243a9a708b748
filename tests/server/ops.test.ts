import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product } from '../../src/contract';
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
