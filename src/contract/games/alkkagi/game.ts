import { BOARD, type Side, type Stone } from './physics';

/** Stones each side starts with. */
export const STONES_PER_SIDE = 5;

/** The opening: black's five along the lower part of the board, white's along the upper. */
export function openingStones(): Stone[] {
  const row = (side: Side, y: number) =>
    Array.from({ length: STONES_PER_SIDE }, (_, i) => ({
      side,
      x: Math.trunc((BOARD * (i + 1)) / (STONES_PER_SIDE + 1)),
      y,
      vx: 0,
      vy: 0,
      out: false,
    }));
  return [...row('black', Math.trunc((BOARD * 3) / 4)), ...row('white', Math.trunc(BOARD / 4))];
}

export const other = (side: Side): Side => (side === 'black' ? 'white' : 'black');

export const onBoard = (stones: readonly Stone[], side: Side) =>
  stones.filter((s) => !s.out && s.side === side).length;

/** The side with stones left when the other has none, or null while both have some. */
export function winner(stones: readonly Stone[]): Side | null {
  const black = onBoard(stones, 'black');
  const white = onBoard(stones, 'white');
  if (black > 0 && white > 0) return null;
  return black > 0 ? 'black' : white > 0 ? 'white' : null;
}
