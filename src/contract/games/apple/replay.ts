import { APPLE_COLS, APPLE_DURATION_MS, APPLE_ROWS, appleBoard, clearBox } from './board';

/** One cleared box as the page records it: ms since the start, then its corner cells. */
export type AppleMove = [t: number, col0: number, row0: number, col1: number, row1: number];

export type AppleReplay = { ok: true; score: number } | { ok: false; reason: 'late' | 'order' | 'box' };

/**
 * Plays a recorded game again on the seed's field: the score is the apples the moves clear. A move
 * after 2 minutes, out of time order, outside the field or whose box does not add up to 10 on
 * the field as it stands then is not a game this seed could have given.
 */
export function replayApple(seed: string, moves: readonly AppleMove[]): AppleReplay {
  const board = appleBoard(seed);
  let score = 0;
  let last = 0;
  for (const [t, col0, row0, col1, row1] of moves) {
    if (t > APPLE_DURATION_MS) return { ok: false, reason: 'late' };
    if (t < last) return { ok: false, reason: 'order' };
    last = t;
    const inside = (c: number, r: number) => c >= 0 && c < APPLE_COLS && r >= 0 && r < APPLE_ROWS;
    if (!inside(col0, row0) || !inside(col1, row1)) return { ok: false, reason: 'box' };
    const cleared = clearBox(board, { col0, row0, col1, row1 });
    if (cleared === 0) return { ok: false, reason: 'box' };
    score += cleared;
  }
  return { ok: true, score };
}
