import { describe, expect, it } from 'vitest';
import {
  BLACK,
  forbiddenFor,
  omokGameOf,
  playOmok,
  pointOf,
  toMove,
  WHITE,
} from '../../src/contract/games/omok';
import { chooseOmokMove } from '../../src/features/game/omok/ai';

const row = (y: number, ...xs: number[]) => xs.map((x) => pointOf(x, y));

describe('the computer omok player', () => {
  it('at both strengths takes a five when it has one', () => {
    // Black to move with four across row 7; white has four down column 0.
    const game = omokGameOf([
      ...row(7, 3),
      pointOf(0, 0),
      ...row(7, 4),
      pointOf(0, 1),
      ...row(7, 5),
      pointOf(0, 2),
      ...row(7, 6),
      pointOf(0, 3),
    ]);
    for (const strength of ['easy', 'hard'] as const) {
      const move = chooseOmokMove(game.board, BLACK, strength, () => 0);
      expect([pointOf(2, 7), pointOf(7, 7)]).toContain(move);
    }
  });

  it('the strong one blocks a four', () => {
    const game = omokGameOf([
      pointOf(7, 7),
      ...row(0, 3),
      pointOf(7, 9),
      ...row(0, 4),
      pointOf(9, 12),
      ...row(0, 5),
      pointOf(12, 3),
      ...row(0, 6),
    ]);
    expect(toMove(game)).toBe(BLACK);
    expect([pointOf(2, 0), pointOf(7, 0)]).toContain(chooseOmokMove(game.board, BLACK, 'hard'));
  });

  it('as black never plays a forbidden point, and the strong one beats the weak one', () => {
    let strongWins = 0;
    for (let n = 0; n < 2; n++) {
      const strong = n === 0 ? BLACK : WHITE;
      const game = omokGameOf([]);
      while (!game.outcome && game.moves.length < 225) {
        const stone = toMove(game);
        const point = chooseOmokMove(game.board, stone, stone === strong ? 'hard' : 'easy');
        if (point === null) break;
        if (stone === BLACK) expect(forbiddenFor(game.board, point)).toBeNull();
        expect(playOmok(game, point)).toBeNull();
      }
      if (game.outcome && 'winner' in game.outcome && game.outcome.winner === strong) strongWins++;
    }
    expect(strongWins).toBe(2);
  });
});
