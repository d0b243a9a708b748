/**
 * The Elo rating of `/starcraft/record`. Every player starts at 1500; after a game the winner takes
 * `round(K × (1 − expected))` points from the loser, K = 32 (the usual K for a small pool of
 * players who meet often), so the sum of ratings never changes. Ratings are replayed from all
 * games in played order on every read, so a corrected or deleted game fixes every later rating.
 */
export const ELO_START = 1500;
export const ELO_K = 32;

/** The chance the first player wins, by the standard logistic curve (400 points = 10 to 1). */
export const eloExpected = (rating: number, opponent: number) => 1 / (1 + 10 ** ((opponent - rating) / 400));

/** Points moving from loser to winner in one game (always at least 1 with K = 32 below a 800-point gap). */
export const eloDelta = (winner: number, loser: number, k = ELO_K) =>
  Math.round(k * (1 - eloExpected(winner, loser)));

export interface EloGame {
  id: string;
  winnerId: string;
  loserId: string;
}

export interface EloStep {
  winnerRating: number;
  loserRating: number;
  delta: number;
}

/** Replays games in the order given: each game's ratings after it, and everyone's final rating. */
export function replayElo(games: readonly EloGame[], k = ELO_K) {
  const ratings = new Map<string, number>();
  const steps = new Map<string, EloStep>();
  for (const game of games) {
    const winner = ratings.get(game.winnerId) ?? ELO_START;
    const loser = ratings.get(game.loserId) ?? ELO_START;
    const delta = eloDelta(winner, loser, k);
    ratings.set(game.winnerId, winner + delta);
    ratings.set(game.loserId, loser - delta);
    steps.set(game.id, { winnerRating: winner + delta, loserRating: loser - delta, delta });
  }
  return { ratings, steps };
}
