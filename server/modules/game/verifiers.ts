import type { GameId, GameLog, GameScoreInput } from '../../../src/contract/game';
import { replayApple } from '../../../src/contract/games/apple';
import { replayStickman, STICKMAN_TICK_HZ } from '../../../src/contract/games/stickman';

/**
 * What a replay says: the score the log gives and how long the game it records took (its last
 * move's time), or why the log is no game of this seed.
 */
export type Verdict =
  | { ok: true; score: number; playedMs: number }
  | { ok: false; reason: 'late' | 'forged' };

/**
 * The verifier registry: each game's replay with its own game module, the one the page plays.
 * A new game with verified scores adds its entry here (and its id and log to src/contract/game.ts).
 */
export const verifiers: { [G in GameId]: (seed: string, log: GameLog<G>) => Verdict } = {
  apple(seed, log) {
    const replay = replayApple(seed, log);
    if (replay.ok) return { ...replay, playedMs: Math.max(0, ...log.map(([t]) => t)) };
    return { ok: false, reason: replay.reason === 'late' ? 'late' : 'forged' };
  },
  stickman(seed, log) {
    const replay = replayStickman(seed, log);
    // The game ends on the tick poop hits.
    return replay.ok
      ? { ...replay, playedMs: (log.end * 1000) / STICKMAN_TICK_HZ }
      : { ok: false, reason: 'forged' };
  },
};

/** The replay of a submitted game by its own game's verifier (the contract pairs each id with its log). */
export const verify = (seed: string, input: GameScoreInput): Verdict =>
  (verifiers[input.gameId] as (seed: string, log: GameScoreInput['log']) => Verdict)(seed, input.log);
