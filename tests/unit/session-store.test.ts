import { describe, expect, it, vi } from 'vitest';
import { User } from '../../src/contract';
import { createHttpClient } from '../../src/data/http/http-client';
import { HttpError } from '../../src/data/http/http-error';
import { createLastUserStore, KEPT_USER_FIELDS } from '../../src/data/http/last-user';
import { LAST_USER_KEY } from '../../src/data/http/last-user-key';
import { createSessionStore, SESSION_TIMING, type SessionChange } from '../../src/data/http/session-store';

const user = (nickname = '크루'): User => ({
  uuid: '11111111-2222-3333-4444-555555555555',
  username: 'crew',
  nickname,
  point: 0,
  roles: ['USER'],
  profile: {
    id: null,
    uri: '/img/user/profile.png',
    thumbnailUri: '/img/user/profile.png',
    width: 64,
    height: 64,
  },
  boardRoleList: [],
  socialList: [],
  afreecatvUserId: null,
  deviceId: null,
  createdAt: '2025-01-01T00:00:00+09:00',
});

const unauthorized = () => new HttpError({ status: 401, message: '로그인이 필요합니다.', kind: 'response' });

function setup(answers: (() => Promise<User | null>)[] = []) {
  let clock = 1_000_000;
  const fetchMe = vi.fn(async () => {
    const next = answers.shift();
    return next ? next() : null;
  });
  const onSessionLost = vi.fn();
  const store = createSessionStore({ fetchMe, onSessionLost, now: () => clock });
  const changes: SessionChange[] = [];
  store.subscribe((change) => changes.push(change));
  return { store, fetchMe, onSessionLost, changes, advance: (ms: number) => (clock += ms) };
}

/** A last-user store over a map, and a member to keep in it. */
function keptLastUser() {
  const kept = new Map<string, string>();
  const lastUser = createLastUserStore({
    getItem: (k) => kept.get(k) ?? null,
    setItem: (k, v) => void kept.set(k, v),
    removeItem: (k) => void kept.delete(k),
  });
  return { kept, lastUser, member: { ...user(), uuid: '11111111-2222-4333-8444-555555555555' } };
}

describe('user check', () => {
  it('reports the first check, then answers from memory for 5 minutes', async () => {
    const { store, fetchMe, changes, advance } = setup([async () => user()]);
    expect(store.getSnapshot()).toEqual({ user: null, ready: false });
    expect(await store.loadUser()).toEqual(user());
    expect(changes.map((c) => c.reason)).toEqual(['first-check']);
    expect(store.getSnapshot().ready).toBe(true);
    advance(SESSION_TIMING.cacheMs - 1);
    await store.loadUser();
    expect(fetchMe).toHaveBeenCalledTimes(1);
    advance(1);
    await store.loadUser();
    expect(fetchMe).toHaveBeenCalledTimes(2);
  });
  it('can be forced, but not twice within 1000 ms', async () => {
    const { store, fetchMe, advance } = setup();
    await store.loadUser();
    advance(999);
    await store.loadUser({ force: true });
    expect(fetchMe).toHaveBeenCalledTimes(1);
    advance(1);
    await store.loadUser({ force: true });
    expect(fetchMe).toHaveBeenCalledTimes(2);
  });
  it('shares one request between callers while it runs', async () => {
    const { store, fetchMe } = setup([async () => user()]);
    const [a, b] = await Promise.all([store.loadUser(), store.loadUser({ force: true })]);
    expect(a).toBe(b);
    expect(fetchMe).toHaveBeenCalledTimes(1);
  });
  it('checks again after a change at the server, even within 1000 ms of the last check', async () => {
    const { store, fetchMe } = setup([async () => user(), async () => user('새 역할')]);
    await store.loadUser();
    expect(await store.reloadChangedUser()).toEqual(user('새 역할'));
    expect(fetchMe).toHaveBeenCalledTimes(2);
  });
  it('follows a check that was running when the server changed the user, never shares it', async () => {
    let answerFirst = (_: User) => {};
    const { store, fetchMe } = setup([
      () => new Promise<User>((resolve) => (answerFirst = resolve)),
      async () => user('새 역할'),
    ]);
    const first = store.loadUser();
    // Two changes heard while the first check runs: one check after it answers both.
    const [afterA, afterB] = [store.reloadChangedUser(), store.reloadChangedUser()];
    answerFirst(user('옛 역할'));
    expect(await first).toEqual(user('옛 역할'));
    expect(await afterA).toEqual(user('새 역할'));
    expect(await afterB).toEqual(user('새 역할'));
    expect(fetchMe).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().user).toEqual(user('새 역할'));
  });
  it('treats a 401 without a held user as signed out, without reloading', async () => {
    const { store, onSessionLost } = setup([() => Promise.reject(unauthorized())]);
    expect(await store.loadUser()).toBeNull();
    expect(store.getSnapshot()).toEqual({ user: null, ready: true });
    expect(onSessionLost).not.toHaveBeenCalled();
  });
  it('calls the reload hook on a 401 while a user was held', async () => {
    const { store, onSessionLost, changes, advance } = setup([
      async () => user(),
      () => Promise.reject(unauthorized()),
    ]);
    await store.loadUser();
    advance(SESSION_TIMING.cacheMs);
    await store.loadUser();
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().user).toBeNull();
    expect(changes.at(-1)).toMatchObject({ reason: 'expired', previous: user() });
  });
  it('keeps the user when the check fails for another reason (offline)', async () => {
    const network = () => Promise.reject(new HttpError({ status: 0, message: 'x', kind: 'network' }));
    const { store, onSessionLost, advance } = setup([async () => user(), network]);
    await store.loadUser();
    advance(SESSION_TIMING.cacheMs);
    expect(await store.loadUser()).toEqual(user());
    expect(onSessionLost).not.toHaveBeenCalled();
  });
  it('starts offline as the last confirmed user, and forgets them on logout', async () => {
    const { kept, lastUser, member } = keptLastUser();
    const online = createSessionStore({ fetchMe: async () => member, onSessionLost: vi.fn(), lastUser });
    await online.loadUser();
    const offline = () => Promise.reject(new HttpError({ status: 0, message: 'x', kind: 'network' }));
    const restarted = createSessionStore({ fetchMe: offline, onSessionLost: vi.fn(), lastUser });
    expect(await restarted.loadUser()).toEqual(member);
    expect(restarted.getSnapshot().ready).toBe(true);
    restarted.signedOut();
    const again = createSessionStore({ fetchMe: offline, onSessionLost: vi.fn(), lastUser });
    expect(await again.loadUser()).toBeNull();
    kept.set(LAST_USER_KEY, '{"broken":');
    expect(lastUser.read()).toBeNull();
  });
  it('reads a kept user from an older build (a field missing or of another kind) as nobody', () => {
    const { kept, lastUser, member } = keptLastUser();
    const { socialList: _, ...older } = member;
    kept.set(LAST_USER_KEY, JSON.stringify(older));
    expect(lastUser.read()).toBeNull();
    kept.set(LAST_USER_KEY, JSON.stringify({ ...member, point: '12' }));
    expect(lastUser.read()).toBeNull();
    kept.set(LAST_USER_KEY, JSON.stringify(member));
    expect(lastUser.read()).toEqual(member);
  });
  it("looks over every field of the contract's User, no more", () => {
    expect(Object.keys(KEPT_USER_FIELDS).sort()).toEqual(Object.keys(User.shape).sort());
  });
  it('goes on as the last confirmed user while the first check runs; the check still decides', async () => {
    const { lastUser, member } = keptLastUser();
    const signedOut = () => Promise.reject(unauthorized());
    const nobody = createSessionStore({ fetchMe: signedOut, onSessionLost: vi.fn(), lastUser });
    expect(nobody.assumeLastUser()).toBeNull();
    expect(nobody.getSnapshot().ready).toBe(false);

    lastUser.write(member);
    const confirmed = createSessionStore({ fetchMe: async () => member, onSessionLost: vi.fn(), lastUser });
    const changes: SessionChange[] = [];
    confirmed.subscribe((change) => changes.push(change));
    expect(confirmed.assumeLastUser()).toEqual(member);
    expect(confirmed.getSnapshot()).toEqual({ user: member, ready: true });
    await confirmed.loadUser();
    expect(changes.map((change) => change.reason)).toEqual(['first-check', 'check']);

    // The session died elsewhere: a 401 on the check while a user is held reloads the page.
    const lost = vi.fn();
    const expired = createSessionStore({ fetchMe: signedOut, onSessionLost: lost, lastUser });
    expired.assumeLastUser();
    expect(await expired.loadUser()).toBeNull();
    expect(lost).toHaveBeenCalledOnce();
    expect(lastUser.read()).toBeNull();
  });
  it('is ready (signed out) even when the first check fails', async () => {
    const { store } = setup([() => Promise.reject(new Error('offline'))]);
    await store.loadUser();
    expect(store.getSnapshot()).toEqual({ user: null, ready: true });
  });
});

describe('ensureFresh', () => {
  it('checks when never checked, then only when the last check is older than 2 minutes', async () => {
    const { store, fetchMe, advance } = setup();
    await store.ensureFresh();
    expect(fetchMe).toHaveBeenCalledTimes(1);
    advance(SESSION_TIMING.recheckMs);
    await store.ensureFresh();
    expect(fetchMe).toHaveBeenCalledTimes(1);
    advance(1);
    await store.ensureFresh();
    expect(fetchMe).toHaveBeenCalledTimes(2);
  });
  it('never rejects', async () => {
    const { store } = setup([() => Promise.reject(new Error('boom'))]);
    await expect(store.ensureFresh()).resolves.toBeUndefined();
  });
});

describe('login and logout', () => {
  it('set the user and count as a fresh check', async () => {
    const { store, fetchMe, changes } = setup();
    store.signedIn(user());
    await store.ensureFresh();
    expect(fetchMe).not.toHaveBeenCalled();
    store.signedOut();
    expect(changes.map((c) => c.reason)).toEqual(['login', 'logout']);
    expect(store.getSnapshot()).toEqual({ user: null, ready: true });
  });
});

describe('with the HTTP client', () => {
  it('re-checks the session before a call once the last check is stale', async () => {
    let clock = 0;
    const paths: string[] = [];
    const http = createHttpClient({
      fetch: async (request) => {
        paths.push(new URL(request.url).pathname);
        return new Response('{}', { headers: { 'content-type': 'application/json' } });
      },
      alert: vi.fn(),
      getDeviceId: () => 'd',
      baseUrl: 'http://app.test',
      beforeRequest: () => store.ensureFresh(),
    });
    const store = createSessionStore({
      fetchMe: async () => {
        await http.get('/api/v1/user/me', { skipSessionCheck: true, unqueued: true });
        return null;
      },
      onSessionLost: vi.fn(),
      now: () => clock,
    });
    await http.get('/api/v1/p/board');
    clock += 60_000;
    await http.get('/api/v1/p/board');
    clock += 61_000;
    await http.get('/api/v1/p/board');
    expect(paths).toEqual([
      '/api/v1/user/me',
      '/api/v1/p/board',
      '/api/v1/p/board',
      '/api/v1/user/me',
      '/api/v1/p/board',
    ]);
  });

  it('keeps call order when a write waits for the check, without waiting on itself', async () => {
    const paths: string[] = [];
    const http = createHttpClient({
      fetch: async (request) => {
        paths.push(`${request.method} ${new URL(request.url).pathname}`);
        return new Response('{}', { headers: { 'content-type': 'application/json' } });
      },
      alert: vi.fn(),
      getDeviceId: () => 'd',
      baseUrl: 'http://app.test',
      beforeRequest: () => store.ensureFresh(),
    });
    const store = createSessionStore({
      fetchMe: async () => {
        await http.get('/api/v1/user/me', { skipSessionCheck: true, unqueued: true });
        return null;
      },
      onSessionLost: vi.fn(),
    });
    // The write needs a check first; the logout made after it is exempt but must not overtake it.
    await Promise.all([http.post('/api/v1/p/board/free/post', { json: {} }), http.get('/api/v1/logout')]);
    expect(paths).toEqual(['GET /api/v1/user/me', 'POST /api/v1/p/board/free/post', 'GET /api/v1/logout']);
  });
});

describe('the session mark', () => {
  const markOf = (present: boolean) => ({ present: vi.fn(() => present), clear: vi.fn() });

  it('answers "signed out" without asking when there is no mark and no last user', async () => {
    const fetchMe = vi.fn(async () => user());
    const store = createSessionStore({ fetchMe, onSessionLost: vi.fn(), sessionMark: markOf(false) });
    expect(await store.loadUser()).toBeNull();
    expect(store.getSnapshot()).toEqual({ user: null, ready: true });
    expect(fetchMe).not.toHaveBeenCalled();
  });

  it('asks when the mark is there, and clears a mark the server answers 401 to', async () => {
    const mark = markOf(true);
    const member = createSessionStore({
      fetchMe: async () => user(),
      onSessionLost: vi.fn(),
      sessionMark: mark,
    });
    expect((await member.loadUser())?.username).toBe('crew');
    const stale = createSessionStore({
      fetchMe: () => Promise.reject(unauthorized()),
      onSessionLost: vi.fn(),
      sessionMark: mark,
    });
    expect(await stale.loadUser()).toBeNull();
    expect(mark.clear).toHaveBeenCalledOnce();
  });

  it('still asks without a mark when a last confirmed user is kept (a session from before the mark)', async () => {
    const { lastUser, member } = keptLastUser();
    lastUser.write(member);
    const fetchMe = vi.fn(async () => member);
    const store = createSessionStore({
      fetchMe,
      onSessionLost: vi.fn(),
      lastUser,
      sessionMark: markOf(false),
    });
    expect((await store.loadUser())?.uuid).toBe(member.uuid);
    expect(fetchMe).toHaveBeenCalledOnce();
  });

  it('is surely a visitor only with neither a mark nor a last confirmed user', () => {
    const fetchMe = vi.fn(async () => user());
    const visitor = createSessionStore({ fetchMe, onSessionLost: vi.fn(), sessionMark: markOf(false) });
    expect(visitor.surelyVisitor()).toBe(true);
    // Signed in on this browser before its first page (a login elsewhere in it, a social redirect).
    const marked = createSessionStore({ fetchMe, onSessionLost: vi.fn(), sessionMark: markOf(true) });
    expect(marked.surelyVisitor()).toBe(false);
    const { lastUser, member } = keptLastUser();
    lastUser.write(member);
    const kept = createSessionStore({
      fetchMe,
      onSessionLost: vi.fn(),
      lastUser,
      sessionMark: markOf(false),
    });
    expect(kept.surelyVisitor()).toBe(false);
    // Without the mark nothing is sure.
    expect(createSessionStore({ fetchMe, onSessionLost: vi.fn() }).surelyVisitor()).toBe(false);
  });
});
