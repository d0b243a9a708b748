import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as password from '../../server/modules/user/password';
import { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Failed logins hold the address (or known device) that made them on one username, never the
 * account as a whole; beyond that an address or a username is only slowed down by seconds, never
 * for a device that signed in before; an unknown username costs the same password hash as a known one.
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

/** A message's wait in seconds, or NaN when it names minutes (a lockout, not a slow-down). */
const secondsOf = (body: unknown) => {
  const match = /(\d+)초 후에 다시 시도해 주세요\.$/.exec((body as { message?: string }).message ?? '');
  return match ? Number(match[1]) : Number.NaN;
};

// Each test checks some twenty to thirty passwords (scrypt): more than the default 30 s on a busy machine.
describe('login back-off per address and per username', () => {
  it('thirty failures at one address (a carrier NAT) slow new devices there by seconds, never lock them out', async () => {
    const nat = '100.64.0.9';
    // A device at that address that signed in to soopfan before.
    const known = new ApiClient(t.url);
    expect((await login(known, nat, 'soopfan', 'fan12345')).status).toBe(200);
    // Someone else at the address guesses many accounts at once, once each: past the burst,
    // refused before any password is checked.
    const guesser = new ApiClient(t.url);
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, i) => login(guesser, nat, `guess_${i}`, 'wrong9pass')),
    );
    expect(answers.filter((res) => res.status === 401).length).toBeLessThanOrEqual(35);
    const refused = answers.find((res) => res.status === 429);
    expect(refused?.status).toBe(429);
    expect(secondsOf(refused?.body)).toBeLessThanOrEqual(3);

    // The owner's known device is not slowed at all.
    const again = new ApiClient(t.url, known.deviceId);
    expect((await login(again, nat, 'soopfan', 'fan12345')).status).toBe(200);
    // A member on a new phone behind the same NAT gets in within seconds, however often they retry.
    const newcomer = new ApiClient(t.url);
    await expect
      .poll(async () => (await login(newcomer, nat, 'newbie', 'newbie1234')).status, {
        timeout: 10_000,
        interval: 200,
      })
      .toBe(200);
  }, 90_000);

  it("failures on one username from many addresses slow new devices by seconds, never the owner's device", async () => {
    const owner = new ApiClient(t.url);
    expect((await login(owner, '203.0.113.77', 'admin', 'admin1234')).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(new ApiClient(t.url), `198.18.0.${i + 1}`, 'admin', 'wrong9pass'),
      ),
    );
    const refused = answers.find((res) => res.status === 429);
    expect(refused?.status).toBe(429);
    expect(secondsOf(refused?.body)).toBeLessThanOrEqual(10);
    expect(
      (await login(new ApiClient(t.url, owner.deviceId), '203.0.113.77', 'admin', 'admin1234')).status,
    ).toBe(200);
    const elsewhere = new ApiClient(t.url);
    await expect
      .poll(async () => (await login(elsewhere, '203.0.113.78', 'admin', 'admin1234')).status, {
        timeout: 20_000,
        interval: 500,
      })
      .toBe(200);
  }, 90_000);
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
