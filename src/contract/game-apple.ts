import { z } from 'zod';
import { APPLE_CELLS, APPLE_COLS, APPLE_DURATION_MS, APPLE_ROWS } from './games/apple/board';

const col = z
  .number()
  .int()
  .min(0)
  .max(APPLE_COLS - 1);
const row = z
  .number()
  .int()
  .min(0)
  .max(APPLE_ROWS - 1);

/**
 * One cleared box of the apple game's log: ms since the start, then its corner cells. Times up
 * to a minute past the 2 minutes pass here, so the replay names the late move itself.
 */
export const AppleMove = z.tuple([
  z
    .number()
    .int()
    .min(0)
    .max(APPLE_DURATION_MS + 60_000),
  col,
  row,
  col,
  row,
]);

/** A game clears each apple at most once, two at a time at the fewest. */
export const AppleLog = z.array(AppleMove).max(APPLE_CELLS / 2);
export type AppleLog = z.infer<typeof AppleLog>;
