import type { LeagueGroup, LeagueMatch, LeaguePlayer } from '../../../contract/starcraft-league';

export interface Standing {
  player: LeaguePlayer;
  played: number;
  wins: number;
  losses: number;
  setsWon: number;
  setsLost: number;
}

/**
 * A group's table from its finished matches: most wins first, then set difference, then sets won,
 * then name. Only `final` matches count; a live one shows in the schedule, not here.
 */
export function standings(group: LeagueGroup, matches: readonly LeagueMatch[]): Standing[] {
  const rows = new Map<string, Standing>(
    group.players.map((player) => [
      player.id,
      { player, played: 0, wins: 0, losses: 0, setsWon: 0, setsLost: 0 },
    ]),
  );
  for (const m of matches) {
    if (m.groupId !== group.id || m.status !== 'final') continue;
    const a = rows.get(m.playerA.id);
    const b = rows.get(m.playerB.id);
    for (const [row, mine, theirs] of [
      [a, m.scoreA, m.scoreB],
      [b, m.scoreB, m.scoreA],
    ] as const) {
      if (!row) continue;
      row.played += 1;
      row.setsWon += mine;
      row.setsLost += theirs;
      if (mine > theirs) row.wins += 1;
      else if (mine < theirs) row.losses += 1;
    }
  }
  return [...rows.values()].sort(
    (x, y) =>
      y.wins - x.wins ||
      y.setsWon - y.setsLost - (x.setsWon - x.setsLost) ||
      y.setsWon - x.setsWon ||
      x.player.name.localeCompare(y.player.name, 'ko'),
  );
}

/** The bracket's rounds in order, each named by how many players it has left (결승, 4강, 8강...). */
export function bracketRounds(matches: readonly LeagueMatch[]) {
  const finals = matches.filter((m) => m.stage === 'final');
  const numbers = [...new Set(finals.map((m) => m.round))].sort((a, b) => a - b);
  return numbers.map((round) => {
    const games = finals.filter((m) => m.round === round);
    const left = games.length * 2;
    return { round, name: left <= 2 ? '결승' : `${left}강`, games };
  });
}
