import {
  type Direction,
  FIELD_W,
  MAN_SPEED,
  MAN_W,
  newStickmanGame,
  poopHits,
  type StickmanInput,
  type StickmanLog,
  stepStickman,
} from '../../src/contract/games/stickman';

const LOOKAHEAD = 60;

/** Ticks until a poop now falling would hit a stickman walking `direction` from `x` (LOOKAHEAD when none). */
function safeTicks(x: number, direction: Direction, poops: { x: number; y: number; speed: number }[]) {
  for (let k = 1; k < LOOKAHEAD; k++) {
    const man = Math.max(0, Math.min(FIELD_W - MAN_W, x + direction * MAN_SPEED * k));
    if (poops.some((p) => poopHits(man, { ...p, y: p.y + p.speed * k }))) return k;
  }
  return LOOKAHEAD;
}

/**
 * A played game's log: a dodger that looks a second ahead at the poop already falling and walks
 * the way that keeps it clear longest, until `dodgeUntil` ticks; then it stands until hit.
 */
export function playStickman(seed: string, dodgeUntil = 1_200): StickmanLog & { score: number } {
  const game = newStickmanGame(seed);
  const inputs: StickmanInput[] = [];
  let direction: Direction = 0;
  while (!game.hit) {
    let next: Direction = 0;
    if (game.tick < dodgeUntil) {
      let best = -1;
      const choices: Direction[] = [direction, 0, -1, 1];
      for (const d of choices) {
        const ticks = safeTicks(game.x, d, game.poops);
        if (ticks > best) [best, next] = [ticks, d];
      }
    }
    if (next !== direction) inputs.push([game.tick + 1, next]);
    direction = next;
    stepStickman(game, direction);
  }
  return { inputs, end: game.tick, score: game.dodged };
}
