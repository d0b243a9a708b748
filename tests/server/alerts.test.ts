import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp } from './helpers/stomp';

let t: TestServer;
let fan: ApiClient;
let crew: ApiClient;
let manager: ApiClient;
let fanUuid: string;
let crewUuid: string;
beforeAll(async () => {
  t = await startTestServer();
  [fan, crew, manager] = await Promise.all([t.as('soopfan'), t.as('crew'), t.as('manager')]);
  fanUuid = (await fan.get('/api/v1/user/me')).body.uuid;
  crewUuid = (await crew.get('/api/v1/user/me')).body.uuid;
});
afterAll(() => t.close());

const write = (c: ApiClient, title: string, content = '<p>본문</p>', boardId = 'free') =>
  c.post(`/api/v1/p/board/${boardId}/post`, { title, content });

describe('keyword alerts', () => {
  it('manages keywords with Korean field errors', async () => {
    const base = '/api/v1/user/me/alert/keyword';
    const added = await fan.post(base, { keyword: '스타리그' });
    expect(added.body).toMatchObject({ keyword: '스타리그' });
    expect((await fan.post(base, { keyword: '스타리그' })).body).toMatchObject({
      status: 400,
      errorFieldName: 'keyword',
    });
    expect((await fan.post(base, { keyword: '가' })).body).toMatchObject({
      errorFieldName: 'keyword',
      message: '키워드 항목은 최소 2자 이상이어야 합니다.',
    });
    expect((await fan.get(base)).body.map((k: { keyword: string }) => k.keyword)).toEqual(['스타리그']);
    expect((await crew.delete(`${base}/${added.body.id}`)).status).toBe(404);
    expect((await t.client().get(base)).status).toBe(401);
  });

  it('notifies who asked when a new post contains their keyword, not the author', async () => {
    const socket = await connectStomp(t.wsUrl, fan.cookie);
    await socket.subscribe(topics.userNotification(fanUuid));
    await write(crew, '오늘 스타리그 결승!', '<p>다들 모여요</p>');
    const event = await socket.next(topics.userNotification(fanUuid));
    expect(event).toMatchObject({ type: 'create', data: { content: expect.stringContaining('스타리그') } });
    await write(fan, '나도 스타리그 본다');
    await expect(socket.next(topics.userNotification(fanUuid), 500)).rejects.toThrow();
    await socket.close();
  });
});

describe('user subscriptions', () => {
  it('notifies subscribers of a new post by the user they follow, once even with a keyword hit', async () => {
    const base = '/api/v1/user/me/alert/subscribe';
    const sub = await fan.post(base, { userUuid: crewUuid });
    expect(sub.body).toMatchObject({ userUuid: crewUuid, userNickname: '씨나인크루' });
    expect((await fan.post(base, { userUuid: crewUuid })).body).toMatchObject({
      status: 400,
      errorFieldName: 'userUuid',
    });
    expect((await fan.post(base, { userUuid: fanUuid })).body).toMatchObject({ errorFieldName: 'userUuid' });
    expect((await fan.get(`${base}/${sub.body.id}`)).body.userUuid).toBe(crewUuid);

    const before = (await fan.get('/api/v1/notification')).body.length;
    await write(crew, '스타리그 예고편');
    const after = (await fan.get('/api/v1/notification')).body;
    expect(after.length).toBe(before + 1);
    expect(after[0].content).toContain('씨나인크루님이 새 글을 올렸습니다');

    expect((await fan.delete(`${base}/${sub.body.id}`)).status).toBe(200);
    expect((await fan.get(base)).body).toEqual([]);
  });

  it('skips people who blocked the author or cannot read the board', async () => {
    await manager.post('/api/v1/p/board', {
      id: 'staff',
      name: '운영진 전용',
      readRoles: ['ADMIN', 'MANAGER'],
    });
    await fan.post('/api/v1/user/me/alert/keyword', { keyword: '비밀회의' });
    const before = (await fan.get('/api/v1/notification')).body.length;
    await write(manager, '비밀회의 안건', '<p>x</p>', 'staff');
    expect((await fan.get('/api/v1/notification')).body.length).toBe(before);

    await fan.post('/api/v1/user/me/block', { userUuid: crewUuid });
    await write(crew, '비밀회의 아님');
    expect((await fan.get('/api/v1/notification')).body.length).toBe(before);
  });
});

describe('settings and devices', () => {
  it('reads and writes the app-push setting, defaulting to on', async () => {
    expect((await fan.get('/api/v1/user/me/setting/APP_PUSH')).body).toEqual({
      setting: { name: 'APP_PUSH', value: 'Y' },
    });
    expect((await fan.put('/api/v1/user/me/setting/APP_PUSH', { value: 'N' })).body).toEqual({
      setting: { name: 'APP_PUSH', value: 'N' },
    });
    expect((await fan.get('/api/v1/user/me/setting/APP_PUSH')).body.setting.value).toBe('N');
    expect((await fan.get('/api/v1/user/me/setting/DARK')).status).toBe(400);
    expect((await t.client().get('/api/v1/user/me/setting/APP_PUSH')).status).toBe(401);
  });

  it('registers and removes a mobile device', async () => {
    const device = {
      deviceToken: 'fcm-token-1',
      versionRelease: '14',
      versionName: '1.66.20',
      timezone: 'Asia/Seoul',
      locale: 'ko-KR',
      os: 'Android',
    };
    expect((await fan.post('/api/v1/user/me/mobile-device', { crudType: 'C', ...device })).status).toBe(200);
    expect(
      (await fan.post('/api/v1/user/me/mobile-device', { crudType: 'C', ...device, os: 'Linux' })).body,
    ).toMatchObject({ errorFieldName: 'os' });
    expect(
      (await fan.post('/api/v1/user/me/mobile-device', { crudType: 'D', deviceToken: 'fcm-token-1' })).status,
    ).toBe(200);
  });
});
