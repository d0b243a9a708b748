import { BLACK, DIRECTIONS, EMPTY, type OmokBoard, onBoard, pointOf, type Stone, xOf, yOf } from './board';

/**
 * Renju rules for black (PRODUCT.md "Games"): black may not make a double three (3-3), a double four
 * (4-4) or an overline (six or more), and wins only with exactly five; a move that makes exactly five
 * wins even when it looks forbidden. A "three" counts only when the point that would make it an open
 * four is itself legal for black. White may do anything and wins with five or more.
 *
 * Each check reads one line at a time as 11 cells centred on the move (`LINE`): 1 black, 0 empty,
 * -1 white or off the board. A five through the move lies within 4 of it, so its ends are inside.
 */
const REACH = 5;
const LINE = REACH * 2 + 1;
const C = REACH;
/** How deep "is the three's completing point legal" may recurse; deeper positions are vanishingly rare. */
const MAX_DEPTH = 4;

export type Forbidden = 'double-three' | 'double-four' | 'overline';
export const forbiddenNames: Record<Forbidden, string> = {
  'double-three': '삼삼 금수',
  'double-four': '사사 금수',
  overline: '장목 금수',
};

function lineOf(board: OmokBoard, point: number, dx: number, dy: number, stone: Stone): Int8Array {
  const line = new Int8Array(LINE);
  const x = xOf(point);
  const y = yOf(point);
  for (let i = 0; i < LINE; i++) {
    const cx = x + (i - C) * dx;
    const cy = y + (i - C) * dy;
    if (!onBoard(cx, cy)) line[i] = -1;
    else {
      const v = board[pointOf(cx, cy)];
      line[i] = v === EMPTY ? 0 : v === stone ? 1 : -1;
    }
  }
  line[C] = 1;
  return line;
}

/** The length of the run of stones through `i`, and where it starts and ends. */
function runAt(line: Int8Array, i: number): [length: number, start: number, end: number] {
  let start = i;
  let end = i;
  while (start > 0 && line[start - 1] === 1) start--;
  while (end < LINE - 1 && line[end + 1] === 1) end++;
  return [end - start + 1, start, end];
}

/** Empty cells of the line that would make exactly five together with the centre. */
function fivePoints(line: Int8Array): number[] {
  const points: number[] = [];
  for (let i = 1; i < LINE - 1; i++) {
    if (line[i] !== 0) continue;
    line[i] = 1;
    const [length, start, end] = runAt(line, i);
    if (length === 5 && start <= C && C <= end) points.push(i);
    line[i] = 0;
  }
  return points;
}

/** Fours on the line through the centre: an open four (`_XXXX_`) is one; `X_XXX_X` is two. */
function foursOn(line: Int8Array): number {
  const points = fivePoints(line);
  if (points.length === 2 && points[1]! - points[0]! === 5) return 1;
  return points.length;
}

const isOpenFour = (line: Int8Array) => {
  const points = fivePoints(line);
  return points.length === 2 && points[1]! - points[0]! === 5;
};

/** Whether `stone` at `point` makes a line of exactly five (black) or five or more (white). */
export function makesFive(board: OmokBoard, point: number, stone: Stone): boolean {
  for (const [dx, dy] of DIRECTIONS) {
    const [length] = runAt(lineOf(board, point, dx, dy, stone), C);
    if (stone === BLACK ? length === 5 : length >= 5) return true;
  }
  return false;
}

/**
 * Why black may not play on the empty `point`, or null when it may. `board` is changed during the
 * check and restored before it returns.
 */
export function forbiddenFor(board: OmokBoard, point: number, depth = 0): Forbidden | null {
  if (board[point] !== EMPTY) return null;
  let fours = 0;
  let overline = false;
  const lines: Int8Array[] = [];
  for (const [dx, dy] of DIRECTIONS) {
    const line = lineOf(board, point, dx, dy, BLACK);
    const [length] = runAt(line, C);
    if (length === 5) return null;
    if (length > 5) overline = true;
    lines.push(line);
  }
  if (overline) return 'overline';
  const fourCounts = lines.map(foursOn);
  for (const n of fourCounts) fours += n;
  if (fours >= 2) return 'double-four';

  board[point] = BLACK;
  let threes = 0;
  for (let d = 0; d < DIRECTIONS.length && threes < 2; d++) {
    if (fourCounts[d]! > 0) continue;
    if (isThree(board, point, d, lines[d]!, depth)) threes++;
  }
  board[point] = EMPTY;
  return threes >= 2 ? 'double-three' : null;
}

/**
 * A three on line `d`: some empty cell of it turns it into an open four through the centre, and
 * that cell is legal for black (the black stone at the centre is already on `board`).
 */
function isThree(board: OmokBoard, point: number, d: number, line: Int8Array, depth: number): boolean {
  const [dx, dy] = DIRECTIONS[d]!;
  for (let i = 1; i < LINE - 1; i++) {
    if (line[i] !== 0) continue;
    line[i] = 1;
    const open = isOpenFour(line);
    line[i] = 0;
    if (!open) continue;
    const q = pointOf(xOf(point) + (i - C) * dx, yOf(point) + (i - C) * dy);
    if (depth >= MAX_DEPTH || forbiddenFor(board, q, depth + 1) === null) return true;
  }
  return false;
}

/** Whether the whole board has no empty point left. */
export const isFull = (board: OmokBoard) => board.every((v) => v !== EMPTY);

/** The stones of the five (or longer line) through the stone at `point`, for showing the win. */
export function winningLine(board: OmokBoard, point: number): number[] {
  const stone = board[point];
  if (stone !== BLACK && stone !== 2) return [];
  for (const [dx, dy] of DIRECTIONS) {
    const line: number[] = [point];
    for (const sign of [1, -1])
      for (let k = 1; ; k++) {
        const x = xOf(point) + k * dx * sign;
        const y = yOf(point) + k * dy * sign;
        if (!onBoard(x, y) || board[pointOf(x, y)] !== stone) break;
        line.push(pointOf(x, y));
      }
    if (line.length >= 5) return line;
  }
  return [];
}
