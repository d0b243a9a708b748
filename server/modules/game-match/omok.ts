import type { GameMatchBoard } from '../../../src/contract/game-match';
import { moveRefusalNames, omokGameOf, playOmok } from '../../../src/contract/games/omok';
import { HttpError } from '../../lib/http-error';
import type { Played, Seat } from './kinds';

type OmokBoard = Extract<GameMatchBoard, { kind: 'omok' }>;

/** Places the stone of the player to move with omok's rules (renju for black); a refused point is a 400. */
export function playOmokMove(board: OmokBoard, seat: Seat, point: number): Played<OmokBoard> {
  const game = omokGameOf(board.moves);
  const refused = playOmok(game, point);
  if (refused) throw new HttpError(400, moveRefusalNames[refused], 'point');
  const outcome = game.outcome;
  return {
    board: { kind: 'omok', moves: game.moves },
    end: outcome ? { winner: 'winner' in outcome ? seat : null } : null,
  };
}
