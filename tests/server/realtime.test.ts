import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp } from './helpers/stomp';

let t: TestServer;
let fan: ApiClient;
let crew: ApiClient;
let fanUuid: string;
let crewUuid: string;
beforeAll(async () => {
  t = await startTestServer();
  [fan, crew] = await Promise.all([t.as('soopfan'), t.as('crew')]);
  fanUuid = (await fan.get('/api/v1/user/me')).body.uuid;
  crewUuid = (await crew.get('/api/v1/user/me')).body.uuid;
});
afterAll(() => t.close());

describe('STOMP push', () => {
  it('delivers a post written by one client to another client subscribed to the board topic', async () => {
    const reader = await connectStomp(t.wsUrl);
    await reader.subscribe(topics.board);
    const created = (await fan.post('/api/v1/p/board/free/post', { title: '실시간 글', content: '<p>x</p>' }))
      .body;
    const event = await reader.next(topics.board);
    expect(event).toMatchObject({
      entity: 'post',
      type: 'create',
      data: { id: created.id, title: '실시간 글', rev: created.rev },
    });
    await reader.close();
  });

  it('delivers comments on the post topic and a notification to the post author', async () => {
    const post = (await fan.post('/api/v1/p/board/free/post', { title: '알림 받을 글', content: '<p>x</p>' }))
      .body;
    const author = await connectStomp(t.wsUrl, fan.cookie);
    await author.subscribe(topics.userNotification(fanUuid));
    const reader = await connectStomp(t.wsUrl);
    await reader.subscribe(topics.post(post.id));
    await crew.post(`/api/v1/p/post/${post.id}/comment`, { content: '멋진 글이네요' });
    expect(await reader.next(topics.post(post.id))).toMatchObject({
      entity: 'comment',
      type: 'create',
      data: { content: '멋진 글이네요' },
    });
    const note = await author.next(topics.userNotification(fanUuid));
    expect(note).toMatchObject({
      type: 'create',
      data: { confirmed: false, addData: { path: `/board/free/${post.id}` } },
    });
    expect(note.data.content).toContain('씨나인크루님이');
    await Promise.all([author.close(), reader.close()]);
  });

  it("refuses a subscription to someone else's user topic with an ERROR frame", async () => {
    const intruder = await connectStomp(t.wsUrl, crew.cookie);
    void intruder.client.subscribe(topics.userNotification(fanUuid), () => {});
    expect(await intruder.error()).toBe('구독 권한이 없습니다.');
    await intruder.close();
    const anonymous = await connectStomp(t.wsUrl);
    void anonymous.client.subscribe(topics.userSession(fanUuid), () => {});
    expect(await anonymous.error()).toBeTruthy();
    await anonymous.close();
  });

  it('sends update on the session topic when roles change, and logout only to the revoked session', async () => {
    const manager = await t.as('manager');
    const phone = await t.as('crew');
    const tab = await connectStomp(t.wsUrl, crew.cookie);
    const other = await connectStomp(t.wsUrl, phone.cookie);
    await tab.subscribe(topics.userSession(crewUuid));
    await other.subscribe(topics.userSession(crewUuid));
    await manager.post('/api/v1/user/board/role', { userUuid: crewUuid, boardId: 'humor' });
    expect(await tab.next(topics.userSession(crewUuid))).toEqual({ type: 'update' });
    expect(await other.next(topics.userSession(crewUuid))).toEqual({ type: 'update' });
    await phone.get('/api/v1/logout');
    expect(await other.next(topics.userSession(crewUuid))).toEqual({ type: 'logout' });
    await expect(tab.next(topics.userSession(crewUuid), 500)).rejects.toThrow();
    await Promise.all([tab.close(), other.close()]);
  });

  it('counts open sockets', async () => {
    const a = await connectStomp(t.wsUrl);
    const b = await connectStomp(t.wsUrl);
    const { count } = (await t.client().get('/api/actuator/active-websocket-sessions')).body;
    expect(count).toBeGreaterThanOrEqual(2);
    await Promise.all([a.close(), b.close()]);
  });
});
