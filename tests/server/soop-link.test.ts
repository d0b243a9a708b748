import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp } from './helpers/stomp';

let t: TestServer;
let newbie: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  newbie = await t.as('newbie');
});
afterAll(() => t.close());

const putOnStation = (userId: string, text: string) =>
  fetch(`${t.url}/soop-sim/control/${userId}/profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });

describe('SOOP account linking', () => {
  it('links after the code is found on the station, then the user can write', async () => {
    expect((await newbie.get('/api/v1/user/me/afreecatv/user-id')).body).toEqual({ afreecatvUserId: null });
    expect(
      (await newbie.post('/api/v1/p/board/free/post', { title: '글', content: '<p>x</p>' })).status,
    ).toBe(403);

    const issued = await newbie.post('/api/v1/user/me/afreecatv/code', { afreecatvUserId: 'NewbieStation' });
    expect(issued.body).toMatchObject({
      afreecatvUserId: 'newbiestation',
      code: expect.stringMatching(/^C9-[A-Z2-9]{6}$/),
    });

    await putOnStation('newbiestation', '안녕하세요 뉴비입니다');
    const notYet = await newbie.post('/api/v1/user/me/afreecatv/code-verify', {
      afreecatvUserId: 'newbiestation',
    });
    expect(notYet.status).toBe(400);
    expect(notYet.body.message).toMatch(/인증 코드를 찾지 못했습니다/);

    const me = (await newbie.get('/api/v1/user/me')).body;
    const socket = await connectStomp(t.wsUrl, newbie.cookie);
    await socket.subscribe(topics.userSession(me.uuid));
    await putOnStation('newbiestation', `안녕하세요 ${issued.body.code}`);
    const linked = await newbie.post('/api/v1/user/me/afreecatv/code-verify', {
      afreecatvUserId: 'newbiestation',
    });
    expect(linked.status).toBe(200);
    expect(linked.body.afreecatvUserId).toBe('newbiestation');
    expect(await socket.next(topics.userSession(me.uuid))).toEqual({ type: 'update' });
    expect(
      (await newbie.post('/api/v1/p/board/free/post', { title: '이제 글쓰기', content: '<p>x</p>' })).status,
    ).toBe(200);
    await socket.close();
  });

  it('keeps a linked id unique across accounts', async () => {
    const other = t.client();
    await other.post('/api/v1/user/register', {
      username: 'copycat',
      password: 'goodpass1',
      nickname: '따라쟁이',
    });
    await other.login('copycat', 'goodpass1');
    const res = await other.post('/api/v1/user/me/afreecatv/code', { afreecatvUserId: 'soopfan01' });
    expect(res.body).toMatchObject({
      status: 400,
      errorFieldName: 'afreecatvUserId',
      message: '이미 다른 계정에 연동된 SOOP 아이디입니다.',
    });
  });

  it('asks for a code first, refuses bad ids and signed-out callers, reports an unreadable station', async () => {
    const c = t.client();
    await c.post('/api/v1/user/register', {
      username: 'nocode',
      password: 'goodpass1',
      nickname: '코드없음',
    });
    await c.login('nocode', 'goodpass1');
    expect(
      (await c.post('/api/v1/user/me/afreecatv/code-verify', { afreecatvUserId: 'someone' })).body.message,
    ).toBe('인증 코드를 먼저 발급받으세요.');
    expect(
      (await c.post('/api/v1/user/me/afreecatv/code', { afreecatvUserId: '한글아이디' })).body,
    ).toMatchObject({
      errorFieldName: 'afreecatvUserId',
    });
    await c.post('/api/v1/user/me/afreecatv/code', { afreecatvUserId: 'ghoststation' });
    expect(
      (await c.post('/api/v1/user/me/afreecatv/code-verify', { afreecatvUserId: 'ghoststation' })).status,
    ).toBe(502);
    expect((await t.client().post('/api/v1/user/me/afreecatv/code', { afreecatvUserId: 'abc' })).status).toBe(
      401,
    );
  });

  it('lets staff read and remove a link, and no one else', async () => {
    const fanUuid = (await (await t.as('soopfan')).get('/api/v1/user/me')).body.uuid;
    const crew = await t.as('crew');
    expect((await crew.get(`/api/v1/user/${fanUuid}/afreecatv-user-id`)).status).toBe(403);
    expect((await crew.delete(`/api/v1/user/${fanUuid}/afreecatv`)).status).toBe(403);
    const admin = await t.as('admin');
    expect((await admin.get(`/api/v1/user/${fanUuid}/afreecatv-user-id`)).body).toEqual({
      afreecatvUserId: 'soopfan01',
    });
    expect((await admin.delete(`/api/v1/user/${fanUuid}/afreecatv`)).status).toBe(200);
    expect((await admin.get(`/api/v1/user/${fanUuid}/afreecatv-user-id`)).body).toEqual({
      afreecatvUserId: null,
    });
  });
});
