import type { AlkkagiShotInput, GameMatchBoard } from '../../../src/contract/game-match';
import { clampShot, onBoard, type Side, settle, winner } from '../../../src/contract/games/alkkagi';
import { HttpError } from '../../lib/http-error';
import type { Played, Seat } from './kinds';

type AlkkagiBoard = Extract<GameMatchBoard, { kind: 'alkkagi' }>;

const sides: readonly [Side, Side] = ['black', 'white'];
const NOT_YOURS = '내 돌만 튕길 수 있어요.';
const NO_FLICK = '돌을 튕길 힘이 없어요.';

/**
 * Plays a shot of the player to move with the shared physics (the module the pages replay it with)
 * and sees who won: the side with stones left when the other has none; none left on either side is
 * a draw. Seat 0 plays black.
 */
export function playAlkkagiShot(
  board: AlkkagiBoard,
  seat: Seat,
  input: AlkkagiShotInput,
): Played<AlkkagiBoard> {
  const shot = { stone: input.stone, ...clampShot(input.vx, input.vy) };
  if (shot.vx === 0 && shot.vy === 0) throw new HttpError(400, NO_FLICK, 'vx');
  const stones = settle(board.stones, shot, sides[seat]);
  if (!stones) throw new HttpError(400, NOT_YOURS, 'stone');
  const over = onBoard(stones, 'black') === 0 || onBoard(stones, 'white') === 0;
  const won = winner(stones);
  return {
    board: { kind: 'alkkagi', stones, shots: board.shots + 1, last: shot },
    end: over ? { winner: won === null ? null : (sides.indexOf(won) as Seat) } : null,
  };
}
