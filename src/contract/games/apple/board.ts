import { seededInts } from './random';

/** The field of the apple game (사과 게임, PRODUCT.md "Games"): 17 columns, 10 rows, 2 minutes. */
export const APPLE_COLS = 17;
export const APPLE_ROWS = 10;
export const APPLE_CELLS = APPLE_COLS * APPLE_ROWS;
export const APPLE_DURATION_MS = 120_000;
/** What a box of apples must add up to. */
export const APPLE_TARGET = 10;

/** Apples by cell (`row * APPLE_COLS + col`), each 1-9; 0 marks a cleared cell. */
export type AppleBoard = Uint8Array;

/** The field a seed gives, the same on every device and on the server. */
export function appleBoard(seed: string): AppleBoard {
  const next = seededInts(seed);
  const board = new Uint8Array(APPLE_CELLS);
  for (let i = 0; i < APPLE_CELLS; i++) board[i] = 1 + next(9);
  return board;
}

/** A box of cells, corners inclusive, in either order. */
export interface CellBox {
  col0: number;
  row0: number;
  col1: number;
  row1: number;
}

/** The box's cells that still hold an apple. */
export function applesIn(board: AppleBoard, box: CellBox): number[] {
  const cells: number[] = [];
  const [c0, c1] = box.col0 <= box.col1 ? [box.col0, box.col1] : [box.col1, box.col0];
  const [r0, r1] = box.row0 <= box.row1 ? [box.row0, box.row1] : [box.row1, box.row0];
  for (let row = Math.max(0, r0); row <= Math.min(APPLE_ROWS - 1, r1); row++)
    for (let col = Math.max(0, c0); col <= Math.min(APPLE_COLS - 1, c1); col++) {
      const cell = row * APPLE_COLS + col;
      if (board[cell]) cells.push(cell);
    }
  return cells;
}

export const sumOf = (board: AppleBoard, cells: readonly number[]) =>
  cells.reduce((sum, cell) => sum + (board[cell] ?? 0), 0);

/** Clears the box when its apples add up to 10; the apples cleared (0 when they do not). */
export function clearBox(board: AppleBoard, box: CellBox): number {
  const cells = applesIn(board, box);
  if (cells.length === 0 || sumOf(board, cells) !== APPLE_TARGET) return 0;
  for (const cell of cells) board[cell] = 0;
  return cells.length;
}

/**
 * A box (smallest first) whose apples add up to 10 on the field as it stands, or null: with none
 * left the game is over before its 2 minutes.
 */
export function findBoxOfTen(board: AppleBoard): CellBox | null {
  for (let h = 0; h < APPLE_ROWS; h++)
    for (let w = 0; w < APPLE_COLS; w++)
      for (let row0 = 0; row0 + h < APPLE_ROWS; row0++)
        for (let col0 = 0; col0 + w < APPLE_COLS; col0++) {
          const box = { col0, row0, col1: col0 + w, row1: row0 + h };
          const cells = applesIn(board, box);
          if (cells.length > 1 && sumOf(board, cells) === APPLE_TARGET) return box;
        }
  return null;
}
