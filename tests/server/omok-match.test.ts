import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, topics } from '../../src/contract';
import type { GameMatch, OmokMoveEvent } from '../../src/contract/game-match';
import { pointOf } from '../../src/contract/games/omok';
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
  [black, white, watcher] = (await newMembers(t, 'omok', 3)) as [Member, Member, Member];
});
afterAll(() => t.close());

async function newMatch(moveSeconds?: number): Promise<GameMatch> {
  const opened = await black.client.post(apiPath('gameMatchOpen'), { kind: 'omok', moveSeconds });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const joined = await white.client.post(apiPath('gameMatchJoin', { id: opened.body.id }));
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  return joined.body;
}

const move = (m: Member, id: string, point: number, moveNumber: number) =>
  m.client.post(apiPath('gameMatchOmok', { id }), { point, moveNumber });

async function played(m: Member, id: string, point: number, moveNumber: number): Promise<GameMatch> {
  const res = await move(m, id, point, moveNumber);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function follow(cookie: string, id: string): Promise<TestStomp> {
  const socket = await connectStomp(t.wsUrl, cookie);
  await socket.subscribe(topics.gameMatchOmok(id));
  await socket.subscribe(topics.gameMatchState(id));
  return socket;
}

/** Black builds row 7 from x=3, white plays row 0: black's fifth stone (move 8) wins. */
const BLACK_ROW = [3, 4, 5, 6, 7].map((x) => pointOf(x, 7));
const WHITE_ROW = [0, 2, 4, 6].map((x) => pointOf(x, 0));

describe('omok matches between members', () => {
  it('two members play to a win over real STOMP clients, and a spectator sees every move', async () => {
    const match = await newMatch();
    expect(match).toMatchObject({
      status: 'playing',
      turn: 0,
      players: [{ userUuid: black.uuid }, { userUuid: white.uuid }],
    });
    const entries = await connectStomp(t.wsUrl, black.client.cookie);
    await entries.subscribe(topics.gameMatchEntries(match.id));
    const watched = await watcher.client.post(apiPath('gameMatchWatch', { id: match.id }));
    expect(watched.body.spectators.map((s: { userUuid: string }) => s.userUuid)).toEqual([watcher.uuid]);
    expect(await entries.next(topics.gameMatchEntries(match.id))).toMatchObject({
      type: 'spectator',
      member: { userUuid: watcher.uuid },
      spectators: 1,
    });

    const players = [
      await follow(black.client.cookie, match.id),
      await follow(white.client.cookie, match.id),
    ];
    const spectator = await follow(watcher.client.cookie, match.id);
    let last: GameMatch | null = null;
    for (let n = 0; n < 9; n++) {
      const [m, point] = n % 2 === 0 ? [black, BLACK_ROW[n / 2]!] : [white, WHITE_ROW[(n - 1) / 2]!];
      last = await played(m, match.id, point, n);
      for (const socket of [...players, spectator]) {
        const event = await socket.next<OmokMoveEvent>(topics.gameMatchOmok(match.id));
        expect(event).toMatchObject({ moveNumber: n, point, seat: n % 2 });
      }
    }
    expect(last).toMatchObject({ status: 'finished', result: { winner: 0, end: 'win' }, turn: null });
    // The state topic's last word is the finished match.
    let state: GameMatch | null = null;
    for (let n = 0; n < 9; n++) state = await spectator.next<GameMatch>(topics.gameMatchState(match.id));
    expect(state).toMatchObject({
      status: 'finished',
      result: { winner: 0 },
      board: last?.board,
    });
    expect((await move(white, match.id, pointOf(9, 9), 9)).status).toBe(409);
    for (const socket of [...players, spectator, entries]) await socket.close();
  });

  it('refuses an occupied point, a move out of turn, a stale move number, a forbidden black move and an outsider', async () => {
    const match = await newMatch();
    const id = match.id;
    expect((await move(white, id, pointOf(7, 7), 0)).body.message).toBe('상대 차례예요.');
    await played(black, id, pointOf(7, 7), 0);
    const occupied = await move(white, id, pointOf(7, 7), 1);
    expect(occupied.status).toBe(400);
    expect(occupied.body.message).toBe('이미 돌이 놓인 자리예요.');
    expect((await move(white, id, pointOf(0, 0), 0)).status).toBe(409);
    expect((await move(watcher, id, pointOf(0, 0), 1)).status).toBe(403);
    // Black sets up twos that (7, 10) makes into two threes: (7,7)(7,8) down and (8,10)(9,10) across.
    const script: [Member, number][] = [
      [white, pointOf(0, 0)],
      [black, pointOf(7, 8)],
      [white, pointOf(0, 14)],
      [black, pointOf(8, 10)],
      [white, pointOf(14, 0)],
      [black, pointOf(9, 10)],
      [white, pointOf(14, 14)],
    ];
    let n = 1;
    for (const [m, point] of script) await played(m, id, point, n++);
    const forbidden = await move(black, id, pointOf(7, 10), n);
    expect(forbidden.status).toBe(400);
    expect(forbidden.body.message).toBe('흑은 삼삼을 둘 수 없어요 (금수).');
    // The refused move changed nothing: black may still play elsewhere.
    await played(black, id, pointOf(3, 3), n);
    const resigned = await white.client.post(apiPath('gameMatchResign', { id }));
    expect(resigned.body).toMatchObject({ status: 'finished', result: { winner: 0, end: 'resign' } });
  });

  it('a player whose socket dropped reconnects, reads the match and plays on', async () => {
    const match = await newMatch();
    let whiteSocket = await follow(white.client.cookie, match.id);
    await played(black, match.id, pointOf(7, 7), 0);
    await whiteSocket.next(topics.gameMatchOmok(match.id));
    await played(white, match.id, pointOf(8, 8), 1);
    await whiteSocket.close();
    // While white is away black plays; white's page comes back, reads the match and follows again.
    await played(black, match.id, pointOf(6, 6), 2);
    whiteSocket = await follow(white.client.cookie, match.id);
    const resumed = (await white.client.get(apiPath('gameMatch', { id: match.id }))).body as GameMatch;
    expect(resumed).toMatchObject({
      status: 'playing',
      turn: 1,
      board: { moves: [pointOf(7, 7), pointOf(8, 8), pointOf(6, 6)] },
    });
    await played(white, match.id, pointOf(9, 9), 3);
    expect(await whiteSocket.next(topics.gameMatchOmok(match.id))).toMatchObject({ moveNumber: 3, seat: 1 });
    await whiteSocket.close();
  });

  it('a player whose move clock runs out loses', async () => {
    const match = await newMatch(5);
    const socket = await follow(watcher.client.cookie, match.id);
    await played(black, match.id, pointOf(7, 7), 0);
    await socket.next(topics.gameMatchState(match.id));
    // White never moves: the clock's sweep ends the match within a second of the deadline.
    const ended = await socket.next<GameMatch>(topics.gameMatchState(match.id), 8_000);
    expect(ended).toMatchObject({ status: 'finished', result: { winner: 0, end: 'clock' } });
    expect((await move(white, match.id, pointOf(8, 8), 1)).status).toBe(409);
    await socket.close();
  }, 15_000);

  it('lists waiting rooms; a member cannot join their own room and a taken seat is refused', async () => {
    const opened = await black.client.post(apiPath('gameMatchOpen'), { kind: 'omok' });
    const list = await t.client().get(`${apiPath('gameMatches')}?kind=omok`);
    expect(list.body.matches.map((m: GameMatch) => m.id)).toContain(opened.body.id);
    expect((await black.client.post(apiPath('gameMatchJoin', { id: opened.body.id }))).status).toBe(400);
    expect((await white.client.post(apiPath('gameMatchJoin', { id: opened.body.id }))).status).toBe(200);
    expect((await watcher.client.post(apiPath('gameMatchJoin', { id: opened.body.id }))).status).toBe(409);
    expect((await t.client().post(apiPath('gameMatchOpen'), { kind: 'omok' })).status).toBe(401);
  });
});
