import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableResponse, UserDirectory, UserTableRow } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

/** GET /api/v1/user/table (the admin user list) and removing a member's SOOP link from it. */

let t: TestServer;
let admin: ApiClient;
let manager: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.as('admin');
  manager = await t.as('manager');
});
afterAll(() => t.close());

const Page = tableResponse(UserTableRow);
const tablePath = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    params.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  return `/api/v1/user/table?${params}`;
};
const table = async (client: ApiClient, query: Record<string, unknown> = {}) => {
  const res = await client.get(tablePath(query));
  expect(res.status).toBe(200);
  return Page.parse(res.body);
};
const byNickname = (value: string) => ({
  searchColumns: [{ name: 'nickname', value, operator: 'contains' }],
});

async function register(username: string, nickname: string): Promise<ApiClient> {
  const c = t.client();
  expect((await c.post('/api/v1/user/register', { username, password: 'goodpass1', nickname })).status).toBe(
    200,
  );
  await c.login(username, 'goodpass1');
  return c;
}

async function linkSoop(member: ApiClient, soopId: string) {
  const issued = await member.post('/api/v1/user/me/afreecatv/code', { afreecatvUserId: soopId });
  await fetch(`${t.url}/soop-sim/control/${soopId}/profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: `인증 ${issued.body.code}` }),
  });
  expect(
    (await member.post('/api/v1/user/me/afreecatv/code-verify', { afreecatvUserId: soopId })).status,
  ).toBe(200);
}

describe('the user table', () => {
  it('answers managers and admins only', async () => {
    expect((await t.client().get('/api/v1/user/table')).status).toBe(401);
    for (const username of ['soopfan', 'crew', 'excel']) {
      const res = await (await t.as(username)).get('/api/v1/user/table');
      expect(res.status, username).toBe(403);
      expect(res.body.message).toBe('권한이 없습니다.');
    }
    expect((await table(manager)).recordsTotal).toBeGreaterThanOrEqual(6);
    expect((await table(admin)).recordsTotal).toBeGreaterThanOrEqual(6);
  });

  it('shows each member without the password hash, the device or sessions', async () => {
    const res = await admin.get(tablePath(byNickname('')));
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt|deviceId|session/i);
    const fan = Page.parse(res.body).data.find((row) => row.username === 'soopfan');
    expect(fan && Object.keys(fan).sort()).toEqual(
      ['afreecatvUserId', 'createdAt', 'nickname', 'roles', 'username', 'uuid'].sort(),
    );
    expect(fan).toMatchObject({ roles: ['USER'], afreecatvUserId: 'soopfan01' });
  });

  it('searches, filters by link, pages and orders by the listed columns', async () => {
    for (const n of [1, 2, 3]) await register(`pager${n}`, `페이지${n}`);

    const found = await table(admin, byNickname('페이지'));
    expect(found.recordsFiltered).toBe(3);
    // Newest first by default.
    expect(found.data.map((row) => row.username)).toEqual(['pager3', 'pager2', 'pager1']);

    const second = await table(admin, {
      ...byNickname('페이지'),
      start: 2,
      length: 2,
      orderColumnName: 'username',
      order: 'asc',
    });
    expect(second).toMatchObject({ recordsFiltered: 3, data: [{ username: 'pager3' }] });
    expect(second.recordsTotal).toBeGreaterThan(3);

    const byUsername = await table(admin, {
      searchColumns: [{ name: 'username', value: 'PAGER2', operator: 'contains' }],
    });
    expect(byUsername.data.map((row) => row.nickname)).toEqual(['페이지2']);

    const linked = await table(admin, {
      searchColumns: [{ name: 'afreecatvUserId', value: null, operator: 'ne' }],
      length: 100,
    });
    expect(linked.data.length).toBeGreaterThan(0);
    expect(linked.data.every((row) => row.afreecatvUserId !== null)).toBe(true);

    const pastTheEnd = await table(admin, { ...byNickname('페이지'), start: 40 });
    expect(pastTheEnd).toMatchObject({ recordsFiltered: 3, data: [] });
    expect(pastTheEnd.recordsTotal).toBeGreaterThan(3);
  });

  it('refuses columns that are not listed, and checkpointed pulls', async () => {
    const order = await admin.get(tablePath({ orderColumnName: 'passwordHash' }));
    expect(order.body).toMatchObject({ status: 400, errorFieldName: 'orderColumnName' });
    const search = await admin.get(
      tablePath({ searchColumns: [{ name: 'passwordHash', value: 'a', operator: 'contains' }] }),
    );
    expect(search.body).toMatchObject({ status: 400, errorFieldName: 'searchColumns' });
    const roles = await admin.get(tablePath({ searchColumns: [{ name: 'roles', value: 'ADMIN' }] }));
    expect(roles.status).toBe(400);
    const pull = await admin.get(tablePath({ rev: 0 }));
    expect(pull.body).toMatchObject({ status: 400, errorFieldName: 'rev' });
    const badQuery = await admin.get(tablePath({ length: 0 }));
    expect(badQuery.body).toMatchObject({ status: 400, errorFieldName: 'length' });
  });

  it('leaves withdrawn members out', async () => {
    const leaving = await register('leaving1', '떠나는회원');
    expect((await table(admin, byNickname('떠나는회원'))).recordsFiltered).toBe(1);
    expect((await leaving.delete('/api/v1/user/me/withdraw')).status).toBe(200);
    expect((await table(admin, byNickname('떠나는회원'))).recordsFiltered).toBe(0);
    expect((await table(admin, byNickname('탈퇴회원'))).recordsFiltered).toBe(0);
  });
});

describe('the member directory /admin/user filters in the page', () => {
  const directory = async (client: ApiClient) => {
    const res = await client.get('/api/v1/admin/user');
    expect(res.status).toBe(200);
    return UserDirectory.parse(res.body).users;
  };

  it('answers managers and admins only', async () => {
    expect((await t.client().get('/api/v1/admin/user')).status).toBe(401);
    for (const username of ['soopfan', 'crew', 'excel']) {
      const res = await (await t.as(username)).get('/api/v1/admin/user');
      expect(res.status, username).toBe(403);
      expect(res.body.message).toBe('권한이 없습니다.');
    }
    expect((await directory(manager)).length).toBeGreaterThanOrEqual(6);
  });

  it('lists every member newest first, without secrets, and leaves the withdrawn out', async () => {
    await register('dirfirst', '목록첫째');
    const leaving = await register('dirleaving', '목록떠남');
    const res = await admin.get('/api/v1/admin/user');
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt|deviceId|session/i);
    const before = await directory(admin);
    expect(before.slice(0, 2).map((row) => row.username)).toEqual(['dirleaving', 'dirfirst']);
    const times = before.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // Everyone the table counts, on one list.
    expect(before.length).toBe((await table(admin)).recordsTotal);

    expect((await leaving.delete('/api/v1/user/me/withdraw')).status).toBe(200);
    const after = await directory(admin);
    expect(after.map((row) => row.username)).not.toContain('dirleaving');
    expect(after.length).toBe(before.length - 1);
  });
});

describe('removing a SOOP link from the table', () => {
  it('shows the link until an admin removes it; the member can link again', async () => {
    const member = await register('linkedone', '연결회원');
    await linkSoop(member, 'linkedonesoop');
    const [row] = (await table(admin, byNickname('연결회원'))).data;
    expect(row).toMatchObject({ username: 'linkedone', afreecatvUserId: 'linkedonesoop' });

    expect((await (await t.as('soopfan')).delete(`/api/v1/user/${row!.uuid}/afreecatv`)).status).toBe(403);
    expect((await admin.delete(`/api/v1/user/${row!.uuid}/afreecatv`)).status).toBe(200);
    expect((await table(admin, byNickname('연결회원'))).data[0]?.afreecatvUserId).toBeNull();
    expect((await admin.get(`/api/v1/user/${row!.uuid}/afreecatv-user-id`)).body).toEqual({
      afreecatvUserId: null,
    });
    expect((await member.get('/api/v1/user/me')).body.afreecatvUserId).toBeNull();

    await linkSoop(member, 'linkedonesoop');
    expect((await table(manager, byNickname('연결회원'))).data[0]?.afreecatvUserId).toBe('linkedonesoop');
  });

  it('answers 404 for an unknown member and 400 for a malformed id', async () => {
    expect((await admin.delete(`/api/v1/user/${crypto.randomUUID()}/afreecatv`)).status).toBe(404);
    expect((await admin.delete('/api/v1/user/not-a-uuid/afreecatv')).status).toBe(400);
  });
});
