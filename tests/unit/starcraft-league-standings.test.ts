import { describe, expect, it } from 'vitest';
import type { LeagueGroup, LeagueMatch } from '../../src/contract/starcraft-league';
import { bracketRounds, standings } from '../../src/features/starcraft/league/standings';

const p = (id: string) => ({ id, name: id, race: 'T' as const });
const group: LeagueGroup = { id: 'g', name: 'A조', players: [p('a'), p('b'), p('c')] };
const set = (
  id: string,
  a: string,
  b: string,
  scoreA: number,
  scoreB: number,
  extra: Partial<LeagueMatch> = {},
): LeagueMatch => ({
  id,
  groupId: 'g',
  stage: 'group',
  round: 1,
  scheduledAt: '2026-01-01T11:00:00.000Z',
  map: '',
  bestOf: 3,
  playerA: p(a),
  playerB: p(b),
  scoreA,
  scoreB,
  status: 'final',
  ...extra,
});

describe('league tables', () => {
  it('ranks by wins, then set difference, counting only finished sets of the group', () => {
    const rows = standings(group, [
      set('1', 'a', 'b', 2, 1),
      set('2', 'c', 'a', 2, 0),
      set('3', 'b', 'c', 2, 0),
      set('4', 'a', 'c', 2, 0, { status: 'live' }),
      set('5', 'a', 'b', 2, 0, { groupId: 'other' }),
    ]);
    expect(rows.map((r) => [r.player.id, r.played, r.wins, r.losses, r.setsWon, r.setsLost])).toEqual([
      ['b', 2, 1, 1, 3, 2],
      ['c', 2, 1, 1, 2, 2],
      ['a', 2, 1, 1, 2, 3],
    ]);
  });

  it('names bracket rounds by the players left', () => {
    const finals = [
      set('s1', 'a', 'b', 0, 0, { stage: 'final', groupId: null, round: 1 }),
      set('s2', 'c', 'b', 0, 0, { stage: 'final', groupId: null, round: 1 }),
      set('f', 'a', 'c', 0, 0, { stage: 'final', groupId: null, round: 2 }),
    ];
    expect(bracketRounds(finals).map((r) => [r.name, r.games.length])).toEqual([
      ['4강', 2],
      ['결승', 1],
    ]);
  });
});
