import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as password from '../../server/modules/user/password';
import { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Failed logins lock the address (or known device) that made them, never the account as a whole,
 * and an unknown username costs the same password hash as a known one.
 */

vi.mock('../../server/modules/user/password', { spy: true });

let t: TestServer;
beforeAll(async () => {
  // Behind a trusted proxy each test names the caller's address in X-Forwarded-For.
  t = await startTestServer({ trustProxy: true });
});
afterAll(() => t.close());

const login = (c: ApiClient, address: string, username: string, pass: string) =>
  c.request('POST', '/api/v1/login', {
    form: { username, password: pass },
    headers: { 'x-forwarded-for': address },
  });

async function failFiveTimes(c: ApiClient, address: string, username: string) {
  for (let i = 0; i < 5; i++) {
    expect((await login(c, address, username, `wrong${i}pass`)).status).toBe(401);
  }
  expect((await login(c, address, username, 'wrong9pass')).status).toBe(429);
}

describe('login lockout', () => {
  it("an attacker's failures lock only the attacker's address, not the owner's", async () => {
    await failFiveTimes(new ApiClient(t.url), '198.51.100.7', 'excel');
    // The owner, on a new device at home, still signs in.
    const owner = new ApiClient(t.url);
    expect((await login(owner, '203.0.113.20', 'excel', 'excel1234')).status).toBe(200);
    // The attacker's address stays locked, even with the right password.
    expect((await login(new ApiClient(t.url), '198.51.100.7', 'excel', 'excel1234')).status).toBe(429);
  });

  it('never locks the owner on a device that signed in before, even at the same address', async () => {
    const ownerDevice = new ApiClient(t.url);
    expect((await login(ownerDevice, '192.0.2.50', 'crew', 'crew1234')).status).toBe(200);
    await failFiveTimes(new ApiClient(t.url), '192.0.2.50', 'crew');
    const again = new ApiClient(t.url, ownerDevice.deviceId);
    expect((await login(again, '192.0.2.50', 'crew', 'crew1234')).status).toBe(200);
  });

  it('backs off: a locked pair says how long to wait, in Korean', async () => {
    const c = new ApiClient(t.url);
    await failFiveTimes(c, '198.51.100.8', 'newbie');
    const res = await login(c, '198.51.100.8', 'newbie', 'wrong9pass');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      status: 429,
      message: expect.stringMatching(/^로그인 시도가 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/),
    });
  });

  it('a failure burst on a known device locks that device only for that account', async () => {
    const device = new ApiClient(t.url);
    expect((await login(device, '192.0.2.60', 'manager', 'manager1234')).status).toBe(200);
    await failFiveTimes(device, '192.0.2.60', 'manager');
    // Another device at the same address is not held by the known device's failures.
    expect((await login(new ApiClient(t.url), '192.0.2.60', 'manager', 'manager1234')).status).toBe(200);
  });
});

describe('login timing', () => {
  it('hashes a dummy password for an unknown username, as for a known one', async () => {
    const verify = vi.mocked(password.verifyPassword);
    verify.mockClear();
    const c = new ApiClient(t.url);
    expect((await login(c, '198.51.100.30', 'nosuchuser', 'whatever1')).status).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[0]).toBe('whatever1');
    // A full scrypt check, the same work a known username costs: the answer time tells nothing.
    expect(verify.mock.calls[0]?.[1]).toMatch(/^scrypt\$/);
  });
});
