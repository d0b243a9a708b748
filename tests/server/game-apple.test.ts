import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/contract';
import type { GameLeaderboard, GameSeed } from '../../src/contract/game';
import { APPLE_COLS, APPLE_DURATION_MS, APPLE_ROWS } from '../../src/contract/games/apple';
import { playApple } from '../unit/apple-solver';
import type { ApiClient } from './helpers/api-client';
import { backdateSeed } from './helpers/games';
import { newMembers } from './helpers/members';
import { startTestServer, type TestServer } from './helpers/server';

let t: TestServer;
let alice: { client: ApiClient; uuid: string };
let bora: { client: ApiClient; uuid: string };

beforeAll(async () => {
  t = await startTestServer();
  [alice, bora] = (await newMembers(t, 'apple', 2)) as [typeof alice, typeof bora];
});
afterAll(() => t.close());

/** A seed issued a whole game's time ago (`playedMs`, the 2 minutes unless told), so its game is over. */
const seedFor = async (c: ApiClient, playedMs = APPLE_DURATION_MS): Promise<GameSeed> => {
  const res = await c.post(apiPath('gameSeed'), { gameId: 'apple' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (playedMs > 0) await backdateSeed(t.server.database.db, res.body.seedId, playedMs);
  return res.body;
};
const submit = (c: ApiClient, seed: GameSeed, score: number, log: unknown) =>
  c.post(apiPath('gameScore'), { gameId: 'apple', seedId: seed.seedId, score, log });
const board = async (c: ApiClient, period: string): Promise<GameLeaderboard> => {
  const res = await c.get(`${apiPath('gameLeaderboard')}?gameId=apple&period=${period}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('apple game scores', () => {
  it('keeps the score the replay gives and ranks each member by their best, today, this week and ever', async () => {
    const seed = await seedFor(alice.client);
    const { log, score } = playApple(seed.seed);
    expect(score).toBeGreaterThan(0);
    const res = await submit(alice.client, seed, score, log);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ gameId: 'apple', score, best: score });

    // A shorter game of Bora's ranks below; Alice's lower second game leaves her best.
    const boraSeed = await seedFor(bora.client);
    const short = playApple(boraSeed.seed, 3);
    expect((await submit(bora.client, boraSeed, short.score, short.log)).status).toBe(200);
    const second = await seedFor(alice.client);
    const small = playApple(second.seed, 1);
    expect((await submit(alice.client, second, small.score, small.log)).body.best).toBe(score);

    for (const period of ['day', 'week', 'all']) {
      const view = await board(bora.client, period);
      expect(view.entries.map((e) => [e.userUuid, e.score, e.position])).toEqual([
        [alice.uuid, score, 1],
        [bora.uuid, short.score, 2],
      ]);
      expect(view.me).toMatchObject({ userUuid: bora.uuid, position: 2 });
    }
    expect((await board(t.client(), 'day')).me).toBeNull();
  });

  it('refuses a score that is not its log’s, an edited log, a late move and a played seed', async () => {
    const seed = await seedFor(alice.client);
    const { log, score } = playApple(seed.seed, 6);

    const inflated = await submit(alice.client, seed, score + 5, log);
    expect(inflated.status).toBe(400);
    expect(inflated.body.message).toBe('점수가 게임 기록과 맞지 않아요. 점수를 받을 수 없어요.');

    // The same box twice (its apples are gone) and a box over the whole board (far more than 10
    // apples: a box moved one cell might still sum to 10) are no game of this seed.
    for (const edited of [
      [...log, log[0]],
      log.map((m, i) => (i === 2 ? [m[0], 0, 0, APPLE_COLS - 1, APPLE_ROWS - 1] : m)),
    ]) {
      const res = await submit(alice.client, seed, score + 2, edited);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('게임 기록을 다시 해 보니 맞지 않아요. 점수를 받을 수 없어요.');
    }

    const late = log.map((m, i) => (i === log.length - 1 ? [APPLE_DURATION_MS + 1, ...m.slice(1)] : m));
    const lateRes = await submit(alice.client, seed, score, late);
    expect(lateRes.status).toBe(400);
    expect(lateRes.body.message).toBe('2분이 넘은 게임의 점수는 받을 수 없어요.');

    // Another member cannot use Alice's seed.
    expect((await submit(bora.client, seed, score, log)).status).toBe(404);

    expect((await submit(alice.client, seed, score, log)).status).toBe(200);
    // The same delivery again (a retry) gets the same answer; another game on the seed is refused.
    expect((await submit(alice.client, seed, score, log)).status).toBe(200);
    const shorter = log.slice(0, 2);
    const reused = await submit(alice.client, seed, playApple(seed.seed, 2).score, shorter);
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('이미 점수를 낸 게임이에요. 새 게임을 시작해 주세요.');
  });

  it('refuses a log whose moves claim more time than passed since its seed was issued', async () => {
    // A solver's perfect game sent at once: five boxes, the last "at 110 s", 0.1 s after the seed.
    const seed = await seedFor(alice.client, 0);
    const solved = playApple(seed.seed, 5, 22_000);
    expect(solved.log.at(-1)?.[0]).toBe(110_000);
    const atOnce = await submit(alice.client, seed, solved.score, solved.log);
    expect(atOnce.status).toBe(400);
    expect(atOnce.body.message).toBe(
      '게임 기록이 게임을 시작한 뒤 흐른 시간보다 길어요. 점수를 받을 수 없어요.',
    );
    // Moves within the time that did pass (0.5 s, and a few seconds for the clocks) are taken at once.
    const quickSeed = await seedFor(alice.client, 0);
    const quick = playApple(quickSeed.seed, 5, 100);
    expect((await submit(alice.client, quickSeed, quick.score, quick.log)).status).toBe(200);
    // 108 s after the seed, the 110 s log is within the tolerance; the refusal left the seed unplayed.
    await backdateSeed(t.server.database.db, seed.seedId, 108_000);
    const later = await submit(alice.client, seed, solved.score, solved.log);
    expect(later.status, JSON.stringify(later.body)).toBe(200);
  });

  it('asks a visitor to sign in, and keeps only the newest five unplayed seeds', async () => {
    expect((await t.client().post(apiPath('gameSeed'), { gameId: 'apple' })).status).toBe(401);
    const seeds: GameSeed[] = [];
    for (let n = 0; n < 6; n++) seeds.push(await seedFor(bora.client));
    const [oldest, newest] = [seeds[0]!, seeds[5]!];
    const played = playApple(oldest.seed, 1);
    expect((await submit(bora.client, oldest, played.score, played.log)).status).toBe(404);
    const kept = playApple(newest.seed, 1);
    expect((await submit(bora.client, newest, kept.score, kept.log)).status).toBe(200);
  });
});
