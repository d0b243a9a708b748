import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, UnsafeSettings } from '../../server/config';
import { isSimulatorPath } from '../../server/lib/simulators';
import { apiPath } from '../../src/contract';
import type { RouteRow } from './helpers/route-table';
import { startTestServer, type TestServer } from './helpers/server';

const routeTable = vi.hoisted(() => [] as RouteRow[]);
vi.mock('fastify', async (importOriginal) =>
  (await import('./helpers/route-table')).withRouteTable(await importOriginal(), routeTable),
);

/** What `NODE_ENV=production` with nothing else set decides, on a test server's port and database. */
const production = () => {
  const { mode, simulators, seedDemo, seedDemoEvents, initialAdmin } = loadConfig({
    NODE_ENV: 'production',
    ADMIN_USERNAME: 'owner',
    ADMIN_PASSWORD: 'a-long-admin-password',
  });
  return { mode, simulators, seedDemo, seedDemoEvents, initialAdmin };
};

/** A concrete address for a route pattern (`:userId` and friends filled in). */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (name === 'toon' ? 'Flash' : 'c9crew'));

describe('production mode (NODE_ENV=production, nothing else set)', () => {
  let demo: TestServer;
  let prod: TestServer;
  let simulatorRoutes: { method: string; url: string }[];

  beforeAll(async () => {
    demo = await startTestServer();
    simulatorRoutes = routeTable.filter((r) => isSimulatorPath(r.url) && r.method !== 'HEAD');
    prod = await startTestServer(production());
  });
  afterAll(async () => {
    await demo?.close();
    await prod?.close();
  });

  it('answers every simulator path of the demo with 404', async () => {
    // The demo has them all: SOOP's station, board, chat and control routes, the social sign-in and token, battle.net.
    expect(simulatorRoutes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/soop-sim/control/:userId/balloon',
        '/social-sim/afreecatv/approve',
        '/bnet-sim/control/:toon/game',
      ]),
    );
    for (const route of simulatorRoutes) {
      const body = route.method === 'GET' ? {} : { json: {} };
      const res = await prod.client().request(route.method, concrete(route.url), body);
      expect(res.status, `${route.method} ${route.url}`).toBe(404);
    }
  });

  it('lets nobody sign in as a member through a provider it has no client id for', async () => {
    const attacker = prod.client();
    const approve = await attacker.get(
      '/social-sim/afreecatv/approve?client_id=c9-simulator&redirect_uri=http%3A%2F%2F127.0.0.1%2Fcb&response_type=code&state=x&uid=soopfan01',
    );
    expect(approve.status).toBe(404);
    const start = await attacker.get(apiPath('socialAuthorize', { provider: 'afreecatv' }));
    expect(start.status).toBe(404);
    expect((await attacker.get(apiPath('me'))).status).toBe(401);
  });

  it('has no demo data: the demo accounts do not exist and the boards are empty', async () => {
    const res = await prod.client().request('POST', apiPath('login'), {
      form: { username: 'soopfan', password: 'fan12345' },
    });
    expect(res.status).not.toBe(200);
    expect((await prod.client().get(apiPath('boards'))).body).toEqual([]);
  });

  it('makes the first admin from ADMIN_USERNAME and ADMIN_PASSWORD', async () => {
    const owner = prod.client();
    await owner.login('owner', 'a-long-admin-password');
    expect((await owner.get(apiPath('me'))).body.roles).toEqual(['ADMIN']);
  });

  it('tells the pages it is no demo and which services are off', async () => {
    const { body } = await prod.client().get(apiPath('services'));
    expect(body).toEqual({
      demo: false,
      soop: 'off',
      soopChat: 'off',
      bnet: 'off',
      social: { naver: 'off', kakao: 'off', afreecatv: 'off' },
      soopSimulatorHere: false,
    });
    const owner = prod.client();
    await owner.login('owner', 'a-long-admin-password');
    await owner.post(apiPath('meSoopCode'), { afreecatvUserId: 'someone' });
    const linking = await owner.post(apiPath('meSoopCodeVerify'), { afreecatvUserId: 'someone' });
    expect(linking.body).toEqual({ status: 503, message: 'SOOP 연동이 설정되지 않은 서버입니다.' });
  });

  it('says in the demo that it is one, with every service simulated', async () => {
    const { body } = await demo.client().get(apiPath('services'));
    expect(body).toEqual({
      demo: true,
      soop: 'simulated',
      soopChat: 'simulated',
      bnet: 'simulated',
      social: { naver: 'simulated', kakao: 'simulated', afreecatv: 'simulated' },
      soopSimulatorHere: true,
    });
  });
});

describe('the demo simulators', () => {
  let demo: TestServer;
  beforeAll(async () => {
    demo = await startTestServer();
  });
  afterAll(() => demo.close());

  it('answer only this machine: a request through a proxy (forwarding headers) finds nothing', async () => {
    const path = '/soop-sim/control/c9crew/balloon';
    const body = { from: 'faker', count: 100_000 };
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await demo
        .client()
        .request('POST', path, { json: body, headers: { [header]: '203.0.113.9' } });
      expect(res.status, header).toBe(404);
    }
    expect((await demo.client().request('POST', path, { json: body })).status).toBe(200);
  });

  it('hide a simulated login from a page that is not on this machine', async () => {
    const proxied = await demo.client().request('GET', apiPath('services'), {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.body.social).toEqual({ naver: 'off', kakao: 'off', afreecatv: 'off' });
    expect(proxied.body.soopSimulatorHere).toBe(false);
    const start = await demo.client().request('GET', apiPath('socialAuthorize', { provider: 'naver' }), {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(start.status).toBe(404);
  });
});

describe('production refuses unsafe settings', () => {
  it.each([
    [{ SEED_DEMO: 'true' }, /SEED_DEMO/],
    [{ SEED_DEMO_EVENTS: 'true' }, /SEED_DEMO_EVENTS=true/],
    [{ SIMULATORS: 'soop' }, /SIMULATORS/],
    [{ SIMULATORS: 'social,bnet' }, /SIMULATORS/],
    [{ PUSH_ALLOW_LOOPBACK: 'true' }, /PUSH_ALLOW_LOOPBACK/],
    [{ PASSWORD_SCRYPT_COST: '10' }, /PASSWORD_SCRYPT_COST/],
    [{ SOCIAL_NAVER_CLIENT_ID: 'id' }, /SOCIAL_NAVER_CLIENT_SECRET/],
    [{ SOCIAL_KAKAO_CLIENT_ID: 'id', SOCIAL_KAKAO_TOKEN_URL: 'http://idp.example/token' }, /https/],
    [{ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD/],
  ])('%o', (env, reason) => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(UnsafeSettings);
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(reason);
  });

  it('takes the same settings in the demo', () => {
    expect(loadConfig({ SEED_DEMO: 'true', SIMULATORS: 'soop' }).simulators).toEqual({
      soop: true,
      bnet: false,
      social: false,
    });
  });

  it('stops the server process with a one-line reason', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', SEED_DEMO: 'true', PORT: '0', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'refusing to start in production: SEED_DEMO=true: demo data is for the demo only',
    );
  });
});
