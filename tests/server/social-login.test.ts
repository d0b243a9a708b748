import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialProviderConfig } from '../../server/config';
import { DEVICE_ID_HEADER } from '../../src/contract';
import { SOCIAL_MESSAGES, type SocialRegistrationId } from '../../src/contract/social';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Each provider's flow against a standards OAuth 2.0 / OpenID server (oauth2-mock-server) started
 * here: our server sends the browser to its authorize endpoint, trades the code at its token
 * endpoint (with PKCE for KAKAO) and reads the profile, shaped as NAVER, KAKAO or SOOP answer.
 */

/** The provider as this test runs it: the mock's service behind a front that can hang or add SOOP's POST profile. */
class Provider {
  readonly issuer = new OAuth2Issuer();
  readonly service = new OAuth2Service(this.issuer);
  readonly http: Server;
  url = '';
  /** What the next profile call answers, per provider shape. */
  profile: unknown = null;
  hangToken = false;
  readonly usedCodes = new Set<string>();
  readonly challenges: string[] = [];

  constructor() {
    this.http = createServer((req, res) => this.handle(req, res));
    // RFC 6749 4.1.2: a code is good once. The mock issues codes; this keeps the rule for it.
    this.service.on('beforeResponse', (response: { statusCode: number; body: unknown }, req) => {
      const code = (req as unknown as { body: { code?: string } }).body.code;
      if (!code) return;
      if (this.usedCodes.has(code)) {
        response.statusCode = 400;
        response.body = { error: 'invalid_grant' };
      }
      this.usedCodes.add(code);
    });
    this.service.on('beforeUserinfo', (response: { body: unknown }) => {
      response.body = this.profile;
    });
    this.service.on('beforeAuthorizeRedirect', (_uri, req: IncomingMessage) => {
      const challenge = new URL(req.url ?? '', 'http://x').searchParams.get('code_challenge');
      if (challenge) this.challenges.push(challenge);
    });
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    if (this.hangToken && req.url?.startsWith('/token')) return; // never answers
    if (req.method === 'POST' && req.url === '/user/stationinfo') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const token = new URLSearchParams(body).get('access_token');
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(token ? this.profile : { result: -1 }));
      });
      return;
    }
    (this.service.requestHandler as (q: IncomingMessage, s: ServerResponse) => void)(req, res);
  }

  async start() {
    await this.issuer.keys.generate('RS256');
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.http.address() as AddressInfo).port}`;
    this.issuer.url = this.url;
  }

  settings(id: SocialRegistrationId): SocialProviderConfig {
    return {
      clientId: `${id}-client`,
      clientSecret: `${id}-secret`,
      redirectUrl: null,
      authorizeUrl: `${this.url}/authorize`,
      tokenUrl: `${this.url}/token`,
      profileUrl: id === 'afreecatv' ? `${this.url}/user/stationinfo` : `${this.url}/userinfo`,
    };
  }

  stop() {
    this.http.closeAllConnections();
    return new Promise<void>((resolve) => this.http.close(() => resolve()));
  }
}

/** A browser: cookies per name (every cookie of ours is for this one host), redirects by hand. */
class Browser {
  readonly cookies = new Map<string, string>();
  readonly deviceId = `social-${Math.random().toString(36).slice(2, 10)}`;
  constructor(readonly base: string) {}

  async fetch(url: string, init: RequestInit = {}) {
    const ours = url.startsWith(this.base) || url.startsWith('/');
    const target = url.startsWith('/') ? this.base + url : url;
    const headers = new Headers(init.headers);
    if (ours) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      headers.set(DEVICE_ID_HEADER, this.deviceId);
      if (init.method && init.method !== 'GET') headers.set('origin', this.base);
    }
    const res = await fetch(target, { ...init, headers, redirect: 'manual' });
    if (ours)
      for (const set of res.headers.getSetCookie()) {
        const [pair] = set.split(';');
        const at = pair!.indexOf('=');
        const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)];
        if (!value || /expires=Thu, 01 Jan 1970|max-age=0/i.test(set)) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
    return res;
  }

  post(path: string, body: Record<string, string>, json = false) {
    return this.fetch(path, {
      method: 'POST',
      headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
      body: json ? JSON.stringify(body) : new URLSearchParams(body).toString(),
    });
  }

  async me() {
    const res = await this.fetch('/api/v1/user/me');
    return res.status === 200 ? ((await res.json()) as Record<string, any>) : null;
  }
}

const location = (res: Response) => res.headers.get('location') ?? '';

let provider: Provider;
let server: TestServer;

beforeAll(async () => {
  provider = new Provider();
  await provider.start();
  server = await startTestServer({
    social: {
      naver: provider.settings('naver'),
      kakao: provider.settings('kakao'),
      afreecatv: provider.settings('afreecatv'),
      timeoutMs: 800,
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await provider?.stop();
});

const naverProfile = (id: string, email: string | null, nickname = '네이버회원') => ({
  resultcode: '00',
  message: 'success',
  response: { id, nickname, email, profile_image: 'https://phinf.pstatic.net/x.png' },
});
const kakaoProfile = (id: number, email: string | null, verified = true) => ({
  id,
  kakao_account: {
    profile: { nickname: '카카오회원', profile_image_url: null },
    email,
    is_email_valid: verified,
    is_email_verified: verified,
  },
});
const soopProfile = (userId: string) => ({
  result: 1,
  data: { user_id: userId, user_nick: `${userId}닉`, station_name: '방송국', profile_image: null },
});

/** Starts at our authorize route, passes the provider's page, and ends at our callback's redirect. */
async function runFlow(
  browser: Browser,
  id: SocialRegistrationId,
  profile: unknown,
  query = 'pUrl=%2Fboard%2Fall',
) {
  const start = await browser.fetch(`/api/v1/social/${id}/authorize?${query}`);
  expect(start.status).toBe(302);
  const authorizeUrl = new URL(location(start));
  expect(authorizeUrl.origin).toBe(provider.url);
  const atProvider = await browser.fetch(authorizeUrl.toString());
  expect(atProvider.status).toBe(302);
  const callback = location(atProvider);
  provider.profile = profile;
  const back = await browser.fetch(callback);
  expect(back.status).toBe(302);
  const landing = new URL(location(back), server.url);
  return { authorizeUrl, callback, landing, token: landing.searchParams.get('socialToken') };
}

const login = (browser: Browser, id: SocialRegistrationId, token: string, addProvider?: boolean) =>
  browser.post(`/api/v1/social/${id}`, {
    registrationId: id,
    accessToken: token,
    rememberMe: 'true',
    ...(addProvider === undefined ? {} : { addProvider: String(addProvider) }),
  });

describe('social login against a standards OAuth 2.0 server', () => {
  it('registers a new NAVER member with the social details, then signs the returning member in', async () => {
    const browser = new Browser(server.url);
    const flow = await runFlow(browser, 'naver', naverProfile('naver-new-1', 'newbie@naver.com'));
    expect(flow.authorizeUrl.searchParams.get('client_id')).toBe('naver-client');
    expect(flow.authorizeUrl.searchParams.get('state')).toBeTruthy();
    expect(flow.landing.pathname).toBe('/login');
    expect(flow.landing.searchParams.get('pUrl')).toBe('/board/all');
    expect(flow.token).toBeTruthy();
    // The provider's own token never reaches the page.
    expect(flow.landing.toString()).not.toMatch(/access_token|eyJ/);

    const social = await browser.fetch(`/api/v1/social/token?value=${flow.token}`);
    expect(await social.json()).toEqual({
      social: {
        provider: 'NAVER',
        name: '네이버회원',
        email: 'newbie@naver.com',
        profileImage: 'https://phinf.pstatic.net/x.png',
        afreecatvUserId: null,
      },
    });
    const first = await login(browser, 'naver', flow.token!);
    expect(await first.json()).toMatchObject({ result: false, type: 'register', token: flow.token });
    expect(await browser.me()).toBeNull();

    const registered = await browser.post(
      '/api/v1/social/register',
      { token: flow.token!, username: 'naver_newbie', nickname: '네이버새싹' },
      true,
    );
    expect(registered.status).toBe(200);
    const me = await browser.me();
    expect(me).toMatchObject({ username: 'naver_newbie', socialList: [{ provider: 'NAVER' }] });

    // The same token cannot register a second account.
    const again = await new Browser(server.url).post(
      '/api/v1/social/register',
      { token: flow.token!, username: 'naver_twice', nickname: '두번째' },
      true,
    );
    expect(again.status).toBe(401);

    const returning = new Browser(server.url);
    const next = await runFlow(returning, 'naver', naverProfile('naver-new-1', 'newbie@naver.com'));
    const signedIn = await login(returning, 'naver', next.token!);
    expect(await signedIn.json()).toMatchObject({ result: true, type: 'login' });
    expect((await returning.me())?.uuid).toBe(me!.uuid);
  });

  it('never signs in by a verified e-mail: yes alone is refused; the owner signs in with NAVER, then KAKAO joins', async () => {
    const owner = new Browser(server.url);
    const naver = await runFlow(owner, 'naver', naverProfile('naver-mail-1', 'same@example.com'));
    await login(owner, 'naver', naver.token!);
    await owner.post(
      '/api/v1/social/register',
      { token: naver.token!, username: 'mail_owner', nickname: '메일주인' },
      true,
    );
    const ownerMe = await owner.me();

    // No: nothing is linked and nobody is signed in.
    const declining = new Browser(server.url);
    const declined = await runFlow(declining, 'kakao', kakaoProfile(9_000_001, 'same@example.com'));
    expect(declined.authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    const asked = await login(declining, 'kakao', declined.token!);
    expect(await asked.json()).toMatchObject({
      result: false,
      type: 'addProvider',
      needsSignIn: true,
      socialUser: { provider: 'KAKAO' },
    });
    expect(await declining.me()).toBeNull();
    expect((await owner.me())?.socialList).toEqual([{ provider: 'NAVER' }]);

    // Yes from someone who merely claims the e-mail at KAKAO: refused, nobody is signed in.
    const claimant = new Browser(server.url);
    const claimed = await runFlow(claimant, 'kakao', kakaoProfile(9_000_002, 'same@example.com'));
    expect(await (await login(claimant, 'kakao', claimed.token!)).json()).toMatchObject({
      type: 'addProvider',
    });
    const refused = await login(claimant, 'kakao', claimed.token!, true);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ status: 403, message: SOCIAL_MESSAGES.signInFirst });
    expect(await claimant.me()).toBeNull();
    expect((await owner.me())?.socialList).toEqual([{ provider: 'NAVER' }]);

    // The owner: yes, then signs in with NAVER (a second flow in the same browser), then KAKAO joins.
    const accepting = new Browser(server.url);
    const accepted = await runFlow(accepting, 'kakao', kakaoProfile(9_000_001, 'same@example.com'));
    expect(await (await login(accepting, 'kakao', accepted.token!)).json()).toMatchObject({
      type: 'addProvider',
      needsSignIn: true,
    });
    const again = await runFlow(accepting, 'naver', naverProfile('naver-mail-1', 'same@example.com'));
    expect(await (await login(accepting, 'naver', again.token!)).json()).toMatchObject({ result: true });
    expect((await accepting.me())?.uuid).toBe(ownerMe!.uuid);
    const linked = await login(accepting, 'kakao', accepted.token!, true);
    expect(await linked.json()).toMatchObject({ result: true, type: 'login' });
    const me = await accepting.me();
    expect(me?.uuid).toBe(ownerMe!.uuid);
    expect(me?.socialList.map((s: { provider: string }) => s.provider).sort()).toEqual(['KAKAO', 'NAVER']);

    // From now on KAKAO is the owner's own way in.
    const returning = new Browser(server.url);
    const next = await runFlow(returning, 'kakao', kakaoProfile(9_000_001, 'same@example.com'));
    expect(await (await login(returning, 'kakao', next.token!)).json()).toMatchObject({ result: true });
    expect((await returning.me())?.uuid).toBe(ownerMe!.uuid);
  });

  it('adds a provider found by e-mail once its owner signs in with the password, to that account only', async () => {
    const owner = new Browser(server.url);
    expect((await owner.post('/api/v1/login', { username: 'excel', password: 'excel1234' })).status).toBe(
      200,
    );
    const naver = await runFlow(owner, 'naver', naverProfile('naver-excel', 'excel@example.com'), 'link=1');
    expect(await (await login(owner, 'naver', naver.token!, true)).json()).toMatchObject({ result: true });

    const browser = new Browser(server.url);
    const flow = await runFlow(browser, 'kakao', kakaoProfile(9_000_020, 'excel@example.com'));
    expect(await (await login(browser, 'kakao', flow.token!)).json()).toMatchObject({ needsSignIn: true });
    expect((await browser.post('/api/v1/login', { username: 'excel', password: 'excel1234' })).status).toBe(
      200,
    );
    expect(await (await login(browser, 'kakao', flow.token!, true)).json()).toMatchObject({ result: true });
    expect((await browser.me())?.socialList.map((s: { provider: string }) => s.provider).sort()).toEqual([
      'KAKAO',
      'NAVER',
    ]);

    // A KAKAO account already linked to excel is never added to another member who signs in.
    const other = new Browser(server.url);
    const taken = await runFlow(other, 'kakao', kakaoProfile(9_000_020, 'excel@example.com'));
    expect((await other.post('/api/v1/login', { username: 'crew', password: 'crew1234' })).status).toBe(200);
    expect((await login(other, 'kakao', taken.token!, true)).status).toBe(409);
    expect((await other.me())?.username).toBe('crew');
  });

  it('treats a KAKAO e-mail the provider has not verified as no match', async () => {
    const browser = new Browser(server.url);
    const flow = await runFlow(browser, 'kakao', kakaoProfile(9_000_003, 'same@example.com', false));
    const answer = await (await login(browser, 'kakao', flow.token!)).json();
    expect(answer).toMatchObject({ result: false, type: 'register', socialUser: { email: null } });
  });

  it('links the SOOP id at once: a new SOOP member registers linked, a known SOOP id is offered its account', async () => {
    const fresh = new Browser(server.url);
    const flow = await runFlow(fresh, 'afreecatv', soopProfile('brandnewviewer'));
    expect(await (await login(fresh, 'afreecatv', flow.token!)).json()).toMatchObject({ type: 'register' });
    await fresh.post(
      '/api/v1/social/register',
      { token: flow.token!, username: 'new_viewer', nickname: '새시청자' },
      true,
    );
    expect(await fresh.me()).toMatchObject({
      afreecatvUserId: 'brandnewviewer',
      socialList: [{ provider: 'AFREECATV' }],
    });

    // The demo member soopfan linked soopfan01 with a code; signing in with that SOOP account finds them.
    const fan = new Browser(server.url);
    const known = await runFlow(fan, 'afreecatv', soopProfile('soopfan01'));
    // SOOP proving the very SOOP id the account proved is the owner's proof: yes signs in.
    expect(await (await login(fan, 'afreecatv', known.token!)).json()).toMatchObject({
      type: 'addProvider',
      needsSignIn: false,
    });
    expect(await (await login(fan, 'afreecatv', known.token!, true)).json()).toMatchObject({ result: true });
    expect(await fan.me()).toMatchObject({ username: 'soopfan', socialList: [{ provider: 'AFREECATV' }] });
  });

  it('lets a signed-in member add a provider and remove one, never the last way to sign in', async () => {
    const member = new Browser(server.url);
    const res = await member.post('/api/v1/login', { username: 'newbie', password: 'newbie1234' });
    expect(res.status).toBe(200);
    const flow = await runFlow(member, 'kakao', kakaoProfile(9_000_010, null), 'link=1');
    expect(flow.landing.pathname).toBe('/user/me/info');
    expect(await (await login(member, 'kakao', flow.token!, true)).json()).toMatchObject({ result: true });
    expect((await member.me())?.socialList).toEqual([{ provider: 'KAKAO' }]);
    // A password remains: KAKAO may go.
    expect((await member.fetch('/api/v1/user/me/social/kakao', { method: 'DELETE' })).status).toBe(200);
    expect((await member.me())?.socialList).toEqual([]);

    // A social-only member keeps their last provider.
    const only = new Browser(server.url);
    const naver = await runFlow(only, 'naver', naverProfile('naver-only-1', null));
    await login(only, 'naver', naver.token!);
    await only.post(
      '/api/v1/social/register',
      { token: naver.token!, username: 'only_naver', nickname: '네이버만' },
      true,
    );
    const refused = await only.fetch('/api/v1/user/me/social/naver', { method: 'DELETE' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toContain('마지막 로그인 수단');
  });

  it('refuses a forged state and a state from another browser', async () => {
    const browser = new Browser(server.url);
    const start = await browser.fetch('/api/v1/social/naver/authorize');
    const atProvider = await browser.fetch(location(start));
    const callback = new URL(location(atProvider));
    callback.searchParams.set('state', 'forged-state-value');
    provider.profile = naverProfile('naver-forged', null);
    const forged = await browser.fetch(callback.toString());
    expect(location(forged)).toBe('/login');
    expect(browser.cookies.has('c9_social_ticket')).toBe(false);

    // The real state, but in a browser that never started the flow (a link planted by someone else).
    const victim = new Browser(server.url);
    const start2 = await browser.fetch('/api/v1/social/naver/authorize');
    const planted = await victim.fetch(location(await browser.fetch(location(start2))));
    expect(location(planted)).toBe('/login');
  });

  it('refuses a replayed callback and a code the provider already spent', async () => {
    const browser = new Browser(server.url);
    const saved = new Map(browser.cookies);
    const start = await browser.fetch('/api/v1/social/naver/authorize');
    for (const [k, v] of browser.cookies) saved.set(k, v);
    const callback = location(await browser.fetch(location(start)));
    provider.profile = naverProfile('naver-replay', null);
    const first = await browser.fetch(callback);
    expect(new URL(location(first), server.url).searchParams.get('socialToken')).toBeTruthy();

    // The same callback again, even with the flow's cookies put back: the state was spent.
    const replayer = new Browser(server.url);
    for (const [k, v] of saved) replayer.cookies.set(k, v);
    const replayed = await replayer.fetch(callback);
    expect(location(replayed)).toBe('/login');

    // A new flow carrying the old code: the provider refuses it, we show nothing.
    const second = new Browser(server.url);
    const start2 = await second.fetch('/api/v1/social/naver/authorize');
    const fresh = new URL(location(await second.fetch(location(start2))));
    fresh.searchParams.set('code', new URL(callback).searchParams.get('code')!);
    const refused = await second.fetch(fresh.toString());
    expect(location(refused)).toBe('/login');
  });

  it('returns to the login page with nothing shown when the person cancels or the provider fails', async () => {
    const browser = new Browser(server.url);
    const start = await browser.fetch('/api/v1/social/kakao/authorize?pUrl=%2Flive');
    const state = new URL(location(start)).searchParams.get('state')!;
    const cancelled = await browser.fetch(`/api/v1/social/kakao/callback?error=access_denied&state=${state}`);
    expect(location(cancelled)).toBe('/login?pUrl=%2Flive');

    // The profile endpoint answers an error body.
    const failing = new Browser(server.url);
    const flow = await runFlow(failing, 'naver', { resultcode: '024', message: 'Authentication failed' });
    expect(flow.landing.pathname + flow.landing.search).toBe('/login?pUrl=%2Fboard%2Fall');
  });

  // Last of those that register: it empties this address's registration bucket.
  it('counts a social registration against the same per-address limit as the form', async () => {
    let plain = 0;
    for (; plain < 30; plain++) {
      const res = await new Browser(server.url).post(
        '/api/v1/user/register',
        { username: `bulk_social${plain}`, password: 'goodpass1', nickname: `대량${plain}` },
        true,
      );
      if (res.status === 429) break;
      expect(res.status).toBe(200);
    }
    expect(plain).toBeLessThan(30);
    const browser = new Browser(server.url);
    const flow = await runFlow(browser, 'naver', naverProfile('naver-bulk', null));
    expect(await (await login(browser, 'naver', flow.token!)).json()).toMatchObject({ type: 'register' });
    const refused = await browser.post(
      '/api/v1/social/register',
      { token: flow.token!, username: 'social_bulk', nickname: '소셜대량' },
      true,
    );
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(
      '이 주소에서 가입 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    );
    expect(await browser.me()).toBeNull();
  });

  it('says so when the provider does not answer in time', async () => {
    provider.hangToken = true;
    try {
      const browser = new Browser(server.url);
      const start = await browser.fetch('/api/v1/social/afreecatv/authorize');
      const callback = location(await browser.fetch(location(start)));
      const back = await browser.fetch(callback);
      expect(location(back)).toBe('/login?socialError=timeout');
    } finally {
      provider.hangToken = false;
    }
    expect(SOCIAL_MESSAGES.timeout).toContain('응답이 늦어');
  });
});
