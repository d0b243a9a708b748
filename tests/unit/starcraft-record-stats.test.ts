import { describe, expect, it } from 'vitest';
import type { Match } from '../../src/contract/starcraft';
import {
  headToHead,
  matchups,
  ratingSeries,
  versusRaces,
  winRate,
} from '../../src/features/starcraft/record/stats';

const game = (
  id: string,
  winner: [string, 'T' | 'Z' | 'P', number],
  loser: [string, 'T' | 'Z' | 'P', number],
  day: number,
): Match => ({
  id,
  playedAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
  map: '투혼',
  winnerId: winner[0],
  winnerRace: winner[1],
  winnerRating: winner[2],
  loserId: loser[0],
  loserRace: loser[1],
  loserRating: loser[2],
  delta: 16,
  replayUri: null,
  leagueMatchId: null,
});

// Newest first, as the server answers.
const games = [
  game('g3', ['b', 'Z', 1501], ['a', 'T', 1499], 3),
  game('g2', ['a', 'T', 1516], ['c', 'P', 1484], 2),
  game('g1', ['b', 'Z', 1516], ['a', 'T', 1484], 1),
];

describe('record statistics', () => {
  it('counts a player against each race met, and the match-ups across all games', () => {
    expect(versusRaces(games, 'a')).toEqual({
      T: { wins: 0, losses: 0 },
      Z: { wins: 0, losses: 2 },
      P: { wins: 1, losses: 0 },
    });
    expect(matchups(games)).toEqual([
      { key: 'TvZ', a: 'T', b: 'Z', wins: 0, losses: 2 },
      { key: 'TvP', a: 'T', b: 'P', wins: 1, losses: 0 },
      { key: 'ZvP', a: 'Z', b: 'P', wins: 0, losses: 0 },
    ]);
    expect(winRate({ wins: 1, losses: 2 })).toBe(33);
    expect(winRate({ wins: 0, losses: 0 })).toBeNull();
  });

  it('gives head-to-head from the first player’s side and the rating series oldest first from 1500', () => {
    expect(headToHead(games, 'a', 'b')).toMatchObject({ wins: 0, losses: 2 });
    expect(headToHead(games, 'a', 'b').games.map((g) => g.id)).toEqual(['g3', 'g1']);
    expect(ratingSeries(games, 'a').map((p) => p.y)).toEqual([1500, 1484, 1516, 1499]);
    expect(ratingSeries(games, 'nobody')).toEqual([]);
  });
});
