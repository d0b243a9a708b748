/**
 * Alkkagi's (알까기) physics, the same on every device and on the server: integer positions and
 * velocities, a fixed step, divisions truncated toward zero and an integer square root, so the
 * same shot from the same stones ends in the same place in every JavaScript engine.
 */

/** The board's side in game units; a stone whose centre leaves it is off the board. */
export const BOARD = 100_000;
export const STONE_R = 2_600;
/** The fastest flick, in units per step (below a stone's diameter, so no stone passes through another). */
export const MAX_SHOT = 2_400;
/** Steps a shot may take before the stones are stopped where they are. */
export const MAX_STEPS = 400;

/** Slowing each step: speed times 980/1000, then 4 units less; below 20 a stone stops. */
const KEEP = 980;
const DRAG = 4;
const STOP = 20;
/** Share of the approach speed kept by a bump, in per mille. */
const BOUNCE = 920;

export type Side = 'black' | 'white';

export interface Stone {
  side: Side;
  x: number;
  y: number;
  vx: number;
  vy: number;
  /** Off the board: it no longer moves or bumps. */
  out: boolean;
}

/** Floor of the square root of a non-negative integer, exact whatever Math.sqrt rounds to. */
export function isqrt(n: number): number {
  let r = Math.floor(Math.sqrt(n));
  while (r * r > n) r -= 1;
  while ((r + 1) * (r + 1) <= n) r += 1;
  return r;
}

/** Integer division truncated toward zero. */
const div = (a: number, b: number) => Math.trunc(a / b);

function slow(stone: Stone) {
  const speed = isqrt(stone.vx * stone.vx + stone.vy * stone.vy);
  if (speed <= STOP) {
    stone.vx = 0;
    stone.vy = 0;
    return;
  }
  const next = Math.max(0, div(speed * KEEP, 1000) - DRAG);
  stone.vx = div(stone.vx * next, speed);
  stone.vy = div(stone.vy * next, speed);
}

/** Two touching stones push apart and, when closing in, trade speed along the line between them. */
function bump(a: Stone, b: Stone) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const d2 = dx * dx + dy * dy;
  const reach = 2 * STONE_R;
  if (d2 >= reach * reach) return;
  const d = Math.max(1, isqrt(d2));
  const [nx, ny] = d2 === 0 ? [1, 0] : [dx, dy];
  const nd = d2 === 0 ? 1 : d;
  const push = reach - d;
  const px = div(nx * push, 2 * nd);
  const py = div(ny * push, 2 * nd);
  a.x -= px;
  a.y -= py;
  b.x += px;
  b.y += py;
  // Closing speed along the line (negative when they approach): equal masses trade it.
  const closing = (b.vx - a.vx) * nx + (b.vy - a.vy) * ny;
  if (closing >= 0) return;
  const nn = nx * nx + ny * ny;
  const jx = div(div(closing * nx, nn) * (1000 + BOUNCE), 2000);
  const jy = div(div(closing * ny, nn) * (1000 + BOUNCE), 2000);
  a.vx += jx;
  a.vy += jy;
  b.vx -= jx;
  b.vy -= jy;
}

/** Whether any stone on the board still moves (a shot is over when none do, or at MAX_STEPS). */
export const stillMoving = (stones: readonly Stone[]) =>
  stones.some((s) => !s.out && (s.vx !== 0 || s.vy !== 0));

/** One step: stones move, bump in a fixed order, fall off the edge, and slow down. */
export function stepStones(stones: Stone[]): void {
  for (const s of stones) {
    if (s.out) continue;
    s.x += s.vx;
    s.y += s.vy;
  }
  for (let i = 0; i < stones.length; i++)
    for (let j = i + 1; j < stones.length; j++) {
      const [a, b] = [stones[i]!, stones[j]!];
      if (!a.out && !b.out) bump(a, b);
    }
  for (const s of stones) {
    if (s.out) continue;
    if (s.x < 0 || s.x > BOARD || s.y < 0 || s.y > BOARD) {
      s.out = true;
      s.vx = 0;
      s.vy = 0;
    } else slow(s);
  }
}

/** A flick: which stone, and the velocity given to it (clamped to MAX_SHOT). */
export interface Shot {
  stone: number;
  vx: number;
  vy: number;
}

/** The velocity a shot really gives: integers, no faster than MAX_SHOT. */
export function clampShot(vx: number, vy: number): { vx: number; vy: number } {
  const [ix, iy] = [Math.trunc(vx), Math.trunc(vy)];
  const speed = isqrt(ix * ix + iy * iy);
  if (speed <= MAX_SHOT) return { vx: ix, vy: iy };
  return { vx: div(ix * MAX_SHOT, speed), vy: div(iy * MAX_SHOT, speed) };
}

/**
 * Starts a shot: the stone gets its velocity. Returns false for a stone that is off the board or
 * not of the side to play.
 */
export function flick(stones: Stone[], shot: Shot, side: Side): boolean {
  const stone = stones[shot.stone];
  if (!stone || stone.out || stone.side !== side) return false;
  const { vx, vy } = clampShot(shot.vx, shot.vy);
  stone.vx = vx;
  stone.vy = vy;
  return true;
}

/** Plays a whole shot on a copy of the stones: where they all come to rest. */
export function settle(stones: readonly Stone[], shot: Shot, side: Side): Stone[] | null {
  const next = stones.map((s) => ({ ...s }));
  if (!flick(next, shot, side)) return null;
  for (let step = 0; step < MAX_STEPS && stillMoving(next); step++) stepStones(next);
  for (const s of next) {
    s.vx = 0;
    s.vy = 0;
  }
  return next;
}
