import { type Direction, newStickmanGame, STICKMAN_MAX_TICKS, stepStickman } from './field';

/** A change of direction: from this tick on the stickman walks this way (until the next change). */
export type StickmanInput = [tick: number, direction: Direction];

/** A game as the page records it: its changes of direction and the tick poop hit him. */
export interface StickmanLog {
  inputs: StickmanInput[];
  end: number;
}

export type StickmanReplay = { ok: true; score: number } | { ok: false; reason: 'order' | 'end' };

/**
 * Plays a recorded game again from its seed: the score is the poop dodged until the hit. Inputs
 * out of tick order, an input after the hit, or a hit on another tick than the log says mean the
 * log is no game this seed gave.
 */
export function replayStickman(seed: string, log: StickmanLog): StickmanReplay {
  const game = newStickmanGame(seed);
  let direction: Direction = 0;
  let at = 0;
  let last = 0;
  for (const [tick] of log.inputs) {
    if (tick <= last) return { ok: false, reason: 'order' };
    last = tick;
  }
  while (!game.hit && game.tick < STICKMAN_MAX_TICKS) {
    const input = log.inputs[at];
    if (input && input[0] === game.tick + 1) {
      direction = input[1];
      at += 1;
    }
    stepStickman(game, direction);
  }
  if (at < log.inputs.length || game.tick !== log.end) return { ok: false, reason: 'end' };
  return { ok: true, score: game.dodged };
}
