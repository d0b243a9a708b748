import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, topics } from '../../src/contract';
import { AdminAcademies, AdminPlayers, StarcraftRecord } from '../../src/contract/starcraft';
import { AdminLeague, EntryBoard, League } from '../../src/contract/starcraft-league';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp } from './helpers/stomp';

/** Players, academy, records with Elo, the league with live scores, and entries. */

let t: TestServer;
let admin: ApiClient;
let manager: ApiClient;
let fan: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  [admin, manager, fan] = await Promise.all([t.as('admin'), t.as('manager'), t.as('soopfan')]);
});
afterAll(() => t.close());

const players = async () =>
  AdminPlayers.parse((await admin.get(apiPath('adminStarcraftPlayers'))).body).players;
const record = async () => StarcraftRecord.parse((await t.client().get(apiPath('starcraftRecord'))).body);

/** Adds players named with a run-unique prefix and answers their ids by name. */
async function addPlayers(prefix: string, ...specs: [string, 'T' | 'Z' | 'P'][]) {
  for (const [name, race] of specs) {
    const res = await manager.post(apiPath('adminStarcraftPlayers'), {
      name: `${prefix}${name}`,
      race,
      tier: 'A',
    });
    expect(res.status).toBe(200);
  }
  const all = await players();
  return Object.fromEntries(
    specs.map(([name]) => [name, all.find((p) => p.name === `${prefix}${name}`)!.id]),
  );
}

describe('who may edit', () => {
  it('refuses a USER (403) and a visitor (401) every edit, and lets anyone read records and the league', async () => {
    const [someone] = (await players()).map((p) => p.id);
    const id = someone ?? crypto.randomUUID();
    for (const client of [fan, t.client()]) {
      const expected = client === fan ? 403 : 401;
      const calls = [
        client.get(apiPath('adminStarcraftPlayers')),
        client.post(apiPath('adminStarcraftPlayers'), { name: '몰래', race: 'T' }),
        client.put(apiPath('adminStarcraftPlayer', { id }), { name: '몰래', race: 'T' }),
        client.delete(apiPath('adminStarcraftPlayer', { id })),
        client.get(apiPath('adminStarcraftAcademies')),
        client.post(apiPath('adminStarcraftAcademies'), { name: '몰래팀' }),
        client.post(apiPath('starcraftMatches'), {}),
        client.delete(apiPath('starcraftMatch', { id })),
        client.post(apiPath('starcraftSeasons'), { name: '몰래 시즌' }),
        client.put(apiPath('starcraftSeason', { id }), { name: '몰래 시즌' }),
        client.post(apiPath('starcraftGroups', { id }), { name: 'Z조' }),
        client.post(apiPath('starcraftLeagueMatches'), {}),
        client.put(apiPath('starcraftLeagueScore', { id }), { scoreA: 1, scoreB: 0, status: 'live' }),
        client.get(apiPath('adminStarcraftLeague')),
        client.put(apiPath('starcraftGroup', { id }), { name: 'Z조' }),
        client.delete(apiPath('starcraftGroup', { id })),
        client.post(apiPath('starcraftEntryAccept', { id }), { groupId: id }),
        client.delete(apiPath('starcraftLeagueMatch', { id })),
      ];
      for (const res of await Promise.all(calls)) expect(res.status).toBe(expected);
    }
    expect((await t.client().get(apiPath('starcraftRecord'))).status).toBe(200);
    expect((await t.client().get(apiPath('starcraftLeague'))).status).toBe(200);
  });
});

describe('players and academy', () => {
  it('keeps a player with race, tier, SOOP id and crew link, and a team roster', async () => {
    const res = await admin.post(apiPath('adminStarcraftPlayers'), {
      name: '별빛테란',
      race: 'T',
      tier: '1티어',
      soopId: 'C9Star',
      crewStationId: 'c9star',
    });
    expect(res.status).toBe(200);
    const star = (await players()).find((p) => p.name === '별빛테란')!;
    expect(star).toMatchObject({ race: 'T', tier: '1티어', soopId: 'c9star', crewStationId: 'c9star' });
    expect(star.crewNickname).toBeTruthy();

    const wrong = await admin.post(apiPath('adminStarcraftPlayers'), {
      name: '누구',
      race: 'T',
      crewStationId: 'nobody',
    });
    expect(wrong).toMatchObject({ status: 400, body: { errorFieldName: 'crewStationId' } });

    expect((await admin.post(apiPath('adminStarcraftAcademies'), { name: '별빛 아카데미' })).status).toBe(
      200,
    );
    const twin = await admin.post(apiPath('adminStarcraftAcademies'), { name: '별빛 아카데미' });
    expect(twin).toMatchObject({ status: 400, body: { errorFieldName: 'name' } });
    const teams = async () =>
      AdminAcademies.parse((await manager.get(apiPath('adminStarcraftAcademies'))).body);
    const team = (await teams()).academies.find((a) => a.name === '별빛 아카데미')!;
    const roster = await manager.put(apiPath('adminStarcraftAcademyRoster', { id: team.id }), {
      playerIds: [star.id],
    });
    expect(roster.status).toBe(200);
    expect((await teams()).academies.find((a) => a.id === team.id)!.players.map((p) => p.name)).toEqual([
      '별빛테란',
    ]);
    await manager.delete(apiPath('adminStarcraftAcademy', { id: team.id }));
    expect((await players()).find((p) => p.id === star.id)!.academyId).toBeNull();
  });
});

describe('records and Elo', () => {
  it('computes win-loss and Elo from entered games in played order, with a replay link', async () => {
    const ids = await addPlayers('기록', ['가', 'T'], ['나', 'Z']);
    const game = (winner: string, loser: string, day: string, extra = {}) =>
      admin.post(apiPath('starcraftMatches'), {
        playedAt: `${day}T12:00:00+09:00`,
        map: '투혼',
        winnerId: ids[winner],
        loserId: ids[loser],
        winnerRace: winner === '가' ? 'T' : 'Z',
        loserRace: loser === '가' ? 'T' : 'Z',
        ...extra,
      });
    // Entered out of order: the later day counts last.
    expect((await game('나', '가', '2026-01-02')).status).toBe(200);
    expect((await game('가', '나', '2026-01-01')).status).toBe(200);
    const bad = await game('가', '나', '2026-01-03', { replayFileId: crypto.randomUUID() });
    expect(bad).toMatchObject({ status: 400, body: { errorFieldName: 'replayFileId' } });

    const { players: ranked, matches } = await record();
    const a = ranked.find((p) => p.id === ids.가)!;
    const b = ranked.find((p) => p.id === ids.나)!;
    // 1/1: 가 +16 (1516), then 나 beats the favourite for +17 → 가 1499, 나 1501.
    expect([a.wins, a.losses, a.rating]).toEqual([1, 1, 1499]);
    expect([b.wins, b.losses, b.rating]).toEqual([1, 1, 1501]);
    const mine = matches.filter((m) => m.winnerId === ids.가 || m.winnerId === ids.나);
    expect(mine.map((m) => [m.winnerRating, m.loserRating, m.delta])).toEqual([
      [1501, 1499, 17],
      [1516, 1484, 16],
    ]);
  });
});

describe('league', () => {
  it('publishes live scores, turns a final result into a record, and updates Elo', async () => {
    const ids = await addPlayers('리그', ['하나', 'P'], ['둘', 'Z']);
    const season = (await admin.post(apiPath('starcraftSeasons'), { name: '테스트 시즌', status: 'running' }))
      .body;
    const group = (
      await admin.post(apiPath('starcraftGroups', { id: season.id }), {
        name: 'A조',
        playerIds: [ids.하나, ids.둘],
      })
    ).body;
    const match = await admin.post(apiPath('starcraftLeagueMatches'), {
      seasonId: season.id,
      groupId: group.id,
      scheduledAt: '2026-02-01T20:00:00+09:00',
      map: '폴리포이드',
      playerAId: ids.하나,
      playerBId: ids.둘,
    });
    expect(match.status).toBe(200);
    const finalsWithGroup = await admin.post(apiPath('starcraftLeagueMatches'), {
      seasonId: season.id,
      groupId: group.id,
      stage: 'final',
      scheduledAt: '2026-02-01T20:00:00+09:00',
      playerAId: ids.하나,
      playerBId: ids.둘,
    });
    expect(finalsWithGroup).toMatchObject({ status: 400, body: { errorFieldName: 'groupId' } });

    const viewer = await connectStomp(t.wsUrl);
    const destination = topics.sportMatch(match.body.id);
    await viewer.subscribe(destination);
    const live = viewer.next(destination);
    await manager.put(apiPath('starcraftLeagueScore', { id: match.body.id }), {
      scoreA: 1,
      scoreB: 0,
      status: 'live',
    });
    expect(await live).toMatchObject({
      id: match.body.id,
      kind: 'starcraft',
      sides: [
        { name: '리그하나', score: 1 },
        { name: '리그둘', score: 0 },
      ],
      status: 'live',
    });
    expect((await record()).matches.some((m) => m.leagueMatchId === match.body.id)).toBe(false);

    const final = viewer.next(destination);
    await manager.put(apiPath('starcraftLeagueScore', { id: match.body.id }), {
      scoreA: 1,
      scoreB: 2,
      status: 'final',
    });
    expect(await final).toMatchObject({ status: 'final', sides: [{ score: 1 }, { score: 2 }] });
    await viewer.close();

    const after = await record();
    const game = after.matches.find((m) => m.leagueMatchId === match.body.id)!;
    expect(game).toMatchObject({
      winnerId: ids.둘,
      loserId: ids.하나,
      winnerRace: 'Z',
      loserRace: 'P',
      map: '폴리포이드',
    });
    expect(after.players.find((p) => p.id === ids.둘)).toMatchObject({ wins: 1, rating: 1516 });
    // A league result is changed through its match, not deleted as a record.
    expect((await admin.delete(apiPath('starcraftMatch', { id: game.id }))).status).toBe(404);
    await manager.put(apiPath('starcraftLeagueScore', { id: match.body.id }), {
      scoreA: 2,
      scoreB: 1,
      status: 'final',
    });
    expect((await record()).players.find((p) => p.id === ids.하나)).toMatchObject({
      wins: 1,
      losses: 0,
      rating: 1516,
    });

    const league = League.parse(
      (await t.client().get(`${apiPath('starcraftLeague')}?seasonId=${season.id}`)).body,
    );
    expect(league.season!.groups[0]!.players.map((p) => p.name)).toEqual(['리그하나', '리그둘']);
    expect(league.season!.matches[0]).toMatchObject({ scoreA: 2, scoreB: 1, status: 'final' });
  });

  it('takes members’ entries while a season is open, one per member, and refuses them once closed', async () => {
    const season = (await admin.post(apiPath('starcraftSeasons'), { name: '신청 시즌' })).body;
    const board = async (client: ApiClient) =>
      EntryBoard.parse((await client.get(apiPath('starcraftEntries'))).body);
    const entry = { seasonId: season.id, gameName: 'C9_Fan', race: 'P', comment: '열심히 하겠습니다' };
    expect((await t.client().post(apiPath('starcraftEntry'), entry)).status).toBe(401);
    expect((await fan.post(apiPath('starcraftEntry'), entry)).status).toBe(200);
    expect((await fan.post(apiPath('starcraftEntry'), { ...entry, race: 'Z' })).status).toBe(200);
    const open = (await board(fan)).seasons.find((s) => s.id === season.id)!;
    expect(open.entries).toMatchObject([{ gameName: 'C9_Fan', race: 'Z', mine: true }]);
    expect((await board(t.client())).seasons.find((s) => s.id === season.id)!.entries[0]!.mine).toBe(false);

    await admin.put(apiPath('starcraftSeason', { id: season.id }), { name: '신청 시즌', status: 'running' });
    const late = await manager.post(apiPath('starcraftEntry'), entry);
    expect(late).toMatchObject({ status: 400, body: { errorFieldName: 'seasonId' } });
    expect((await board(fan)).seasons.some((s) => s.id === season.id)).toBe(false);
  });
});

describe('building a league', () => {
  it('keeps a season’s dates, accepts entries into groups as players, and schedules and removes matches', async () => {
    const bad = await admin.post(apiPath('starcraftSeasons'), {
      name: '날짜 시즌',
      startsOn: '2026-03-10',
      endsOn: '2026-03-01',
    });
    expect(bad).toMatchObject({ status: 400, body: { errorFieldName: 'endsOn' } });
    const season = (
      await manager.post(apiPath('starcraftSeasons'), {
        name: '날짜 시즌',
        startsOn: '2026-03-01',
        endsOn: '',
      })
    ).body as { id: string };
    const adminLeague = async () =>
      AdminLeague.parse((await manager.get(`${apiPath('adminStarcraftLeague')}?seasonId=${season.id}`)).body);
    expect((await adminLeague()).seasons.find((s) => s.id === season.id)).toMatchObject({
      startsOn: '2026-03-01',
      endsOn: null,
    });

    await fan.post(apiPath('starcraftEntry'), { seasonId: season.id, gameName: '신청테란', race: 'T' });
    const [entry] = (await adminLeague()).entries;
    expect(entry).toMatchObject({ gameName: '신청테란', playerId: null, groupId: null });
    const groupA = (await manager.post(apiPath('starcraftGroups', { id: season.id }), { name: 'A조' })).body;
    const groupB = (await manager.post(apiPath('starcraftGroups', { id: season.id }), { name: 'B조' })).body;

    const elsewhere = (await admin.post(apiPath('starcraftSeasons'), { name: '다른 시즌' })).body;
    const otherGroup = (await admin.post(apiPath('starcraftGroups', { id: elsewhere.id }), { name: 'C조' }))
      .body;
    const wrongGroup = await manager.post(apiPath('starcraftEntryAccept', { id: entry!.id }), {
      groupId: otherGroup.id,
    });
    expect(wrongGroup).toMatchObject({ status: 400, body: { errorFieldName: 'groupId' } });
    const noPlayer = await manager.post(apiPath('starcraftEntryAccept', { id: entry!.id }), {
      groupId: groupA.id,
      playerId: crypto.randomUUID(),
    });
    expect(noPlayer).toMatchObject({ status: 400, body: { errorFieldName: 'playerId' } });
    const missing = await manager.post(apiPath('starcraftEntryAccept', { id: crypto.randomUUID() }), {
      groupId: groupA.id,
    });
    expect(missing.status).toBe(404);

    // Accepted as a new player into A조, then moved to B조 as the same player.
    const accepted = await manager.post(apiPath('starcraftEntryAccept', { id: entry!.id }), {
      groupId: groupA.id,
    });
    expect(accepted.status).toBe(200);
    const playerId = accepted.body.playerId as string;
    expect((await players()).find((p) => p.id === playerId)).toMatchObject({ name: '신청테란', race: 'T' });
    await manager.post(apiPath('starcraftEntryAccept', { id: entry!.id }), { groupId: groupB.id });
    const moved = await adminLeague();
    expect(moved.entries[0]).toMatchObject({ playerId, groupId: groupB.id });
    expect(moved.season!.groups.map((g) => [g.name, g.players.map((p) => p.id)])).toEqual([
      ['A조', []],
      ['B조', [playerId]],
    ]);

    const { 상대 } = await addPlayers('편성', ['상대', 'Z']);
    const rename = await manager.put(apiPath('starcraftGroup', { id: groupB.id }), {
      name: 'B조 (수정)',
      playerIds: [playerId, 상대],
    });
    expect(rename.status).toBe(200);
    const match = await manager.post(apiPath('starcraftLeagueMatches'), {
      seasonId: season.id,
      groupId: groupB.id,
      scheduledAt: '2026-03-02T19:30:00+09:00',
      playerAId: playerId,
      playerBId: 상대,
    });
    const league = League.parse(
      (await t.client().get(`${apiPath('starcraftLeague')}?seasonId=${season.id}`)).body,
    );
    expect(league.season!.groups.find((g) => g.id === groupB.id)!.name).toBe('B조 (수정)');
    expect(league.season!.matches).toMatchObject([
      { id: match.body.id, scheduledAt: '2026-03-02T10:30:00.000Z', playerA: { name: '신청테란' } },
    ]);

    expect((await manager.delete(apiPath('starcraftLeagueMatch', { id: match.body.id }))).status).toBe(200);
    expect((await manager.delete(apiPath('starcraftLeagueMatch', { id: match.body.id }))).status).toBe(404);
    expect((await manager.delete(apiPath('starcraftGroup', { id: groupA.id }))).status).toBe(200);
    const after = await adminLeague();
    expect(after.season!.matches).toEqual([]);
    expect(after.season!.groups.map((g) => g.name)).toEqual(['B조 (수정)']);
  });
});
