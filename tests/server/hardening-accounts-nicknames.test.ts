import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nicknameMessages, UpdateMeRequest } from '../../src/contract';
import { startTestServer, type TestServer } from './helpers/server';

/** Nicknames that hide characters or pass for staff are refused on register and on change. */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

let serial = 0;
const register = (nickname: string) =>
  t.client().post('/api/v1/user/register', {
    username: `nick_${++serial}`,
    password: 'goodpass1',
    nickname,
  });

const HIDDEN = [
  '\u200b\u200b',
  '\u200b\u200c\u200d\ufeff',
  '\u202eadmin',
  '팬\u202e닉네임',
  '열혈\u2066팬',
  '\u3164\u3164',
  '팬\u0000닉',
  '팬\t닉',
];
const STAFF = [
  '관리자',
  '운영자',
  '운영진',
  '매니저',
  '관리자님',
  '공식 운영자',
  'admin',
  'ADMIN',
  'ａｄｍｉｎ',
  'Ａdmin_01',
  'A.D.M.I.N',
  '4dm1n',
  'аdmin',
  'Manager',
  'ＭＡＮＡＧＥＲ',
  'staff',
];

describe('nickname rules', () => {
  it.each(HIDDEN)('refuses hidden or bidi characters on register: %j', async (nickname) => {
    const res = await register(nickname);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorFieldName: 'nickname' });
  });

  it('names the hidden characters in Korean', async () => {
    const res = await register('\u202eadmin');
    expect(res.body).toEqual({ status: 400, message: nicknameMessages.hidden, errorFieldName: 'nickname' });
  });

  it.each(STAFF)('refuses staff titles in any case or width on register: %j', async (nickname) => {
    const res = await register(nickname);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message: nicknameMessages.staff, errorFieldName: 'nickname' });
  });

  it('stores the NFKC form and keeps ordinary names', async () => {
    const wide = await register('ｆａｎ１２');
    expect(wide.status).toBe(200);
    expect(wide.body.nickname).toBe('fan12');
    for (const nickname of ['badminton', '열혈팬 2호', '별빛🌟']) {
      const res = await register(nickname);
      expect(res.status, nickname).toBe(200);
      expect(res.body.nickname).toBe(nickname);
    }
  });

  it('refuses look-alikes of an existing staff account nickname, but the staff member keeps theirs', async () => {
    const admin = await t.as('admin');
    expect((await admin.put('/api/v1/user/me', { nickname: 'StarKeeper' })).status).toBe(200);
    expect((await admin.put('/api/v1/user/me', { nickname: 'StarKeeper' })).status).toBe(200);
    for (const nickname of ['ＳｔａｒＫｅｅｐｅｒ!', 'St4r.Keeper', 'star keeper', 'StarKeeper2']) {
      const res = await register(nickname);
      expect(res.body, nickname).toEqual({
        status: 400,
        message: nicknameMessages.staff,
        errorFieldName: 'nickname',
      });
    }
  });

  it('applies the same rules to a nickname change', async () => {
    const fan = await t.as('soopfan');
    for (const nickname of ['\u202eadmin', '\u200b\u200b', '관리자', 'ＡＤＭＩＮ']) {
      const res = await fan.put('/api/v1/user/me', { nickname });
      expect(res.status, JSON.stringify(nickname)).toBe(400);
      expect(res.body.errorFieldName).toBe('nickname');
    }
    expect((await fan.get('/api/v1/user/me')).body.nickname).toBe('열혈팬');
  });

  it('gives the form the same rules', () => {
    expect(UpdateMeRequest.safeParse({ nickname: '\u202eadmin' }).error?.issues[0]?.message).toBe(
      nicknameMessages.hidden,
    );
    expect(UpdateMeRequest.safeParse({ nickname: '관리자' }).error?.issues[0]?.message).toBe(
      nicknameMessages.staff,
    );
    expect(UpdateMeRequest.parse({ nickname: 'ｆａｎ１２' }).nickname).toBe('fan12');
  });
});
