import { BLACK, boardOf, EMPTY, isPoint, type OmokBoard, type Stone, stoneOfMove } from './board';
import { type Forbidden, forbiddenFor, isFull, makesFive } from './renju';

/** How a game ended: a five (or the loser's resignation or clock), or a full board. */
export type OmokOutcome = { winner: Stone } | { draw: true } | null;

export type MoveRefusal = 'occupied' | 'off-board' | 'over' | Forbidden;

export const moveRefusalNames: Record<MoveRefusal, string> = {
  occupied: '이미 돌이 놓인 자리예요.',
  'off-board': '판 밖에는 둘 수 없어요.',
  over: '이미 끝난 대국이에요.',
  'double-three': '흑은 삼삼을 둘 수 없어요 (금수).',
  'double-four': '흑은 사사를 둘 수 없어요 (금수).',
  overline: '흑은 육목 이상을 둘 수 없어요 (금수).',
};

/** A game in play: its board (changed in place) and its moves in order. */
export interface OmokGame {
  board: OmokBoard;
  moves: number[];
  outcome: OmokOutcome;
}

export const newOmokGame = (): OmokGame => ({ board: boardOf([]), moves: [], outcome: null });

/** The game after `moves`, replayed through the rules; throws on a move the rules refuse. */
export function omokGameOf(moves: readonly number[]): OmokGame {
  const game = newOmokGame();
  for (const point of moves) {
    const refused = playOmok(game, point);
    if (refused) throw new Error(`omok move ${point} refused: ${refused}`);
  }
  return game;
}

export const toMove = (game: OmokGame): Stone => stoneOfMove(game.moves.length);

/** Plays the next move when the rules allow it and answers null, or answers why not. */
export function playOmok(game: OmokGame, point: number): MoveRefusal | null {
  if (game.outcome) return 'over';
  if (!isPoint(point)) return 'off-board';
  if (game.board[point] !== EMPTY) return 'occupied';
  const stone = toMove(game);
  if (stone === BLACK) {
    const forbidden = forbiddenFor(game.board, point);
    if (forbidden) return forbidden;
  }
  const five = makesFive(game.board, point, stone);
  game.board[point] = stone;
  game.moves.push(point);
  if (five) game.outcome = { winner: stone };
  else if (isFull(game.board)) game.outcome = { draw: true };
  return null;
}

/** Takes back the last move (against the computer); the game is in play again. */
export function undoOmok(game: OmokGame): void {
  const point = game.moves.pop();
  if (point === undefined) return;
  game.board[point] = EMPTY;
  game.outcome = null;
}
