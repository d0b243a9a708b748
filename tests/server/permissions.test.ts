import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

let t: TestServer;
let user: ApiClient;
let admin: ApiClient;
let userUuid: string;
beforeAll(async () => {
  t = await startTestServer();
  [user, admin] = await Promise.all([t.as('soopfan'), t.as('admin')]);
  userUuid = (await user.get('/api/v1/user/me')).body.uuid;
});
afterAll(() => t.close());

/** Every admin-only call: a USER gets 403, a signed-out caller 401, an admin gets through. */
const adminCalls: [string, string, ((uuid: string) => unknown) | undefined][] = [
  ['POST', '/api/v1/p/board', () => ({ id: 'perm-test', name: '권한 시험' })],
  ['PUT', '/api/v1/p/board/free', () => ({ name: '자유게시판' })],
  ['POST', '/api/v1/notification', (uuid) => ({ userUuid: uuid, content: '안내' })],
  ['POST', '/api/v1/user/board/role', (uuid) => ({ userUuid: uuid, boardId: 'free' })],
  ['DELETE', '/api/v1/user/board/role', (uuid) => ({ userUuid: uuid, boardId: 'free' })],
  ['DELETE', '/api/v1/p/board/perm-test', undefined],
];

describe('admin-only calls', () => {
  it.each(adminCalls)('%s %s: USER 403, signed out 401, admin 200', async (method, path, body) => {
    const opts = body === undefined ? {} : { json: body(userUuid) };
    const asUser = await user.request(method, path, opts);
    expect(asUser.status).toBe(403);
    expect(asUser.body).toEqual({ status: 403, message: '권한이 없습니다.' });
    expect((await t.client().request(method, path, opts)).status).toBe(401);
    expect((await admin.request(method, path, opts)).status).toBe(200);
  });
});

describe('signed-in calls', () => {
  it.each([
    ['GET', '/api/v1/user/me'],
    ['PUT', '/api/v1/user/me'],
    ['PUT', '/api/v1/user/me/device-id'],
    ['PUT', '/api/v1/user/me/password'],
    ['DELETE', '/api/v1/user/me/withdraw'],
    ['GET', '/api/v1/notification'],
    ['POST', '/api/v1/notification/confirm-all'],
    ['GET', '/api/v1/user/me/block'],
    ['GET', '/api/v1/user/me/block/latest-time'],
    ['POST', '/api/v1/user/me/block'],
    ['POST', '/api/v1/p/board/free/post'],
  ])('%s %s is 401 when signed out', async (method, path) => {
    const res = await t
      .client()
      .request(method, path, method === 'GET' || method === 'DELETE' ? {} : { json: {} });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: '로그인이 필요합니다.' });
  });
});
