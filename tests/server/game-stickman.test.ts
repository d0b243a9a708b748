import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/contract';
import type { GameLeaderboard, GameSeed } from '../../src/contract/game';
import { playStickman } from '../unit/stickman-bot';
import type { ApiClient } from './helpers/api-client';
import { backdateSeed } from './helpers/games';
import { newMembers } from './helpers/members';
import { startTestServer, type TestServer } from './helpers/server';

let t: TestServer;
let alice: { client: ApiClient; uuid: string };
let bora: { client: ApiClient; uuid: string };

beforeAll(async () => {
  t = await startTestServer();
  [alice, bora] = (await newMembers(t, 'poop', 2)) as [typeof alice, typeof bora];
});
afterAll(() => t.close());

/** A seed issued `playedMs` ago (10 minutes unless told): longer than any game of the bot's. */
const seedFor = async (c: ApiClient, playedMs = 600_000): Promise<GameSeed> => {
  const res = await c.post(apiPath('gameSeed'), { gameId: 'stickman' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (playedMs > 0) await backdateSeed(t.server.database.db, res.body.seedId, playedMs);
  return res.body;
};
const submit = (c: ApiClient, seed: GameSeed, score: number, log: unknown) =>
  c.post(apiPath('gameScore'), { gameId: 'stickman', seedId: seed.seedId, score, log });
const board = async (c: ApiClient, period: string): Promise<GameLeaderboard> => {
  const res = await c.get(`${apiPath('gameLeaderboard')}?gameId=stickman&period=${period}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const FORGED = '게임 기록을 다시 해 보니 맞지 않아요. 점수를 받을 수 없어요.';
const WRONG_SCORE = '점수가 게임 기록과 맞지 않아요. 점수를 받을 수 없어요.';

describe('stickman poop scores', () => {
  it('keeps the score the replay gives, on its own leaderboard, ranked by each member’s best', async () => {
    const seed = await seedFor(alice.client);
    const { score, ...log } = playStickman(seed.seed);
    const res = await submit(alice.client, seed, score, log);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ gameId: 'stickman', score, best: score });

    // Bora stands still and is hit sooner.
    const boraSeed = await seedFor(bora.client);
    const still = playStickman(boraSeed.seed, 0);
    expect(still.score).toBeLessThan(score);
    const { score: stillScore, ...stillLog } = still;
    expect((await submit(bora.client, boraSeed, stillScore, stillLog)).status).toBe(200);

    for (const period of ['day', 'week', 'all']) {
      const view = await board(bora.client, period);
      expect(view.entries.map((e) => [e.userUuid, e.score, e.position])).toEqual([
        [alice.uuid, score, 1],
        [bora.uuid, stillScore, 2],
      ]);
      expect(view.me).toMatchObject({ userUuid: bora.uuid, position: 2 });
    }
    // The apple game's board is another board.
    const apple = await alice.client.get(`${apiPath('gameLeaderboard')}?gameId=apple&period=day`);
    expect(apple.body.entries).toEqual([]);
  });

  it('refuses a score its log does not give and an edited log, and then takes the real game', async () => {
    const seed = await seedFor(alice.client);
    const { score, ...log } = playStickman(seed.seed);

    const inflated = await submit(alice.client, seed, score + 10, log);
    expect(inflated.status).toBe(400);
    expect(inflated.body.message).toBe(WRONG_SCORE);

    // A hit claimed later than it came, a walk after the hit.
    for (const edited of [
      { ...log, end: log.end + 120 },
      { ...log, inputs: [...log.inputs, [log.end + 5, 1]] },
    ]) {
      const res = await submit(alice.client, seed, score + 3, edited);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(FORGED);
    }
    // A walk turned the other way: the replay is another game (or, rarely, the same one), never this score.
    const turned = { ...log, inputs: log.inputs.map((x, i) => (i === 0 ? [x[0], x[1] === 0 ? 1 : 0] : x)) };
    const turnedRes = await submit(alice.client, seed, score + 3, turned);
    expect(turnedRes.status).toBe(400);
    expect([FORGED, WRONG_SCORE]).toContain(turnedRes.body.message);
    // A direction no key gives is refused by the contract.
    expect((await submit(alice.client, seed, score, { ...log, inputs: [[5, 2]] })).status).toBe(400);
    expect((await submit(bora.client, seed, score, log)).status).toBe(404);

    expect((await submit(alice.client, seed, score, log)).status).toBe(200);
    expect((await submit(alice.client, seed, score, log)).status).toBe(200);
  });

  it('refuses a game that ends later than the time since its seed was issued', async () => {
    const seed = await seedFor(alice.client, 0);
    const { score, ...log } = playStickman(seed.seed);
    // The bot dodges for 1,200 ticks (20 s) before it stands still.
    expect(log.end).toBeGreaterThan(1_200);
    const atOnce = await submit(alice.client, seed, score, log);
    expect(atOnce.status).toBe(400);
    expect(atOnce.body.message).toBe(
      '게임 기록이 게임을 시작한 뒤 흐른 시간보다 길어요. 점수를 받을 수 없어요.',
    );
    await backdateSeed(t.server.database.db, seed.seedId, (log.end * 1000) / 60);
    expect((await submit(alice.client, seed, score, log)).status).toBe(200);
  });
});
