import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOCIAL_SIMULATOR_PREFIX } from '../../server/modules/social/simulator';
import { ErrorBody } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

/** Every route the server registers, as Fastify's onRoute hook reports it. */
const routeTable = vi.hoisted(() => [] as { method: string; url: string }[]);

vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof import('fastify')>();
  const withRouteTable = ((options: Parameters<typeof real.default>[0]) => {
    const app = real.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: withRouteTable };
});

/** Seeded, so a failure repeats: mulberry32. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY_TEXT = [
  '\u0000',
  'crew\u0000',
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  '\u202eadmin',
  '\u200b\u200b\u200b',
  '\u2066운영자\u2069',
  '\ufeff',
  '%00',
  '2147483648',
];
const NASTY_NUMBERS = [2147483648, -2147483649, 2 ** 53, 1e308, -1, 0.5];
/** Raw JSON: objects JSON.stringify cannot write, with prototype keys of their own. */
const PROTO_BODIES = [
  '{"__proto__":{"isAdmin":true},"title":"제목","content":"내용"}',
  '{"constructor":{"prototype":{"isAdmin":true}},"nickname":"퍼즈"}',
  '{"a":{"__proto__":{"b":1}}}',
];
/** Plausible bodies: one nasty field among sane ones reaches further than a body of only nasty ones. */
const SANE_FIELDS: Record<string, unknown> = {
  id: '7f0c1a52-6a43-4b8e-9a57-3d1c2b0e9f11',
  title: '제목',
  content: '<p>내용</p>',
  nickname: '퍼즈회원',
  username: 'fuzzer',
  password: 'abcd1234',
  currentPassword: 'abcd1234',
  newPassword: 'abcd12345',
  newConfirmPassword: 'abcd12345',
  name: '이름',
  description: '설명',
  sort: 1,
  categoryNumber: null,
  categories: [{ number: 1, name: '잡담' }],
  readRoles: [],
  writeRoles: [],
  parentId: null,
  deviceId: 'fuzz-device',
  keyword: '방송',
  targetUuid: '7f0c1a52-6a43-4b8e-9a57-3d1c2b0e9f12',
  userUuid: '7f0c1a52-6a43-4b8e-9a57-3d1c2b0e9f13',
  boardId: 'free',
  afreecatvUserId: 'fuzzstation',
  userId: 'fuzzstation',
  userNick: '퍼즈',
  department: '음악팀',
  path: '/',
  referrer: '/board',
  message: '오류',
  endpoint: 'https://push.example/fuzz',
  keys: { p256dh: 'a', auth: 'b' },
  token: 'fuzz-token',
  text: '인증',
  code: '123456',
};
const TABLE_QUERY_KEYS = ['orderColumnName', 'order', 'length', 'start', 'rev', 'draw', 'page', 'size'];
const VARIANTS_PER_ROUTE = 4;

type Rand = () => number;
const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

function nastyValue(rand: Rand): unknown {
  const roll = rand();
  if (roll < 0.55) return pick(rand, NASTY_TEXT);
  if (roll < 0.8) return pick(rand, NASTY_NUMBERS);
  if (roll < 0.9) return [pick(rand, NASTY_TEXT)];
  return { [pick(rand, NASTY_TEXT)]: pick(rand, NASTY_TEXT) };
}

function fuzzedPath(rand: Rand, url: string, sane: Record<string, string>): string {
  const params = [...url.matchAll(/:(\w+)/g)].map(([, name]) => name!);
  const nasty = params.length > 0 ? pick(rand, params) : null;
  return url
    .replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(name === nasty ? pick(rand, NASTY_TEXT) : (sane[name] ?? String(SANE_FIELDS.id))),
    )
    .replace('*', encodeURIComponent(pick(rand, NASTY_TEXT)));
}

function fuzzedQuery(rand: Rand): string {
  const query = new URLSearchParams();
  const value = nastyValue(rand);
  query.set(pick(rand, TABLE_QUERY_KEYS), typeof value === 'object' ? JSON.stringify(value) : String(value));
  const search = {
    name: pick(rand, [...NASTY_TEXT, 'title', 'createdAt', 'likeCount']),
    value: nastyValue(rand),
  };
  query.set('searchColumns', JSON.stringify([search]));
  if (rand() < 0.5) query.set(pick(rand, NASTY_TEXT), pick(rand, NASTY_TEXT));
  return `?${query}`;
}

function fuzzedBody(rand: Rand): { json?: string; form?: string } {
  const roll = rand();
  if (roll < 0.15) return { json: pick(rand, PROTO_BODIES) };
  if (roll < 0.35) {
    const form = new URLSearchParams({ username: String(pick(rand, NASTY_TEXT)), password: 'x' });
    if (rand() < 0.5) form.set(pick(rand, NASTY_TEXT), pick(rand, NASTY_TEXT));
    return { form: form.toString() };
  }
  const body: Record<string, unknown> = { ...SANE_FIELDS };
  body[pick(rand, Object.keys(SANE_FIELDS))] = nastyValue(rand);
  return { json: JSON.stringify(body) };
}

describe('every route of the route table against hostile input', () => {
  let t: TestServer;
  let member: ApiClient;
  const sane: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestServer();
    member = await t.as('admin');
    const post = (await member.get('/api/v1/p/post/table?length=1')).body.data[0];
    Object.assign(sane, { boardId: post.boardId, postId: post.id, id: post.id, uuid: SANE_FIELDS.userUuid });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('never answers 500, and every error is {status, message} in Korean', { timeout: 120_000 }, async () => {
    const rand = random(18);
    const routes = routeTable
      .filter((r) => r.method !== 'HEAD')
      // Withdrawing ends the signed-in member: it goes last so every other route is tried signed in.
      .sort((a, b) => Number(a.url.endsWith('/withdraw')) - Number(b.url.endsWith('/withdraw')));
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) {
      for (const signedIn of [false, true]) {
        for (let variant = 0; variant < VARIANTS_PER_ROUTE; variant++) {
          const path = fuzzedPath(rand, route.url, sane) + (rand() < 0.7 ? fuzzedQuery(rand) : '');
          const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin', origin: t.url };
          if (signedIn) headers.cookie = member.cookie;
          let body: string | undefined;
          if (route.method !== 'GET') {
            const fuzzed = fuzzedBody(rand);
            body = fuzzed.json ?? fuzzed.form;
            headers['content-type'] = fuzzed.json ? 'application/json' : 'application/x-www-form-urlencoded';
          }
          const res = await fetch(t.url + path, { method: route.method, headers, body });
          const text = await res.text();
          const what = `${route.method} ${path} ${body ?? ''} -> ${res.status} ${text.slice(0, 200)}`;
          if (res.status >= 500 && res.status !== 502 && res.status !== 503) failures.push(what);
          // The social provider simulator answers as an OAuth provider does (RFC 6749 `error`), not as our API.
          if (res.status >= 400 && !route.url.startsWith(SOCIAL_SIMULATOR_PREFIX)) {
            let parsed: unknown;
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = text;
            }
            const shape = ErrorBody.safeParse(parsed);
            if (!shape.success || shape.data.status !== res.status || !/[가-힣]/.test(shape.data.message)) {
              failures.push(`shape: ${what}`);
            }
          }
          // A route that signed the member out (logout, a changed password): sign in again.
          if (signedIn && res.status === 401 && !route.url.endsWith('/withdraw')) {
            member = await t.as('admin');
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
