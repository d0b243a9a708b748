import { isqrt, MAX_SHOT, type Shot, type Side, STONE_R, type Stone, settle } from './physics';

export type Strength = 'easy' | 'hard';

/** Targets each stone weighs: the nearest stones of the other side. */
const TARGETS = 3;

const distance2 = (a: Stone, b: Stone) => (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y);

/** Shots the computer weighs: from each of its stones at the nearest stones of the other side, straight or cut. */
function candidates(stones: readonly Stone[], side: Side): Shot[] {
  const shots: Shot[] = [];
  stones.forEach((from, stone) => {
    if (from.out || from.side !== side) return;
    const targets = stones
      .filter((t) => !t.out && t.side !== side)
      .sort((a, b) => distance2(from, a) - distance2(from, b))
      .slice(0, TARGETS);
    for (const target of targets) {
      const dx = target.x - from.x;
      const dy = target.y - from.y;
      const d = Math.max(1, isqrt(dx * dx + dy * dy));
      // Aim at the centre and a little to either side (a cut sends the target off sideways).
      for (const cut of [0, -1, 1]) {
        const ax = dx - Math.trunc((dy * cut * STONE_R) / (2 * d));
        const ay = dy + Math.trunc((dx * cut * STONE_R) / (2 * d));
        const ad = Math.max(1, isqrt(ax * ax + ay * ay));
        shots.push({ stone, vx: Math.trunc((ax * MAX_SHOT) / ad), vy: Math.trunc((ay * MAX_SHOT) / ad) });
      }
    }
  });
  return shots;
}

/** How good the stones left are for `side`: the other side's stones off count, one's own count more. */
function worth(stones: readonly Stone[], side: Side): number {
  let value = 0;
  for (const s of stones) if (s.out) value += s.side === side ? -12 : 10;
  return value;
}

/**
 * The computer's shot: every candidate played out with the shared physics, the best kept. An easy
 * computer picks among its shots by `pick` (a number the caller draws) rather than the best.
 */
export function computerShot(
  stones: readonly Stone[],
  side: Side,
  strength: Strength,
  pick = 0,
): Shot | null {
  const scored = candidates(stones, side)
    .map((shot, order) => {
      const after = settle(stones, shot, side);
      return { shot, order, value: after ? worth(after, side) - worth(stones, side) : -1000 };
    })
    .sort((a, b) => b.value - a.value || a.order - b.order);
  if (scored.length === 0) return null;
  if (strength === 'hard') return scored[0]!.shot;
  // Easy: one of the shots that do not lose a stone of its own, not necessarily the best.
  const fair = scored.filter((s) => s.value >= 0);
  const pool = fair.length > 0 ? fair : scored;
  return pool[Math.abs(Math.trunc(pick)) % pool.length]!.shot;
}
