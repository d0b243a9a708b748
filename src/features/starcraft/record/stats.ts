import type { Match, PlayedRace } from '../../../contract/starcraft';
import { ELO_START } from '../../../contract/starcraft-elo';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface WinLoss {
  wins: number;
  losses: number;
}

const RACES: readonly PlayedRace[] = ['T', 'Z', 'P'];

/** Win rate in whole percent; null with no games. */
export const winRate = ({ wins, losses }: WinLoss) =>
  wins + losses === 0 ? null : Math.round((wins * 100) / (wins + losses));

/** A player's games against each race they met (the race the opponent played that game). */
export function versusRaces(matches: readonly Match[], playerId: string): Record<PlayedRace, WinLoss> {
  const out = Object.fromEntries(RACES.map((r) => [r, { wins: 0, losses: 0 }])) as Record<
    PlayedRace,
    WinLoss
  >;
  for (const m of matches) {
    if (m.winnerId === playerId) out[m.loserRace].wins += 1;
    else if (m.loserId === playerId) out[m.winnerRace].losses += 1;
  }
  return out;
}

/** Every match-up across all games: for `TvZ`, terran's wins and losses against zerg. Mirrors are left out. */
export function matchups(matches: readonly Match[]) {
  const pairs = RACES.flatMap((a, i) => RACES.slice(i + 1).map((b) => [a, b] as const));
  return pairs.map(([a, b]) => {
    const games = matches.filter(
      (m) => (m.winnerRace === a && m.loserRace === b) || (m.winnerRace === b && m.loserRace === a),
    );
    const wins = games.filter((m) => m.winnerRace === a).length;
    return { key: `${a}v${b}`, a, b, wins, losses: games.length - wins };
  });
}

/** The games between two players, newest first as given, with the first player's wins and losses. */
export function headToHead(matches: readonly Match[], playerId: string, opponentId: string) {
  const games = matches.filter(
    (m) =>
      (m.winnerId === playerId && m.loserId === opponentId) ||
      (m.winnerId === opponentId && m.loserId === playerId),
  );
  const wins = games.filter((m) => m.winnerId === playerId).length;
  return { games, wins, losses: games.length - wins };
}

/** A player's rating over time: the start (a day before their first game), then after each game, oldest first. */
export function ratingSeries(matches: readonly Match[], playerId: string) {
  const points = matches
    .filter((m) => m.winnerId === playerId || m.loserId === playerId)
    .map((m) => ({ x: Date.parse(m.playedAt), y: m.winnerId === playerId ? m.winnerRating : m.loserRating }))
    .reverse();
  const first = points[0];
  return first ? [{ x: first.x - DAY_MS, y: ELO_START }, ...points] : [];
}
