import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp } from './helpers/stomp';

let t: TestServer;
let fan: ApiClient;
let crew: ApiClient;
let fanUuid: string;
beforeAll(async () => {
  t = await startTestServer();
  [fan, crew] = await Promise.all([t.as('soopfan'), t.as('crew')]);
  fanUuid = (await fan.get('/api/v1/user/me')).body.uuid;
});
afterAll(() => t.close());

const unreadQuery = `/api/v1/notification/table?length=1&orderColumnName=id&order=desc&searchColumns=${encodeURIComponent(
  JSON.stringify([{ name: 'confirmed', value: false }]),
)}`;

describe('notifications', () => {
  it('tells the post author of a comment and the parent author of a reply, never the writer', async () => {
    const post = (await fan.post('/api/v1/p/board/free/post', { title: '댓글 주세요', content: '<p>x</p>' }))
      .body;
    const mine = (await fan.post(`/api/v1/p/post/${post.id}/comment`, { content: '내 댓글' })).body;
    expect((await fan.get(unreadQuery)).body.recordsFiltered).toBe(0);
    await crew.post(`/api/v1/p/post/${post.id}/comment`, { content: '답글입니다', parentId: mine.id });
    const list = (await fan.get('/api/v1/notification')).body;
    expect(list).toHaveLength(1);
    expect(list[0].content).toContain('답글');
    const crewPost = (await crew.post('/api/v1/p/board/free/post', { title: '크루 글', content: '<p>x</p>' }))
      .body;
    const crewComment = (await fan.post(`/api/v1/p/post/${crewPost.id}/comment`, { content: '팬 댓글' }))
      .body;
    await fan.post(`/api/v1/p/post/${crewPost.id}/comment`, { content: '팬 답글', parentId: crewComment.id });
    const crewList = (await crew.get('/api/v1/notification')).body;
    expect(crewList).toHaveLength(2);
  });

  it('shows only the caller their own notifications, newest first', async () => {
    const theirs = (await crew.get('/api/v1/notification')).body;
    const id = theirs[0].id;
    expect((await fan.get(`/api/v1/notification/${id}`)).status).toBe(404);
    expect((await fan.put(`/api/v1/notification/${id}`, { confirmed: true })).status).toBe(404);
    expect((await fan.delete(`/api/v1/notification/${id}`)).status).toBe(404);
    expect((await t.client().get('/api/v1/notification')).status).toBe(401);
    expect((await t.client().get('/api/v1/notification/table')).status).toBe(401);
    const pulled = (await fan.get('/api/v1/notification/table?rev=0&length=100')).body.data;
    expect(pulled.every((n: { id: string }) => !theirs.some((x: { id: string }) => x.id === n.id))).toBe(
      true,
    );
    const ids = theirs.map((n: { id: string }) => n.id);
    expect([...ids].sort().reverse()).toEqual(ids);
  });

  it('marks one read, then all read, publishing each change', async () => {
    const socket = await connectStomp(t.wsUrl, fan.cookie);
    const topic = topics.userNotification(fanUuid);
    await socket.subscribe(topic);
    const post = (
      await fan.post('/api/v1/p/board/humor/post', { title: '알림 여러 개', content: '<p>x</p>' })
    ).body;
    for (const text of ['하나', '둘', '셋'])
      await crew.post(`/api/v1/p/post/${post.id}/comment`, { content: text });
    for (let i = 0; i < 3; i++) expect((await socket.next(topic)).type).toBe('create');
    const unread = (await fan.get(unreadQuery)).body;
    expect(unread.recordsFiltered).toBe(4);
    expect(unread.data).toHaveLength(1);

    const updated = await fan.put(`/api/v1/notification/${unread.data[0].id}`, { confirmed: true });
    expect(updated.body.confirmed).toBe(true);
    expect(await socket.next(topic)).toMatchObject({ type: 'update', data: { confirmed: true } });
    expect((await fan.get(unreadQuery)).body.recordsFiltered).toBe(3);

    expect((await fan.post('/api/v1/notification/confirm-all')).body).toEqual({ count: 3 });
    expect(await socket.next(topic)).toEqual({ type: 'read' });
    expect((await fan.get(unreadQuery)).body.recordsFiltered).toBe(0);

    const gone = (await fan.get('/api/v1/notification')).body[0];
    expect((await fan.delete(`/api/v1/notification/${gone.id}`)).status).toBe(200);
    expect(await socket.next(topic)).toMatchObject({ type: 'delete', data: { id: gone.id, deleted: true } });
    await socket.close();
  });

  it('lets staff send a notification, not members', async () => {
    const body = { userUuid: fanUuid, content: '운영진 안내입니다', path: '/board/notice' };
    expect((await crew.post('/api/v1/notification', body)).status).toBe(403);
    expect((await t.client().post('/api/v1/notification', body)).status).toBe(401);
    expect((await (await t.as('admin')).post('/api/v1/notification', body)).status).toBe(200);
    expect((await fan.get('/api/v1/notification')).body[0]).toMatchObject({
      content: '운영진 안내입니다',
      addData: { path: '/board/notice' },
    });
  });
});
