import type { GameId, GameLog, GameScoreInput } from '../../../src/contract/game';
import { replayApple } from '../../../src/contract/games/apple';
import { replayStickman } from '../../../src/contract/games/stickman';

/** What a replay says: the score the log gives, or why the log is no game of this seed. */
export type Verdict = { ok: true; score: number } | { ok: false; reason: 'late' | 'forged' };

/**
 * The verifier registry: each game's replay with its own game module, the one the page plays.
 * A new game with verified scores adds its entry here (and its id and log to src/contract/game.ts).
 */
export const verifiers: { [G in GameId]: (seed: string, log: GameLog<G>) => Verdict } = {
  apple(seed, log) {
    const replay = replayApple(seed, log);
    if (replay.ok) return replay;
    return { ok: false, reason: replay.reason === 'late' ? 'late' : 'forged' };
  },
  stickman(seed, log) {
    const replay = replayStickman(seed, log);
    return replay.ok ? replay : { ok: false, reason: 'forged' };
  },
};

/** The replay of a submitted game by its own game's verifier (the contract pairs each id with its log). */
export const verify = (seed: string, input: GameScoreInput): Verdict =>
  (verifiers[input.gameId] as (seed: string, log: GameScoreInput['log']) => Verdict)(seed, input.log);
