/** The omok board (오목, PRODUCT.md "Games"): 15x15 points, black moves first. */
export const OMOK_SIZE = 15;
export const OMOK_POINTS = OMOK_SIZE * OMOK_SIZE;

export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
export type Stone = typeof BLACK | typeof WHITE;

/** Stones by point (`y * OMOK_SIZE + x`): 0 empty, 1 black, 2 white. */
export type OmokBoard = Uint8Array;

export const pointOf = (x: number, y: number) => y * OMOK_SIZE + x;
export const xOf = (point: number) => point % OMOK_SIZE;
export const yOf = (point: number) => Math.floor(point / OMOK_SIZE);
export const onBoard = (x: number, y: number) => x >= 0 && x < OMOK_SIZE && y >= 0 && y < OMOK_SIZE;
export const isPoint = (point: number) => Number.isInteger(point) && point >= 0 && point < OMOK_POINTS;
export const other = (stone: Stone): Stone => (stone === BLACK ? WHITE : BLACK);
/** Whose move the `n`th (0-based) is: black plays the even ones. */
export const stoneOfMove = (n: number): Stone => (n % 2 === 0 ? BLACK : WHITE);

/** The four lines through a point: across, down, and both diagonals. */
export const DIRECTIONS = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
] as const;

/** The board after `moves` (points, black first), with no checks: for moves already accepted. */
export function boardOf(moves: readonly number[]): OmokBoard {
  const board = new Uint8Array(OMOK_POINTS);
  moves.forEach((point, n) => {
    board[point] = stoneOfMove(n);
  });
  return board;
}

/** Korean name of a point as players read it: column letter and row number (H8 is the centre). */
export const pointName = (point: number) =>
  `${String.fromCharCode(65 + xOf(point))}${OMOK_SIZE - yOf(point)}`;
