import { describe, expect, it } from 'vitest';
import {
  BLACK,
  boardOf,
  forbiddenFor,
  makesFive,
  newOmokGame,
  OMOK_POINTS,
  type OmokBoard,
  omokGameOf,
  playOmok,
  pointOf,
  undoOmok,
  WHITE,
} from '../../src/contract/games/omok';

/** A board with black stones at `black` and white ones at `white`, as [x, y] pairs. */
function position(black: [number, number][], white: [number, number][] = []): OmokBoard {
  const board = new Uint8Array(OMOK_POINTS);
  for (const [x, y] of black) board[pointOf(x, y)] = BLACK;
  for (const [x, y] of white) board[pointOf(x, y)] = WHITE;
  return board;
}
const P = pointOf(7, 7);

describe('renju forbidden moves for black', () => {
  it('a move making two open threes is a double three', () => {
    const board = position([
      [8, 7],
      [9, 7],
      [7, 8],
      [7, 9],
    ]);
    expect(forbiddenFor(board, P)).toBe('double-three');
    // A split three (X_XX) counts as well.
    expect(
      forbiddenFor(
        position([
          [9, 7],
          [10, 7],
          [7, 8],
          [7, 9],
        ]),
        P,
      ),
    ).toBe('double-three');
    // Diagonals too.
    expect(
      forbiddenFor(
        position([
          [8, 8],
          [9, 9],
          [8, 6],
          [9, 5],
        ]),
        P,
      ),
    ).toBe('double-three');
  });

  it('a three blocked by white, or one open four away only through a forbidden point, is no three', () => {
    expect(
      forbiddenFor(
        position(
          [
            [8, 7],
            [9, 7],
            [7, 8],
            [7, 9],
          ],
          [[10, 7]],
        ),
        P,
      ),
    ).toBeNull();
    expect(
      forbiddenFor(
        position(
          [
            [8, 7],
            [9, 7],
            [7, 8],
            [7, 9],
          ],
          [
            [6, 7],
            [11, 7],
          ],
        ),
        P,
      ),
    ).toBeNull();
    // Both points that would open the across three into an open four are double fours for black
    // (a column of three above each), so only the down three is real.
    const columns: [number, number][] = [
      [6, 8],
      [6, 9],
      [6, 10],
      [10, 8],
      [10, 9],
      [10, 10],
    ];
    const board = position([[8, 7], [9, 7], [7, 8], [7, 9], ...columns]);
    board[P] = BLACK;
    expect(forbiddenFor(board, pointOf(6, 7))).toBe('double-four');
    expect(forbiddenFor(board, pointOf(10, 7))).toBe('double-four');
    board[P] = 0;
    expect(forbiddenFor(board, P)).toBeNull();
  });

  it('two fours are a double four, on two lines or on one', () => {
    expect(
      forbiddenFor(
        position(
          [
            [8, 7],
            [9, 7],
            [10, 7],
            [7, 8],
            [7, 9],
            [7, 10],
          ],
          [[11, 7]],
        ),
        P,
      ),
    ).toBe('double-four');
    // X_XXX_X on one line: both gaps make five.
    expect(
      forbiddenFor(
        position([
          [3, 7],
          [5, 7],
          [6, 7],
          [9, 7],
        ]),
        P,
      ),
    ).toBe('double-four');
    // A four with a three is allowed (4-3).
    expect(
      forbiddenFor(
        position(
          [
            [8, 7],
            [9, 7],
            [10, 7],
            [7, 8],
            [7, 9],
          ],
          [[11, 7]],
        ),
        P,
      ),
    ).toBeNull();
  });

  it('six or more in a row is an overline', () => {
    expect(
      forbiddenFor(
        position([
          [3, 7],
          [4, 7],
          [5, 7],
          [6, 7],
          [8, 7],
        ]),
        P,
      ),
    ).toBe('overline');
    expect(
      forbiddenFor(
        position([
          [2, 7],
          [3, 7],
          [4, 7],
          [5, 7],
          [6, 7],
        ]),
        P,
      ),
    ).toBe('overline');
  });

  it('a move that makes exactly five wins even when it also looks like 3-3, 4-4 or an overline elsewhere', () => {
    const fiveAcross: [number, number][] = [
      [3, 7],
      [4, 7],
      [5, 7],
      [6, 7],
    ];
    expect(forbiddenFor(position([...fiveAcross, [7, 8], [7, 9], [8, 8], [9, 9]]), P)).toBeNull();
    expect(
      forbiddenFor(position([...fiveAcross, [7, 8], [7, 9], [7, 10], [8, 8], [9, 9], [10, 10]]), P),
    ).toBeNull();
    expect(forbiddenFor(position([...fiveAcross, [7, 2], [7, 3], [7, 4], [7, 5], [7, 6]]), P)).toBeNull();
    const board = position([...fiveAcross, [7, 8], [7, 9], [8, 8], [9, 9]]);
    expect(makesFive(board, P, BLACK)).toBe(true);
  });

  it('white is never forbidden', () => {
    // White's moves: playOmok checks forbidden points only for black.
    const game = omokGameOf([pointOf(0, 0), pointOf(8, 7), pointOf(0, 2), pointOf(9, 7), pointOf(0, 4)]);
    game.board.set(
      position(
        [],
        [
          [7, 8],
          [7, 9],
        ],
      ).map((v, i) => v || game.board[i]!),
    );
    expect(playOmok(game, P)).toBeNull();
  });
});

describe('omok games', () => {
  /** Black builds a five across row 7, white plays along row 0. */
  const blackFive = [0, 1, 2, 3, 4].flatMap((i) => [pointOf(3 + i, 7), pointOf(i * 2, 0)]).slice(0, 9);

  it('five in a row wins, for black exactly five', () => {
    const game = omokGameOf(blackFive);
    expect(game.outcome).toEqual({ winner: BLACK });
    expect(playOmok(game, pointOf(5, 5))).toBe('over');
  });

  it('white wins with six; black six is refused', () => {
    const white = [pointOf(1, 1), pointOf(2, 1), pointOf(3, 1), pointOf(4, 1), pointOf(6, 1)];
    const black = [
      pointOf(0, 14),
      pointOf(2, 14),
      pointOf(4, 14),
      pointOf(6, 14),
      pointOf(8, 14),
      pointOf(10, 14),
    ];
    const game = omokGameOf(black.slice(0, 5).flatMap((b, i) => [b, white[i]!]));
    expect(game.outcome).toBeNull();
    expect(playOmok(game, black[5]!)).toBeNull();
    expect(playOmok(game, pointOf(5, 1))).toBeNull();
    expect(game.outcome).toEqual({ winner: WHITE });
  });

  it('refuses occupied and off-board points, and undo takes the last move back', () => {
    const game = newOmokGame();
    expect(playOmok(game, P)).toBeNull();
    expect(playOmok(game, P)).toBe('occupied');
    expect(playOmok(game, OMOK_POINTS)).toBe('off-board');
    expect(playOmok(game, -1)).toBe('off-board');
    undoOmok(game);
    expect(game.moves).toEqual([]);
    expect(boardOf([])).toEqual(game.board);
  });
});
