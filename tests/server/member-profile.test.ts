import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server';

let t: TestServer;
let crewUuid: string;
beforeAll(async () => {
  t = await startTestServer();
  crewUuid = (await (await t.as('crew')).get('/api/v1/user/me')).body.uuid;
});
afterAll(() => t.close());

describe('member profile', () => {
  it('shows anyone a member’s nickname, picture and tier, and nothing private', async () => {
    const visitor = t.client();
    const res = await visitor.get(`/api/v1/p/user/${crewUuid}/profile`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      uuid: crewUuid,
      nickname: '씨나인크루',
      profileUri: expect.any(String),
      tier: expect.any(String),
    });
  });

  it('answers 404 for an unknown or withdrawn member and 400 for a malformed id', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/v1/p/user/00000000-0000-4000-8000-000000000000/profile')).status).toBe(
      404,
    );
    expect((await visitor.get('/api/v1/p/user/nobody/profile')).status).toBe(400);

    const leaving = t.client();
    await leaving.post('/api/v1/user/register', {
      username: 'profileleaver',
      password: 'goodpass1',
      nickname: '떠날회원',
    });
    await leaving.login('profileleaver', 'goodpass1');
    const uuid = (await leaving.get('/api/v1/user/me')).body.uuid;
    expect((await visitor.get(`/api/v1/p/user/${uuid}/profile`)).body.nickname).toBe('떠날회원');
    expect((await leaving.delete('/api/v1/user/me/withdraw')).status).toBe(200);
    const gone = await visitor.get(`/api/v1/p/user/${uuid}/profile`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('회원을 찾을 수 없습니다.');
  });
});
