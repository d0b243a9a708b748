import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import type { RouteRow } from './helpers/route-table';
import { startTestServer, type TestServer } from './helpers/server';

/** Every admin call of the crew chart and history: who may make it, and that no call is left out. */

const routeTable = vi.hoisted(() => [] as RouteRow[]);
vi.mock('fastify', async (importOriginal) =>
  (await import('./helpers/route-table')).withRouteTable(await importOriginal(), routeTable),
);

const SOME_ID = '0190a3f0-0000-7000-8000-000000000001';
const department = apiPath('adminCrewDepartment', { id: SOME_ID });
const person = apiPath('adminCrewPerson', { id: SOME_ID });
const entry = apiPath('adminCrewTimelineEntry', { id: SOME_ID });
const personBody = {
  departmentId: SOME_ID,
  stationUserId: 'c9star',
  memberType: 'M',
  roleTitle: '',
  sort: 0,
};
const entryBody = { eventDate: '2025-01-01', title: '몰래 쓴 연혁', content: '', imageFileIds: [] };

/** [method, concrete path, body]: every admin endpoint of the crew module. */
const ADMIN_CALLS: [string, string, unknown][] = [
  ['GET', apiPath('adminCrewOrganization'), undefined],
  ['POST', apiPath('adminCrewDepartments'), { name: '몰래팀' }],
  ['PUT', department, { name: '몰래팀' }],
  ['DELETE', department, undefined],
  ['PUT', apiPath('adminCrewDepartmentOrder'), { ids: [SOME_ID] }],
  ['POST', apiPath('adminCrewPeople'), personBody],
  ['PUT', person, personBody],
  ['DELETE', person, undefined],
  ['GET', apiPath('adminCrewTimeline'), undefined],
  ['POST', apiPath('adminCrewTimeline'), entryBody],
  ['GET', entry, undefined],
  ['PUT', entry, entryBody],
  ['DELETE', entry, undefined],
];

let t: TestServer;
let admin: ApiClient;
/** Signed in, but neither admin nor manager: members, the crew role and the excel role. */
let others: [string, ApiClient][];
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.as('admin');
  const names = ['soopfan', 'newbie', 'crew', 'excel'];
  others = await Promise.all(
    names.map(async (name): Promise<[string, ApiClient]> => [name, await t.as(name)]),
  );
});
afterAll(() => t.close());

const call = (client: ApiClient, [method, path, body]: (typeof ADMIN_CALLS)[number]) =>
  client.request(method, path, body === undefined ? {} : { json: body });

describe('crew admin endpoints', () => {
  it('the table names every admin route the module serves', () => {
    const pattern = (path: string) => path.replace(SOME_ID, ':id');
    const listed = new Set(ADMIN_CALLS.map(([method, path]) => `${method} ${pattern(path)}`));
    const served = routeTable
      .filter((r) => r.url.startsWith('/api/v1/admin/crew/') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(served.length).toBe(ADMIN_CALLS.length);
    expect(served.filter((route) => !listed.has(route))).toEqual([]);
  });

  it.each(ADMIN_CALLS)(
    '%s %s: visitor 401, members and crew 403, admin past the role check',
    async (...c) => {
      const visitor = await call(t.client(), c);
      expect(visitor.body).toEqual({ status: 401, message: '로그인이 필요합니다.' });
      for (const [username, client] of others) {
        const res = await call(client, c);
        expect(res.body, username).toEqual({ status: 403, message: '권한이 없습니다.' });
      }
      // The admin passes the role check: an unknown id is a 404, never a 401/403.
      expect([200, 400, 404]).toContain((await call(admin, c)).status);
    },
  );

  it('lets a manager in', async () => {
    const manager = await t.as('manager');
    expect((await manager.get(apiPath('adminCrewOrganization'))).status).toBe(200);
    expect((await manager.get(apiPath('adminCrewTimeline'))).status).toBe(200);
  });
});
