import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservedNames } from '../../server/db/schema';
import { WITHDRAWN_NAME_HOLD_DAYS } from '../../server/modules/user/name-rules';
import { startTestServer, type TestServer } from './helpers/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('register', () => {
  it('creates a USER account that can then sign in', async () => {
    const c = t.client();
    const res = await c.post('/api/v1/user/register', {
      username: 'newfan',
      password: 'goodpass1',
      nickname: '새팬',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'newfan', nickname: '새팬', roles: ['USER'], point: 0 });
    expect(res.body.profile).toEqual({
      id: null,
      uri: '/img/user/profile.png',
      thumbnailUri: '/img/user/profile.png',
      width: 64,
      height: 64,
    });
    expect(res.body).not.toHaveProperty('passwordHash');
    await c.login('newfan', 'goodpass1');
    expect((await c.get('/api/v1/user/me')).body.username).toBe('newfan');
  });

  it('refuses a taken username or nickname on the named field', async () => {
    const c = t.client();
    const dupName = await c.post('/api/v1/user/register', {
      username: 'MANAGER',
      password: 'goodpass1',
      nickname: '다른닉',
    });
    expect(dupName.status).toBe(400);
    expect(dupName.body).toMatchObject({
      status: 400,
      errorFieldName: 'username',
      message: '이미 사용 중인 아이디입니다.',
    });
    const dupNick = await c.post('/api/v1/user/register', {
      username: 'other1',
      password: 'goodpass1',
      nickname: '열혈팬',
    });
    expect(dupNick.body).toMatchObject({ status: 400, errorFieldName: 'nickname' });
  });

  it('refuses weak passwords and bad input with Korean field errors', async () => {
    const c = t.client();
    const weak = await c.post('/api/v1/user/register', {
      username: 'weakling',
      password: '12345678',
      nickname: '약한비번',
    });
    expect(weak.body).toMatchObject({ status: 400, errorFieldName: 'password' });
    expect(weak.body.message).toMatch(/영문과 숫자/);
    const short = await c.post('/api/v1/user/register', {
      username: 'shorty',
      password: 'a1',
      nickname: '짧은',
    });
    expect(short.body).toMatchObject({
      status: 400,
      errorFieldName: 'password',
      message: '비밀번호 항목은 최소 8자 이상이어야 합니다.',
    });
    const missing = await c.post('/api/v1/user/register', { password: 'goodpass1' });
    expect(missing.body).toMatchObject({ status: 400, errorFieldName: 'username' });
    const broken = await c.request('POST', '/api/v1/user/register', {
      headers: { 'content-type': 'application/json' },
      form: undefined,
      json: undefined,
    });
    expect(broken.status).toBe(400);
  });
});

describe('login and session', () => {
  it('sets an httpOnly SameSite=Lax session cookie and returns the user', async () => {
    const c = t.client();
    const res = await c.login('soopfan', 'fan12345');
    const cookie = res.headers.getSetCookie().find((s) => s.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Expires/i);
    expect(res.body).toMatchObject({ username: 'soopfan', afreecatvUserId: 'soopfan01' });
  });

  it('keeps the cookie 30 days with remember-me', async () => {
    const res = await t.client().login('soopfan', 'fan12345', true);
    const cookie = res.headers.getSetCookie().find((s) => s.startsWith('sid='))!;
    const expires = new Date(/Expires=([^;]+)/i.exec(cookie)![1]!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('answers a wrong pair with 401 and a Korean message', async () => {
    const c = t.client();
    const res = await c.request('POST', '/api/v1/login', {
      form: { username: 'soopfan', password: 'wrongpass1' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: '아이디 또는 비밀번호가 올바르지 않습니다.' });
    expect(c.cookie).toBe('');
    const unknown = await c.request('POST', '/api/v1/login', {
      form: { username: 'nobody', password: 'whatever1' },
    });
    expect(unknown.status).toBe(401);
  });

  it('rate-limits repeated failures per username', async () => {
    const c = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await c.request('POST', '/api/v1/login', { form: { username: 'excel', password: `nope${i}xx` } }))
          .status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    // Even the right password waits until the window passes.
    const right = await c.request('POST', '/api/v1/login', {
      form: { username: 'excel', password: 'excel1234' },
    });
    expect(right.status).toBe(429);
  });

  it('401 for /user/me when signed out; logout ends the session', async () => {
    const c = t.client();
    expect((await c.get('/api/v1/user/me')).status).toBe(401);
    await c.login('crew', 'crew1234');
    const stolen = c.cookie;
    expect((await c.get('/api/v1/user/me')).status).toBe(200);
    expect((await c.get('/api/v1/logout')).status).toBe(200);
    expect((await c.get('/api/v1/user/me')).status).toBe(401);
    // The old cookie value is dead on the server too, not just cleared in the browser.
    c.cookie = stolen;
    expect((await c.get('/api/v1/user/me')).status).toBe(401);
  });

  it('refuses a mutating call from another site', async () => {
    const c = await t.as('soopfan');
    const res = await c.request('PUT', '/api/v1/user/me', {
      json: { nickname: '해커' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});

describe('my account', () => {
  it('updates the nickname, refusing a taken one', async () => {
    const c = t.client();
    await c.post('/api/v1/user/register', { username: 'renamer', password: 'goodpass1', nickname: '바꿀닉' });
    await c.login('renamer', 'goodpass1');
    expect((await c.put('/api/v1/user/me', { nickname: '바뀐닉' })).body.nickname).toBe('바뀐닉');
    expect((await c.put('/api/v1/user/me', { nickname: '씨나인크루' })).body).toMatchObject({
      errorFieldName: 'nickname',
    });
    expect((await t.client().put('/api/v1/user/me', { nickname: 'x' })).status).toBe(401);
  });

  it('stores the device id', async () => {
    const c = await t.as('newbie');
    const res = await c.put('/api/v1/user/me/device-id', { deviceId: 'device-abc' });
    expect(res.body.deviceId).toBe('device-abc');
    expect((await c.get('/api/v1/user/me')).body.deviceId).toBe('device-abc');
  });

  it('changes the password after checking the current one, ending other sessions', async () => {
    const c = t.client();
    await c.post('/api/v1/user/register', {
      username: 'pwchanger',
      password: 'goodpass1',
      nickname: '비번변경',
    });
    await c.login('pwchanger', 'goodpass1');
    const other = t.client();
    await other.login('pwchanger', 'goodpass1');
    const wrong = await c.put('/api/v1/user/me/password', {
      currentPassword: 'badpass99',
      newPassword: 'newpass22',
      newConfirmPassword: 'newpass22',
    });
    expect(wrong.body).toMatchObject({ status: 400, errorFieldName: 'currentPassword' });
    const mismatch = await c.put('/api/v1/user/me/password', {
      currentPassword: 'goodpass1',
      newPassword: 'newpass22',
      newConfirmPassword: 'newpass23',
    });
    expect(mismatch.body).toMatchObject({ status: 400, errorFieldName: 'newConfirmPassword' });
    const ok = await c.put('/api/v1/user/me/password', {
      currentPassword: 'goodpass1',
      newPassword: 'newpass22',
      newConfirmPassword: 'newpass22',
    });
    expect(ok.status).toBe(200);
    expect((await c.get('/api/v1/user/me')).status).toBe(200);
    expect((await other.get('/api/v1/user/me')).status).toBe(401);
    await t.client().login('pwchanger', 'newpass22');
  });

  it('withdraws: sessions end, login no longer works, and the names stay reserved for a while', async () => {
    const c = t.client();
    await c.post('/api/v1/user/register', {
      username: 'leaver',
      password: 'goodpass1',
      nickname: '떠나는이',
    });
    await c.login('leaver', 'goodpass1');
    expect((await c.delete('/api/v1/user/me/withdraw')).status).toBe(200);
    expect((await c.get('/api/v1/user/me')).status).toBe(401);
    const again = await t
      .client()
      .request('POST', '/api/v1/login', { form: { username: 'leaver', password: 'goodpass1' } });
    expect(again.status).toBe(401);

    // Nobody takes the name (any case) or the nickname at once and poses as the member who left.
    const reuse = await t
      .client()
      .post('/api/v1/user/register', { username: 'LEAVER', password: 'goodpass1', nickname: '새사람' });
    expect(reuse.body).toEqual({
      status: 400,
      message: `탈퇴한 회원이 쓰던 아이디는 탈퇴 후 ${WITHDRAWN_NAME_HOLD_DAYS}일 동안 쓸 수 없습니다.`,
      errorFieldName: 'username',
    });
    const nick = await t
      .client()
      .post('/api/v1/user/register', { username: 'newcomer', password: 'goodpass1', nickname: '떠나는이' });
    expect(nick.body).toMatchObject({ status: 400, errorFieldName: 'nickname' });
    const renamer = await t.as('soopfan');
    expect((await renamer.put('/api/v1/user/me', { nickname: '떠나는이' })).body).toMatchObject({
      errorFieldName: 'nickname',
    });

    // Once the period is over, the names are free again.
    await t.server.app.db.update(reservedNames).set({ until: new Date(Date.now() - 1000) });
    const later = await t
      .client()
      .post('/api/v1/user/register', { username: 'leaver', password: 'goodpass1', nickname: '떠나는이' });
    expect(later.status).toBe(200);
  });
});
