import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, type BoardAdminOverview, topics } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp } from './helpers/stomp';

let t: TestServer;
let admin: ApiClient;
let manager: ApiClient;
let fan: ApiClient;
let newbie: ApiClient;
let fanUuid: string;

beforeAll(async () => {
  t = await startTestServer();
  [admin, manager, fan, newbie] = await Promise.all([
    t.as('admin'),
    t.as('manager'),
    t.as('soopfan'),
    t.as('newbie'),
  ]);
  fanUuid = (await fan.get(apiPath('me'))).body.uuid;
});
afterAll(() => t.close());

const overview = async (c: ApiClient): Promise<BoardAdminOverview> => {
  const res = await c.get(apiPath('adminBoardOverview'));
  expect(res.status).toBe(200);
  return res.body;
};

describe('/admin/board endpoints', () => {
  it('refuse a member (403) and a visitor (401) on every call the page makes', async () => {
    const board = { id: 'refused', name: '거절' };
    const role = { userUuid: fanUuid, boardId: 'free', roleCode: 'ADMIN' };
    const calls = (c: ApiClient) => [
      c.get(apiPath('adminBoardOverview')),
      c.post(apiPath('boards'), board),
      c.put(apiPath('board', { id: 'free' }), { name: '바뀜' }),
      c.delete(apiPath('board', { id: 'free' })),
      c.post(apiPath('boardRole'), role),
      c.request('DELETE', apiPath('boardRole'), { json: role }),
      c.post(apiPath('blacklist'), { userUuidList: [fanUuid] }),
      c.post(apiPath('soopBlacklist'), { userIdList: ['someone01'] }),
    ];
    expect((await Promise.all(calls(newbie))).map((r) => r.status)).toEqual(Array(8).fill(403));
    expect((await Promise.all(calls(t.client()))).map((r) => r.status)).toEqual(Array(8).fill(401));
    expect((await fan.get(apiPath('board', { id: 'free' }))).body.name).not.toBe('바뀜');
  });

  it('list boards with their posts, board roles and blacklists for managers and admins (SPEC section 6)', async () => {
    await manager.post(apiPath('boardRole'), { userUuid: fanUuid, boardId: 'fanart', roleCode: 'ADMIN' });
    await manager.post(apiPath('soopBlacklist'), { userIdList: ['spammer01'], reason: '도배' });
    const seen = await overview(manager);
    expect(seen.boards.map((b) => b.id)).toEqual(expect.arrayContaining(['notice', 'free', 'fanart']));
    expect(seen.roles).toContainEqual(
      expect.objectContaining({
        userUuid: fanUuid,
        username: 'soopfan',
        boardId: 'fanart',
        roleCode: 'ADMIN',
      }),
    );
    expect(seen.soopBlacklist).toContainEqual(
      expect.objectContaining({ soopUserId: 'spammer01', reason: '도배' }),
    );
    expect(await overview(admin)).toEqual(seen);
  });
});

describe('an admin editing boards', () => {
  it('creates a board with a category, renames it and adds one; members see each change, live', async () => {
    const reader = await connectStomp(t.wsUrl, fan.cookie);
    await reader.subscribe(topics.board);
    const created = await admin.post(apiPath('boards'), {
      id: 'cheer',
      name: '응원',
      categories: [{ number: 1, name: '응원글' }],
    });
    expect(created.status).toBe(200);
    expect(await reader.next(topics.board)).toMatchObject({
      entity: 'board',
      type: 'create',
      data: { id: 'cheer' },
    });

    const edited = await admin.put(apiPath('board', { id: 'cheer' }), {
      name: '응원 게시판',
      description: '크루를 응원해 주세요',
      categories: [
        { number: 1, name: '응원글' },
        { number: 2, name: '후기' },
      ],
      sort: 5,
    });
    expect(edited.status).toBe(200);
    expect(await reader.next(topics.board)).toMatchObject({
      entity: 'board',
      type: 'update',
      data: { id: 'cheer', name: '응원 게시판' },
    });
    const listed = (await fan.get(apiPath('boards'))).body.find((b: { id: string }) => b.id === 'cheer');
    expect(listed).toMatchObject({ name: '응원 게시판', description: '크루를 응원해 주세요', sort: 5 });
    expect(listed.categories).toContainEqual({ number: 2, name: '후기' });
    await reader.close();
  });

  it('deletes a board without losing its posts: hidden from members, kept, back when made again', async () => {
    await admin.post(apiPath('boards'), { id: 'retire', name: '보관' });
    const post = await fan.post(apiPath('posts', { boardId: 'retire' }), {
      title: '남을 글',
      content: '<p>x</p>',
    });
    expect(post.status).toBe(200);
    expect((await admin.delete(apiPath('board', { id: 'retire' }))).status).toBe(200);

    expect((await fan.get(apiPath('boards'))).body.map((b: { id: string }) => b.id)).not.toContain('retire');
    expect((await fan.get(apiPath('post', { boardId: 'retire', id: post.body.id }))).status).toBe(404);
    expect((await overview(admin)).boards.find((b) => b.id === 'retire')).toMatchObject({
      deleted: true,
      postCount: 1,
    });

    expect((await admin.post(apiPath('boards'), { id: 'retire', name: '보관 복구' })).status).toBe(200);
    const back = await fan.get(apiPath('post', { boardId: 'retire', id: post.body.id }));
    expect(back.body.title).toBe('남을 글');
  });
});
