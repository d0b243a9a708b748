import { describe, expect, it } from 'vitest';
import { BnetParseError, parseProfile, parseRank } from '../../server/modules/bnet/parse';

/** A profile as the web API sends it (the fields public parsers read), with the oddities seen in the wild. */
const player = (toon: string, result: string, race: string) => ({
  toon,
  result,
  attributes: { race, type: 'player', team: '1', left: '0', gPlayerData_idx: '0' },
  stats: {},
});
const game = (id: string, seconds: number | string, map: string, players: unknown[]) => ({
  match_guid: id,
  create_time: seconds,
  attributes: { mapName: map, tileset: 'jungle' },
  players,
});
const profile = {
  battle_tag: 'C9Star#1234',
  matchmaked_current_season: 19,
  matchmaked_stats: [
    { toon: 'C9Star', season_id: 18, game_mode_id: 1, rating: 1700, wins: 1, losses: 1 },
    { toon: 'c9star', season_id: 19, game_mode_id: 1, rating: '2011', wins: '40', losses: 31 },
  ],
  game_results: [
    game('a', '1760000000', '\u0003Polypoid\u0001', [
      player('C9Star', 'win', 'Terran'),
      player('ProbeLove', 'loss', 'protoss'),
    ]),
    game('b', 1760003600, 'Eclipse', [player('NightHawk', 'win', 'z'), player('C9Star', 'loss', 'terran')]),
    // A slot with no one, a player who left the list, a game with no time: left out, not fatal.
    game('c', 1760007200, 'Radeon', [player('C9Star', 'win', 'terran')]),
    { match_guid: 'd', players: [] },
    'garbage',
  ],
};

describe('parseProfile', () => {
  it("reads this season's 1:1 ladder and the games, newest first, whatever the case of the name", () => {
    const reading = parseProfile(profile, 'C9Star');
    expect(reading.ladder).toEqual({ season: 19, rating: 2011, wins: 40, losses: 31 });
    expect(reading.games).toEqual([
      {
        id: 'b',
        playedAt: new Date(1760003600 * 1000).toISOString(),
        map: 'Eclipse',
        race: 'terran',
        opponent: 'NightHawk',
        opponentRace: 'zerg',
        result: 'loss',
      },
      expect.objectContaining({
        id: 'a',
        map: 'Polypoid',
        race: 'terran',
        opponentRace: 'protoss',
        result: 'win',
      }),
    ]);
  });

  it('an unknown race or result is kept as unknown, not a failure', () => {
    const odd = {
      matchmaked_current_season: 19,
      game_results: [
        game('x', 1760000000, '', [player('C9Star', 'undecided', 'Xel'), player('Foe', 'win', '')]),
      ],
    };
    expect(parseProfile(odd, 'C9Star')).toEqual({
      ladder: null,
      games: [
        expect.objectContaining({ race: null, opponentRace: null, result: 'unknown', map: '알 수 없는 맵' }),
      ],
    });
  });

  it('no ladder games this season: no ladder, but the games still count', () => {
    const reading = parseProfile({ ...profile, matchmaked_current_season: 20 }, 'C9Star');
    expect(reading.ladder).toBeNull();
    expect(reading.games).toHaveLength(2);
  });

  it('keeps at most the asked number of games', () => {
    expect(parseProfile(profile, 'C9Star', 1).games.map((g) => g.id)).toEqual(['b']);
  });

  it.each([
    ['an HTML page', '<html>점검 중</html>'],
    ['null', null],
    ['an error body', { code: 500, message: 'internal' }],
    ['a list', []],
  ])('refuses %s', (_, json) => {
    expect(() => parseProfile(json, 'C9Star')).toThrow(BnetParseError);
  });
});

describe('parseRank', () => {
  const answer = {
    leaderboard_id: 12941,
    toons: [
      { name: 'Other', gateway_id: 30, rank: 1 },
      { name: 'C9STAR', gateway_id: 10, rank: 5 },
      { name: 'C9Star', gateway_id: 30, rank: '412' },
    ],
  };
  it("finds the account's rank on its gateway", () => {
    expect(parseRank(answer, 'c9star', 30)).toBe(412);
    expect(parseRank(answer, 'c9star', 10)).toBe(5);
  });
  it('not listed or rank 0: no rank', () => {
    expect(parseRank(answer, 'Nobody', 30)).toBeNull();
    expect(parseRank({ toons: [{ name: 'C9Star', rank: 0 }] }, 'C9Star', 30)).toBeNull();
  });
  it('refuses an answer that is no ladder', () => {
    expect(() => parseRank('<html/>', 'C9Star', 30)).toThrow(BnetParseError);
    expect(() => parseRank({ error: 1 }, 'C9Star', 30)).toThrow(BnetParseError);
  });
});
