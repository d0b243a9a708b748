import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, topics } from '../../src/contract';
import type { AlkkagiShotEvent, GameMatch } from '../../src/contract/game-match';
import { clampShot, computerShot, type Side, type Stone, settle } from '../../src/contract/games/alkkagi';
import type { ApiClient } from './helpers/api-client';
import { newMembers } from './helpers/members';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp, type TestStomp } from './helpers/stomp';

type Member = { client: ApiClient; uuid: string };
let t: TestServer;
let black: Member;
let white: Member;
let watcher: Member;

beforeAll(async () => {
  t = await startTestServer();
  [black, white, watcher] = (await newMembers(t, 'alkkagi', 3)) as [Member, Member, Member];
});
afterAll(() => t.close());

type AlkkagiBoard = Extract<GameMatch['board'], { kind: 'alkkagi' }>;
const boardOf = (match: GameMatch) => match.board as AlkkagiBoard;

async function newMatch(): Promise<GameMatch> {
  const opened = await black.client.post(apiPath('gameMatchOpen'), { kind: 'alkkagi' });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const joined = await white.client.post(apiPath('gameMatchJoin', { id: opened.body.id }));
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  return joined.body;
}

const shoot = (m: Member, id: string, shot: { stone: number; vx: number; vy: number }, shotNumber: number) =>
  m.client.post(apiPath('gameMatchAlkkagi', { id }), { ...shot, shotNumber });

async function follow(cookie: string, id: string): Promise<TestStomp> {
  const socket = await connectStomp(t.wsUrl, cookie);
  await socket.subscribe(topics.gameMatchAlkkagi(id));
  await socket.subscribe(topics.gameMatchState(id));
  return socket;
}

describe('alkkagi matches between members', () => {
  it('two members play to a win; every shot ends where the shared physics puts it, and a spectator sees each', async () => {
    const match = await newMatch();
    expect(match).toMatchObject({
      kind: 'alkkagi',
      status: 'playing',
      turn: 0,
      board: { shots: 0, last: null },
    });
    await watcher.client.post(apiPath('gameMatchWatch', { id: match.id }));
    const sockets = [
      await follow(black.client.cookie, match.id),
      await follow(white.client.cookie, match.id),
      await follow(watcher.client.cookie, match.id),
    ];
    // Black shoots as the hard computer, white as the easy one: black wins on the 9th shot.
    let stones: Stone[] = boardOf(match).stones;
    let last = match;
    for (let n = 0; n < 40 && last.status === 'playing'; n++) {
      const side: Side = n % 2 === 0 ? 'black' : 'white';
      const shot = computerShot(stones, side, n % 2 === 0 ? 'hard' : 'easy', n);
      if (!shot) throw new Error('no shot');
      const res = await shoot(n % 2 === 0 ? black : white, match.id, shot, n);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      last = res.body;
      const expected = settle(stones, shot, side);
      expect(boardOf(last)).toEqual({ kind: 'alkkagi', stones: expected, shots: n + 1, last: shot });
      for (const socket of sockets) {
        const event = await socket.next<AlkkagiShotEvent>(topics.gameMatchAlkkagi(match.id));
        expect(event).toEqual({
          matchId: match.id,
          shotNumber: n,
          seat: n % 2,
          shot,
          stones: expected,
          version: last.version,
        });
      }
      stones = expected as Stone[];
    }
    expect(last).toMatchObject({ status: 'finished', turn: null, result: { winner: 0, end: 'win' } });
    expect(boardOf(last).shots).toBe(9);
    expect(stones.filter((s) => !s.out && s.side === 'white')).toEqual([]);
    // The spectator's state topic ends on the finished match (its stones as the last shot left them).
    let state: GameMatch | null = null;
    for (let n = 0; n < 9; n++) state = await sockets[2]!.next<GameMatch>(topics.gameMatchState(match.id));
    expect(state).toMatchObject({ status: 'finished', result: { winner: 0 }, board: last.board });
    expect((await shoot(white, match.id, { stone: 5, vx: 0, vy: 2000 }, 9)).status).toBe(409);
    for (const socket of sockets) await socket.close();
  });

  it('refuses a shot out of turn, a stale shot number, a bad input, another side’s stone and an outsider', async () => {
    const match = await newMatch();
    const id = match.id;
    const straight = { stone: 2, vx: 0, vy: -2400 };
    const outOfTurn = await shoot(white, id, { stone: 7, vx: 0, vy: 2400 }, 0);
    expect(outOfTurn.status).toBe(409);
    expect(outOfTurn.body.message).toBe('상대 차례예요.');
    expect((await shoot(watcher, id, straight, 0)).status).toBe(403);
    for (const bad of [
      { stone: 2, vx: 0, vy: -2401 },
      { stone: 2, vx: 0.5, vy: -2000 },
      { stone: -1, vx: 0, vy: -2000 },
      { stone: 10, vx: 0, vy: -2000 },
      { stone: 2, vx: '0', vy: -2000 },
    ])
      expect((await shoot(black, id, bad as typeof straight, 0)).status).toBe(400);
    const notMine = await shoot(black, id, { stone: 7, vx: 0, vy: 2400 }, 0);
    expect(notMine.status).toBe(400);
    expect(notMine.body.message).toBe('내 돌만 튕길 수 있어요.');
    expect((await shoot(black, id, { stone: 2, vx: 0, vy: 0 }, 0)).status).toBe(400);
    expect((await shoot(black, id, straight, 1)).status).toBe(409);
    // The length of a flick is clamped to MAX_SHOT, as the page and the computer clamp it.
    const diagonal = { stone: 2, vx: 2400, vy: -2400 };
    const first = await shoot(black, id, diagonal, 0);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(boardOf(first.body).last).toEqual({ stone: 2, ...clampShot(2400, -2400) });
    expect(boardOf(first.body).stones).toEqual(settle(boardOf(match).stones, diagonal, 'black'));
    expect(first.body.turn).toBe(1);
    // The same shot again (a retry) is stale.
    expect((await shoot(black, id, diagonal, 0)).status).toBe(409);
    const resigned = await black.client.post(apiPath('gameMatchResign', { id }));
    expect(resigned.body).toMatchObject({ status: 'finished', result: { winner: 1, end: 'resign' } });
  });

  it('an omok move in an alkkagi room and a shot in an omok room are refused', async () => {
    const match = await newMatch();
    const omokMove = await black.client.post(apiPath('gameMatchOmok', { id: match.id }), {
      point: 0,
      moveNumber: 0,
    });
    expect(omokMove.status).toBe(409);
    const opened = await black.client.post(apiPath('gameMatchOpen'), { kind: 'omok' });
    await white.client.post(apiPath('gameMatchJoin', { id: opened.body.id }));
    expect((await shoot(black, opened.body.id, { stone: 2, vx: 0, vy: -2000 }, 0)).status).toBe(409);
    const list = await t.client().get(`${apiPath('gameMatches')}?kind=alkkagi`);
    expect(list.body.matches.map((m: GameMatch) => m.kind)).not.toContain('omok');
    expect(list.body.matches.map((m: GameMatch) => m.id)).toContain(match.id);
  });
});
