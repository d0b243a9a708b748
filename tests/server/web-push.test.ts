import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import { browserKeys, decryptPush, fakePushService } from './helpers/push-service';
import { startTestServer, type TestServer } from './helpers/server';

let t: TestServer;
let fan: ApiClient;
let crew: ApiClient;
const service = fakePushService();
let serviceUrl: string;
beforeAll(async () => {
  t = await startTestServer();
  serviceUrl = await service.listen();
  [fan, crew] = await Promise.all([t.as('soopfan'), t.as('crew')]);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const decrypt = (body: Buffer, keys: ReturnType<typeof browserKeys>) => decryptPush(body, keys) as any;

describe('web push', () => {
  it('serves the VAPID public key made at first start', async () => {
    const { publicKey } = (await t.client().get('/api/v1/push/vapid-public-key')).body;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await t.client().get('/api/v1/push/vapid-public-key')).body.publicKey).toBe(publicKey);
  });

  it('pushes a notification, encrypted for the browser and signed with VAPID', async () => {
    const keys = browserKeys();
    const endpoint = `${serviceUrl}/push/fan-1`;
    expect(
      (
        await fan.post('/api/v1/user/me/push-subscription', {
          endpoint,
          keys: { p256dh: keys.p256dh, auth: keys.authB64 },
        })
      ).status,
    ).toBe(200);
    const post = (await fan.post('/api/v1/p/board/free/post', { title: '푸시 받을 글', content: '<p>x</p>' }))
      .body;
    const arrived = service.next();
    await crew.post(`/api/v1/p/post/${post.id}/comment`, { content: '푸시 가나요?' });
    await arrived;
    const request = service.received.at(-1)!;
    expect(request.path).toBe('/push/fan-1');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(String(request.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    const payload = decrypt(request.body, keys);
    expect(payload).toMatchObject({ title: '씨나인', data: { link: `/board/free/${post.id}` } });
    expect(payload.body).toContain('푸시 가나요?');
  });

  it('pushes a live start to subscribers of the streamer', async () => {
    const crewUuid = (await crew.get('/api/v1/user/me')).body.uuid;
    await fan.post('/api/v1/user/me/alert/subscribe', { userUuid: crewUuid });
    await t.poll();
    const keys = browserKeys();
    await fan.post('/api/v1/user/me/push-subscription', {
      endpoint: `${serviceUrl}/push/fan-2`,
      keys: { p256dh: keys.p256dh, auth: keys.authB64 },
    });
    const arrived = service.next();
    await fetch(`${t.url}/soop-sim/control/c9crew/live`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: '크루 정기 방송' }),
    });
    await t.poll();
    await arrived;
    const request = service.received.findLast((r) => r.path === '/push/fan-2')!;
    expect(decrypt(request.body, keys)).toMatchObject({
      title: '씨나인크루 방송 시작',
      body: '크루 정기 방송',
      data: { link: expect.stringMatching(/^https:\/\/play\.sooplive\.co\.kr\/c9crew\/\d+$/) },
    });
  });

  it('removes a subscription the push service says is gone, and respects APP_PUSH off', async () => {
    service.setAnswer(410);
    const before = service.received.length;
    const post = (await fan.post('/api/v1/p/board/free/post', { title: '만료 확인', content: '<p>x</p>' }))
      .body;
    const arrived = service.next();
    await crew.post(`/api/v1/p/post/${post.id}/comment`, { content: '만료?' });
    await arrived;
    await new Promise((r) => setTimeout(r, 200));
    service.setAnswer(201);
    const afterGone = service.received.length;
    expect(afterGone).toBeGreaterThan(before);
    await fan.put('/api/v1/user/me/setting/APP_PUSH', { value: 'N' });
    await crew.post(`/api/v1/p/post/${post.id}/comment`, { content: '꺼짐?' });
    await new Promise((r) => setTimeout(r, 500));
    expect(service.received.length).toBe(afterGone);
    await fan.put('/api/v1/user/me/setting/APP_PUSH', { value: 'Y' });
    await crew.post(`/api/v1/p/post/${post.id}/comment`, { content: '다시 켜짐' });
    await new Promise((r) => setTimeout(r, 500));
    // Every subscription answered 410 earlier and was removed: nothing is sent any more.
    expect(service.received.length).toBe(afterGone);
  });

  it('refuses push endpoints the server should never call', async () => {
    const keys = browserKeys();
    const subscribe = (endpoint: string) =>
      fan.post('/api/v1/user/me/push-subscription', {
        endpoint,
        keys: { p256dh: keys.p256dh, auth: keys.authB64 },
      });
    for (const endpoint of [
      'http://push.example.com/x',
      'https://127.0.0.1/admin',
      'ftp://push.example.com/x',
    ]) {
      const answer = await subscribe(endpoint);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        message: '지원하지 않는 푸시 주소입니다.',
        errorFieldName: 'endpoint',
      });
    }
    expect((await subscribe('https://fcm.googleapis.com/fcm/send/abc')).status).toBe(200);
  });
});
