import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server';

const LOGIN_FORM = new URLSearchParams({ username: 'newbie', password: 'newbie1234' }).toString();

describe('writes need proof that a page of this site sent them', () => {
  let t: TestServer;

  /** A bare request with exactly these headers (no helper adds any). */
  async function send(method: string, path: string, headers: Record<string, string>, body?: string) {
    const res = await fetch(t.url + path, {
      method,
      headers: { ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...headers },
      body,
    });
    const text = await res.text();
    const sid = res.headers
      .getSetCookie()
      .map((c) => /^sid=([^;]+)/.exec(c)?.[1])
      .find(Boolean);
    return { status: res.status, body: text ? JSON.parse(text) : null, cookie: sid ? `sid=${sid}` : '' };
  }

  const login = (headers: Record<string, string>) => send('POST', '/api/v1/login', headers, LOGIN_FORM);
  const refusal = { status: 403, message: '허용되지 않은 요청입니다.' };

  beforeAll(async () => {
    t = await startTestServer();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses a write with no Origin, an empty one or another site’s', async () => {
    const writes: Record<string, string>[] = [
      {},
      { origin: '' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of writes) {
      const res = await login(headers);
      expect(res, JSON.stringify(headers)).toMatchObject({ status: 403, body: refusal });
    }
    // Another site's page cannot vouch for itself with Sec-Fetch-Site.
    expect((await login({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })).status).toBe(
      403,
    );
    expect((await login({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('takes a matching Origin or Sec-Fetch-Site: same-origin', async () => {
    expect((await login({ origin: t.url })).status).toBe(200);
    expect((await login({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    // A page under a strict referrer policy sends Origin: null; the browser still vouches for the site.
    expect((await login({ origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('logs out with a POST; the GET runs only for this site or a typed address', async () => {
    const session = (await login({ origin: t.url })).cookie;
    const me = async () => (await send('GET', '/api/v1/user/me', { cookie: session })).status;
    expect(await me()).toBe(200);

    const foreign: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const site of foreign) {
      const res = await send('GET', '/api/v1/logout', { cookie: session, ...site });
      expect(res, JSON.stringify(site)).toMatchObject({ status: 403, body: refusal });
      expect(await me()).toBe(200);
    }
    expect((await send('POST', '/api/v1/logout', { cookie: session })).status).toBe(403);
    expect(await me()).toBe(200);

    expect((await send('POST', '/api/v1/logout', { cookie: session, origin: t.url })).status).toBe(200);
    expect(await me()).toBe(401);

    const typed = (await login({ origin: t.url })).cookie;
    expect((await send('GET', '/api/v1/logout', { cookie: typed, 'sec-fetch-site': 'none' })).status).toBe(
      200,
    );
    expect((await send('GET', '/api/v1/user/me', { cookie: typed })).status).toBe(401);
  });
});
