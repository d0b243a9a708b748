import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, BLACKLISTED_MESSAGE } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

let t: TestServer;
let manager: ApiClient;
let fan: ApiClient;
let newbie: ApiClient;
let fanUuid: string;
let postId: string;

const comment = (c: ApiClient, content = '댓글입니다') =>
  c.post(apiPath('comments', { postId }), { content });
const post = (c: ApiClient) =>
  c.post(apiPath('posts', { boardId: 'free' }), { title: '제목입니다', content: '<p>본문입니다</p>' });

beforeAll(async () => {
  t = await startTestServer();
  manager = await t.as('manager');
  fan = await t.as('soopfan');
  newbie = await t.as('newbie');
  fanUuid = (await fan.get(apiPath('me'))).body.uuid;
  postId = (await post(manager)).body.id;
});
afterAll(() => t.close());

describe('staff-only endpoints', () => {
  it('refuse members: board roles, blacklists and the moderation view answer 403', async () => {
    const role = { userUuid: fanUuid, boardId: 'free', roleCode: 'ADMIN' };
    expect((await newbie.post(apiPath('boardRole'), role)).status).toBe(403);
    expect((await newbie.request('DELETE', apiPath('boardRole'), { json: role })).status).toBe(403);
    expect((await newbie.post(apiPath('blacklist'), { userUuidList: [fanUuid] })).status).toBe(403);
    expect((await newbie.post(apiPath('soopBlacklist'), { userIdList: ['soopfan01'] })).status).toBe(403);
    expect((await newbie.get(apiPath('userModeration', { id: fanUuid }))).status).toBe(403);
    expect((await t.client().post(apiPath('blacklist'), { userUuidList: [fanUuid] })).status).toBe(401);
    expect((await comment(fan)).status).toBe(200);
  });

  it('let staff grant a board role, shown in the moderation view', async () => {
    const role = { userUuid: fanUuid, boardId: 'free', roleCode: 'ADMIN' };
    expect((await manager.post(apiPath('boardRole'), role)).status).toBe(200);
    const view = await manager.get(apiPath('userModeration', { id: fanUuid }));
    expect(view.body.boardRoleList).toEqual([{ boardId: 'free', role: { code: 'ADMIN' } }]);
    expect((await manager.request('DELETE', apiPath('boardRole'), { json: role })).status).toBe(200);
    expect((await manager.get(apiPath('userModeration', { id: fanUuid }))).body.boardRoleList).toEqual([]);
  });
});

describe('a blacklisted member', () => {
  it('cannot write posts or comments until staff lift it', async () => {
    const barred = await manager.post(apiPath('blacklist'), { userUuidList: [fanUuid], reason: '도배' });
    expect(barred.status).toBe(200);
    expect((await manager.get(apiPath('userModeration', { id: fanUuid }))).body).toMatchObject({
      blacklisted: true,
      blacklistReason: '도배',
    });
    for (const attempt of [await comment(fan), await post(fan)]) {
      expect(attempt.status).toBe(403);
      expect(attempt.body.message).toBe(BLACKLISTED_MESSAGE);
    }
    // Reading stays open.
    expect((await fan.get(apiPath('comments', { postId }))).status).toBe(200);

    await manager.post(apiPath('blacklist'), { userUuidList: [fanUuid], blacklisted: false });
    expect((await comment(fan)).status).toBe(200);
  });

  it('includes whoever is linked to a blacklisted SOOP id', async () => {
    expect((await manager.post(apiPath('soopBlacklist'), { userIdList: ['SoopFan01'] })).status).toBe(200);
    expect((await manager.get(apiPath('userModeration', { id: fanUuid }))).body.soopBlacklisted).toBe(true);
    const refused = await comment(fan);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(BLACKLISTED_MESSAGE);
    await manager.post(apiPath('soopBlacklist'), { userIdList: ['soopfan01'], blacklisted: false });
    expect((await comment(fan)).status).toBe(200);
  });

  it('is refused for a staff member themself and for unknown members', async () => {
    const me = (await manager.get(apiPath('me'))).body.uuid;
    expect((await manager.post(apiPath('blacklist'), { userUuidList: [me] })).status).toBe(400);
    const unknown = await manager.post(apiPath('blacklist'), {
      userUuidList: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.status).toBe(400);
  });
});
