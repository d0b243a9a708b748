import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp } from './helpers/stomp';

let t: TestServer;
let fan: ApiClient;
let fanUuid: string;
let crewUuid: string;
let newbieUuid: string;
beforeAll(async () => {
  t = await startTestServer();
  fan = await t.as('soopfan');
  fanUuid = (await fan.get('/api/v1/user/me')).body.uuid;
  crewUuid = (await (await t.as('crew')).get('/api/v1/user/me')).body.uuid;
  newbieUuid = (await (await t.as('newbie')).get('/api/v1/user/me')).body.uuid;
});
afterAll(() => t.close());

describe('blocks', () => {
  it('creates, reads, updates and deletes a block, publishing each change to the owner', async () => {
    const socket = await connectStomp(t.wsUrl, fan.cookie);
    await socket.subscribe(topics.userBlock(fanUuid));
    const base = '/api/v1/user/me/block';
    expect((await fan.get(`${base}/latest-time`)).body).toEqual({ latestTime: 0 });
    expect((await fan.get(`${base}/exists/${crewUuid}`)).body).toEqual({ exists: false });

    const created = await fan.post(base, { userUuid: crewUuid, reason: '도배' });
    expect(created.body).toMatchObject({
      userUuid: crewUuid,
      userNickname: '씨나인크루',
      reason: '도배',
      deleted: false,
    });
    expect(await socket.next(topics.userBlock(fanUuid))).toMatchObject({
      type: 'create',
      data: { userUuid: crewUuid },
    });
    expect((await fan.get(`${base}/exists/${crewUuid}`)).body).toEqual({ exists: true });
    expect((await fan.get(`${base}/latest-time`)).body.latestTime).toBeGreaterThan(0);
    expect((await fan.get(`${base}/${created.body.id}`)).body.reason).toBe('도배');
    expect((await fan.get(base)).body).toHaveLength(1);

    expect((await fan.put(`${base}/${created.body.id}`, { reason: '욕설' })).body.reason).toBe('욕설');
    expect(await socket.next(topics.userBlock(fanUuid))).toMatchObject({
      type: 'update',
      data: { reason: '욕설' },
    });

    expect((await fan.delete(`${base}/${created.body.id}`)).status).toBe(200);
    expect(await socket.next(topics.userBlock(fanUuid))).toMatchObject({
      type: 'delete',
      data: { deleted: true },
    });
    expect((await fan.get(`${base}/exists/${crewUuid}`)).body).toEqual({ exists: false });
    const pulled = (await fan.get(`${base}/table?rev=0`)).body.data;
    expect(pulled).toEqual([
      expect.objectContaining({ id: created.body.id, deleted: true, userNickname: '씨나인크루' }),
    ]);
    // Blocking again after an unblock works.
    expect((await fan.post(base, { userUuid: crewUuid })).status).toBe(200);
    await socket.close();
  });

  it('refuses self-blocks, duplicates, unknown users and strangers', async () => {
    const base = '/api/v1/user/me/block';
    expect((await fan.post(base, { userUuid: fanUuid })).body).toMatchObject({
      status: 400,
      errorFieldName: 'userUuid',
    });
    await fan.post(base, { userUuid: newbieUuid });
    expect((await fan.post(base, { userUuid: newbieUuid })).body).toMatchObject({
      status: 400,
      message: '이미 차단한 사용자입니다.',
    });
    expect((await fan.post(base, { userUuid: crypto.randomUUID() })).status).toBe(400);
    expect((await fan.post(base, { userUuid: 'not-a-uuid' })).body).toMatchObject({
      errorFieldName: 'userUuid',
    });
    const mine = (await fan.get(base)).body[0];
    const stranger = await t.as('manager');
    expect((await stranger.get(`${base}/${mine.id}`)).status).toBe(404);
    expect((await stranger.delete(`${base}/${mine.id}`)).status).toBe(404);
    expect((await t.client().get(base)).status).toBe(401);
  });
});
