import type { GameKind, GameMatchBoard } from '../../../src/contract/game-match';
import { openingStones } from '../../../src/contract/games/alkkagi';

export type Seat = 0 | 1;

/** A move checked by its game's rules: the state after it and, when it ended the game, the winner (null: a draw). */
export interface Played<B extends GameMatchBoard = GameMatchBoard> {
  board: B;
  end: { winner: Seat | null } | null;
}

/** The state a room of `kind` starts with. */
export function initialBoard(kind: GameKind): GameMatchBoard {
  switch (kind) {
    case 'omok':
      return { kind, moves: [] };
    case 'alkkagi':
      return { kind, stones: openingStones(), shots: 0, last: null };
  }
}

/** How many moves (omok stones, alkkagi shots) were played: the number the next move must carry. */
export const movesPlayed = (board: GameMatchBoard): number =>
  board.kind === 'omok' ? board.moves.length : board.shots;

/** Whose move it is: in both games turns simply alternate, seat 0 first. */
export const turnOf = (board: GameMatchBoard): Seat => (movesPlayed(board) % 2) as Seat;
