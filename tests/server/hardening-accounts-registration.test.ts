import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/plugins/write-limit/rate';
import { apiPath } from '../../src/contract';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Registration is limited per client address (issue 27: 100 throwaway accounts in 39 s from one
 * address): a small burst, then a slow refill, counted in the database so every node shares it.
 */

let t: TestServer;
beforeAll(async () => {
  // Behind a trusted proxy each test names the caller's address in X-Forwarded-For.
  t = await startTestServer({ trustProxy: true });
});
afterAll(() => t.close());

const register = (address: string, name: string) =>
  t.client().request('POST', apiPath('register'), {
    json: { username: name, password: 'goodpass1', nickname: name.slice(0, 12) },
    headers: { 'x-forwarded-for': address },
  });

describe('registration per address', () => {
  it('takes a burst from one address, then answers 429 in Korean; another address is not held', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.register.burst + 3; i++)
      statuses.push((await register('198.51.100.40', `bulk_a${i}`)).status);
    expect(statuses.slice(0, RATE_LIMITS.register.burst).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(RATE_LIMITS.register.burst)).toEqual([429, 429, 429]);
    const refused = await register('198.51.100.40', 'bulk_late');
    expect(refused.body).toEqual({
      status: 429,
      message: '이 주소에서 가입 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    });
    // Nothing was created past the limit.
    expect(
      (
        await t
          .client()
          .request('POST', apiPath('login'), { form: { username: 'bulk_late', password: 'goodpass1' } })
      ).status,
    ).toBe(401);

    expect((await register('198.51.100.41', 'other_home')).status).toBe(200);
  });

  it('does not count a form the contract refuses: typos cost nothing', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.client().request('POST', apiPath('register'), {
        json: { username: 'x', password: 'short', nickname: '짧' },
        headers: { 'x-forwarded-for': '198.51.100.42' },
      });
      expect(res.status).toBe(400);
    }
    expect((await register('198.51.100.42', 'after_typos')).status).toBe(200);
  });
});
