import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/contract';
import type { BnetAccount, BnetBoard } from '../../src/contract/bnet';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

/** The battle.net adapter against its simulator: records, the simulator's failures, who may list accounts. */

let t: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  // Every read of the board reads the accounts again; a hanging call gives up quickly.
  t = await startTestServer({ bnet: { url: null, leaderboardId: null, refreshMs: 0, timeoutMs: 1500 } });
  admin = await t.as('admin');
});
afterAll(() => t.close());

const control = (path: string, body: unknown) =>
  fetch(`${t.url}/bnet-sim/control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const board = async () => (await t.client().get<BnetBoard>(apiPath('bnetBoard'))).body.accounts;
const account = async (toon: string): Promise<BnetAccount> => (await board()).find((a) => a.toon === toon)!;

describe('battle.net records', () => {
  it("shows the demo crew's ladder and latest games, read through the simulator", async () => {
    const accounts = await board();
    expect(accounts.map((a) => a.toon)).toEqual(['C9Star', 'C9Crew', 'C9Kart']);
    for (const a of accounts) {
      expect(a.ladder).toMatchObject({ season: 19, rank: expect.any(Number), rating: expect.any(Number) });
      expect(a.games).toHaveLength(10);
      expect(a.fetchedAt).not.toBeNull();
      expect(a.failedAt).toBeNull();
    }
    expect(accounts[0]!.games[0]).toMatchObject({ opponent: expect.any(String), map: expect.any(String) });
  });

  it.each(['timeout', 'error', 'garbage'])(
    'keeps the last good records while the web API answers with %s, and reads again once it recovers',
    async (mode) => {
      const before = await account('C9Star');
      await control('C9Star/failure', { mode });
      await control('C9Star/game', { win: true, opponent: 'ProbeLove' });

      const during = await account('C9Star');
      expect(during.ladder).toEqual(before.ladder);
      expect(during.games).toEqual(before.games);
      expect(during.fetchedAt).toBe(before.fetchedAt);
      expect(during.failedAt).not.toBeNull();
      // The other accounts are read as usual.
      expect((await account('C9Crew')).failedAt).toBeNull();

      await control('C9Star/failure', { mode: null });
      const after = await account('C9Star');
      expect(after.failedAt).toBeNull();
      expect(after.fetchedAt! > before.fetchedAt!).toBe(true);
      expect(after.games[0]).toMatchObject({ opponent: 'ProbeLove', result: 'win' });
      expect(after.ladder!.wins).toBe(before.ladder!.wins + 1);
    },
  );

  it('an admin adds, renames and removes an account; it is read at once', async () => {
    const added = await admin.post(apiPath('adminBnetAccounts'), {
      toon: 'C9Song',
      gateway: 30,
      playerName: '노래하는달',
    });
    expect(added.status).toBe(200);
    const song = await account('C9Song');
    expect(song).toMatchObject({ playerName: '노래하는달', gateway: 30, ladder: { season: 19 } });

    const twice = await admin.post(apiPath('adminBnetAccounts'), {
      toon: 'C9Song',
      gateway: 30,
      playerName: '또',
    });
    expect(twice.body).toMatchObject({ status: 409, errorFieldName: 'toon' });

    const bad = await admin.post(apiPath('adminBnetAccounts'), { toon: 'a b', gateway: 99, playerName: '' });
    expect(bad.status).toBe(400);

    const path = apiPath('adminBnetAccount', { id: song.id });
    await admin.put(path, { toon: 'C9Song', gateway: 30, playerName: '달' });
    expect((await account('C9Song')).playerName).toBe('달');
    expect((await admin.delete(path)).status).toBe(200);
    expect(await account('C9Song')).toBeUndefined();
  });

  it('a member cannot add, change or remove accounts (403), a visitor must sign in (401)', async () => {
    const id = (await board())[0]!.id;
    const body = { toon: 'Sneaky', gateway: 30, playerName: '몰래' };
    const calls: [string, string, unknown][] = [
      ['POST', apiPath('adminBnetAccounts'), body],
      ['PUT', apiPath('adminBnetAccount', { id }), body],
      ['DELETE', apiPath('adminBnetAccount', { id }), undefined],
    ];
    for (const username of ['soopfan', 'crew']) {
      const member = await t.as(username);
      for (const [method, path, json] of calls) {
        const res = await member.request(method, path, json === undefined ? {} : { json });
        expect(res.body, `${username} ${method}`).toEqual({ status: 403, message: '권한이 없습니다.' });
      }
    }
    for (const [method, path, json] of calls) {
      expect((await t.client().request(method, path, json === undefined ? {} : { json })).status).toBe(401);
    }
    expect((await board()).map((a) => a.toon)).toEqual(['C9Star', 'C9Crew', 'C9Kart']);
  });
});
