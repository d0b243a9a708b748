import type { SportMatchStatus } from '../../src/contract/sport-match';
import type { PlayedRace, Race } from '../../src/contract/starcraft';
import type { Db } from '../db/client';
import { newId } from '../lib/ids';
import {
  scAcademies,
  scEntries,
  scGroupPlayers,
  scGroups,
  scLeagueMatches,
  scMatches,
  scPlayers,
  scSeasons,
} from '../modules/starcraft/tables';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;

/** [name, race, tier, SOOP id, crew station, on the academy team] */
const PLAYERS: [string, Race, string, string, string | null, boolean][] = [
  ['스타왕별이', 'T', '1티어', 'c9star', 'c9star', false],
  ['씨나인크루', 'P', '3티어', 'c9crew', 'c9crew', false],
  ['저글링러시', 'Z', '2티어', 'zergrush', null, true],
  ['캐리어장인', 'P', '2티어', 'carrierking', null, true],
  ['벙커링', 'T', '4티어', 'bunker4', null, true],
  ['뮤탈짤짤', 'Z', '3티어', 'mutal3', null, false],
];

const MAPS = ['투혼', '폴리포이드', '라데온', '블리츠', '신 단장의 능선'];

/** [winner, loser, days ago]: indexes into PLAYERS, oldest first. */
const GAMES: [number, number, number][] = [
  [0, 2, 40],
  [2, 3, 38],
  [3, 4, 35],
  [0, 3, 33],
  [5, 1, 30],
  [2, 0, 27],
  [0, 5, 24],
  [1, 4, 21],
  [3, 5, 18],
  [0, 1, 15],
  [2, 4, 12],
  [5, 3, 9],
];

const HOUR_MS = 60 * 60 * 1000;
const SEOUL_OFFSET_MS = 9 * HOUR_MS;

/** That day's `hour` o'clock in Seoul: broadcasts are scheduled in the evening. */
const eveningInSeoul = (at: number, hour: number) =>
  new Date(Math.floor((at + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS - SEOUL_OFFSET_MS + hour * HOUR_MS);

const played = (race: Race): PlayedRace => (race === 'R' ? 'T' : race);

/**
 * StarCraft demo: six players (two of them crew stations), an academy team, a dozen games, a
 * running season with two groups, results, a live set and the finals bracket, and a season taking
 * entries with one member's application.
 */
export async function seedDemoStarcraft(tx: Tx, adminUuid: string, fanUuid: string) {
  const now = Date.now();
  const academyId = newId();
  await tx
    .insert(scAcademies)
    .values({ id: academyId, name: '씨나인 아카데미', description: '크루가 키우는 스타 꿈나무들' });
  const players = PLAYERS.map(([name, race, tier, soopId, crewStationId, academy]) => ({
    id: newId(),
    name,
    race,
    tier,
    soopId,
    crewStationId,
    academyId: academy ? academyId : null,
  }));
  await tx.insert(scPlayers).values(players);
  const p = (i: number) => players[i]!;
  await tx.insert(scMatches).values(
    GAMES.map(([w, l, daysAgo], i) => ({
      id: newId(),
      playedAt: new Date(now - daysAgo * DAY_MS),
      map: MAPS[i % MAPS.length]!,
      winnerId: p(w).id,
      loserId: p(l).id,
      winnerRace: played(p(w).race),
      loserRace: played(p(l).race),
      createdBy: adminUuid,
    })),
  );

  const seasonId = newId();
  const openSeasonId = newId();
  await tx.insert(scSeasons).values([
    { id: openSeasonId, name: '씨나인 스타리그 시즌 2', status: 'entry', createdAt: new Date(now) },
    {
      id: seasonId,
      name: '씨나인 스타리그 시즌 1',
      status: 'running',
      createdAt: new Date(now - 20 * DAY_MS),
    },
  ]);
  const groups = [
    { id: newId(), seasonId, name: 'A조', members: [0, 2, 4] },
    { id: newId(), seasonId, name: 'B조', members: [1, 3, 5] },
  ];
  await tx.insert(scGroups).values(groups.map(({ members: _, ...g }) => g));
  await tx
    .insert(scGroupPlayers)
    .values(groups.flatMap((g) => g.members.map((m) => ({ groupId: g.id, playerId: p(m).id }))));

  /** [group (null: finals), round, a, b, scoreA, scoreB, status, days from now] */
  const sets: [number | null, number, number, number, number, number, SportMatchStatus, number][] = [
    [0, 1, 0, 2, 2, 1, 'final', -6],
    [1, 1, 1, 3, 0, 2, 'final', -6],
    [0, 1, 2, 4, 2, 0, 'final', -4],
    [1, 1, 3, 5, 1, 2, 'final', -4],
    [0, 1, 0, 4, 1, 0, 'live', 0],
    [1, 1, 1, 5, 0, 0, 'scheduled', 1],
    [null, 1, 0, 5, 0, 0, 'scheduled', 5],
    [null, 1, 3, 2, 0, 0, 'scheduled', 5],
  ];
  const leagueMatches = sets.map(([group, round, a, b, scoreA, scoreB, status, days], i) => ({
    id: newId(),
    seasonId,
    groupId: group === null ? null : groups[group]!.id,
    stage: group === null ? ('final' as const) : ('group' as const),
    round,
    scheduledAt: eveningInSeoul(now + days * DAY_MS, 19 + (i % 2) * 2),
    map: MAPS[i % MAPS.length]!,
    bestOf: 3,
    playerAId: p(a).id,
    playerBId: p(b).id,
    scoreA,
    scoreB,
    status,
    updatedAt: new Date(now + days * DAY_MS),
  }));
  await tx.insert(scLeagueMatches).values(leagueMatches);
  // Each finished set is also a game of the records, as the league module makes it.
  const finished = leagueMatches.filter((m) => m.status === 'final');
  await tx.insert(scMatches).values(
    finished.map((m) => {
      const aWon = m.scoreA > m.scoreB;
      const winner = players.find((x) => x.id === (aWon ? m.playerAId : m.playerBId))!;
      const loser = players.find((x) => x.id === (aWon ? m.playerBId : m.playerAId))!;
      return {
        id: newId(),
        playedAt: m.updatedAt,
        map: m.map,
        winnerId: winner.id,
        loserId: loser.id,
        winnerRace: played(winner.race),
        loserRace: played(loser.race),
        leagueMatchId: m.id,
        createdBy: adminUuid,
      };
    }),
  );
  await tx.insert(scEntries).values({
    id: newId(),
    seasonId: openSeasonId,
    userUuid: fanUuid,
    gameName: 'SoopFan_P',
    race: 'P',
    comment: '첫 출전입니다!',
  });
}
