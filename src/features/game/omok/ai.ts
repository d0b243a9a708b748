import {
  BLACK,
  DIRECTIONS,
  EMPTY,
  forbiddenFor,
  makesFive,
  OMOK_POINTS,
  OMOK_SIZE,
  type OmokBoard,
  onBoard,
  other,
  pointOf,
  type Stone,
  xOf,
  yOf,
} from '../../../contract/games/omok';

/**
 * The computer player (runs in a worker, see omok-ai.worker.ts). Each empty point near the stones
 * is scored by the five-point windows through it (a window with no enemy stone is worth more the
 * more of one's own stones it holds), for attack and for defence. `easy` takes one of the best few
 * at random and misses some threats; `hard` always wins or blocks a five, then looks two moves
 * deeper among the best candidates. Black never plays a renju-forbidden point.
 */
export type OmokStrength = 'easy' | 'hard';
export const strengthNames: Record<OmokStrength, string> = { easy: '쉬움', hard: '어려움' };

/** A window's worth by its own stones (0-5); five is a win. */
const WINDOW = [0, 2, 20, 300, 5_000, 1_000_000];
const WIN = WINDOW[5]!;

function windowsScore(board: OmokBoard, point: number, stone: Stone): number {
  const x = xOf(point);
  const y = yOf(point);
  let total = 0;
  for (const [dx, dy] of DIRECTIONS) {
    for (let start = -4; start <= 0; start++) {
      let own = 1;
      let blocked = false;
      for (let k = start; k < start + 5; k++) {
        if (k === 0) continue;
        const cx = x + k * dx;
        const cy = y + k * dy;
        if (!onBoard(cx, cy)) {
          blocked = true;
          break;
        }
        const v = board[pointOf(cx, cy)];
        if (v === stone) own++;
        else if (v !== EMPTY) {
          blocked = true;
          break;
        }
      }
      if (!blocked) total += WINDOW[own]!;
    }
  }
  return total;
}

/** Empty points within two of a stone (the centre on an empty board). */
function candidates(board: OmokBoard): number[] {
  const near = new Uint8Array(OMOK_POINTS);
  let any = false;
  for (let p = 0; p < OMOK_POINTS; p++) {
    if (board[p] === EMPTY) continue;
    any = true;
    const x = xOf(p);
    const y = yOf(p);
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++)
        if (onBoard(x + dx, y + dy) && board[pointOf(x + dx, y + dy)] === EMPTY)
          near[pointOf(x + dx, y + dy)] = 1;
  }
  if (!any) return [pointOf(7, 7)];
  const points: number[] = [];
  for (let p = 0; p < OMOK_POINTS; p++) if (near[p]) points.push(p);
  return points;
}

interface Scored {
  point: number;
  score: number;
}

const legal = (board: OmokBoard, point: number, stone: Stone) =>
  stone !== BLACK || forbiddenFor(board, point) === null;

/** Candidates for `stone` by attack plus most of the defence, best first. */
function ranked(board: OmokBoard, stone: Stone): Scored[] {
  const centre = (OMOK_SIZE - 1) / 2;
  const scored: Scored[] = [];
  for (const point of candidates(board)) {
    const attack = windowsScore(board, point, stone);
    const defence = windowsScore(board, point, other(stone));
    const nearCentre = -(Math.abs(xOf(point) - centre) + Math.abs(yOf(point) - centre)) / 10;
    scored.push({ point, score: attack + defence * 0.9 + nearCentre });
  }
  scored.sort((a, b) => b.score - a.score);
  return scored;
}

function firstLegal(board: OmokBoard, list: readonly Scored[], stone: Stone): number | null {
  for (const s of list) if (legal(board, s.point, stone)) return s.point;
  return null;
}

/** A point where `stone` makes five now, or null. */
function fivePoint(board: OmokBoard, stone: Stone, points: readonly number[]): number | null {
  for (const p of points) if (makesFive(board, p, stone) && legal(board, p, stone)) return p;
  return null;
}

/** `hard`'s look-ahead: the best own move after which the opponent's best reply gives least. */
function lookAhead(board: OmokBoard, stone: Stone, list: readonly Scored[]): number | null {
  const width = 8;
  let best: number | null = null;
  let bestValue = -Infinity;
  let tried = 0;
  for (const s of list) {
    if (tried >= width) break;
    if (!legal(board, s.point, stone)) continue;
    tried++;
    board[s.point] = stone;
    const foe = other(stone);
    const replies = ranked(board, foe);
    const cands = replies.map((r) => r.point);
    let value: number;
    if (fivePoint(board, foe, cands.slice(0, 12)) !== null) value = -WIN;
    else {
      const reply = firstLegal(board, replies, foe);
      const replyScore = reply === null ? 0 : windowsScore(board, reply, foe);
      value = s.score - replyScore * 0.8;
    }
    board[s.point] = EMPTY;
    if (value > bestValue) {
      bestValue = value;
      best = s.point;
    }
  }
  return best;
}

/** The computer's move for `stone` on `board` (left as it was), or null when no point is legal. */
export function chooseOmokMove(
  board: OmokBoard,
  stone: Stone,
  strength: OmokStrength,
  random: () => number = Math.random,
): number | null {
  const work = board.slice();
  const list = ranked(work, stone);
  const points = list.map((s) => s.point);
  const win = fivePoint(work, stone, points);
  if (win !== null) return win;
  if (strength === 'easy') {
    // Blocks a five most of the time; otherwise one of the best four at random.
    const block = fivePoint(work, other(stone), points);
    if (block !== null && legal(work, block, stone) && random() < 0.8) return block;
    const pick = list.filter((s) => legal(work, s.point, stone)).slice(0, 4);
    return pick[Math.floor(random() * pick.length)]?.point ?? null;
  }
  const block = fivePoint(work, other(stone), points);
  if (block !== null && legal(work, block, stone)) return block;
  return lookAhead(work, stone, list) ?? firstLegal(work, list, stone);
}
