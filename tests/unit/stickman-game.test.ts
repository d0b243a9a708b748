import { describe, expect, it } from 'vitest';
import { GameScoreInput } from '../../src/contract/game';
import {
  fallSpeed,
  newStickmanGame,
  replayStickman,
  spawnChance,
  stepStickman,
} from '../../src/contract/games/stickman';
import { playStickman } from './stickman-bot';
import recorded from './stickman-recorded.json';

describe('the stickman poop module', () => {
  it('drops the same poop for a seed every time, and other poop for another seed', () => {
    const run = (seed: string) => {
      const game = newStickmanGame(seed);
      for (let n = 0; n < 600; n++) stepStickman(game, 0);
      return game.poops.map((p) => [p.x, p.y, p.speed]);
    };
    expect(run('seed-a')).toEqual(run('seed-a'));
    expect(run('seed-a')).not.toEqual(run('seed-b'));
  });

  it('speeds up: poop comes more often and falls faster as the game goes on, up to a limit', () => {
    expect(spawnChance(60 * 60)).toBeGreaterThan(spawnChance(60));
    expect(fallSpeed(60 * 60)).toBeGreaterThan(fallSpeed(60));
    expect(fallSpeed(60 * 60 * 20)).toBe(fallSpeed(60 * 60 * 30));
  });

  it('replays a played game to the poop dodged, and refuses an edited log', () => {
    const game = playStickman('replay-seed');
    expect(game.inputs.length).toBeGreaterThan(2);
    expect(game.score).toBeGreaterThan(20);
    expect(replayStickman('replay-seed', game)).toEqual({ ok: true, score: game.score });
    // Another seed, a hit on another tick, inputs out of order or past the hit: no game of this seed.
    expect(replayStickman('other-seed', game).ok).toBe(false);
    expect(replayStickman('replay-seed', { ...game, end: game.end + 30 })).toEqual({
      ok: false,
      reason: 'end',
    });
    const [a, b, ...rest] = game.inputs;
    expect(replayStickman('replay-seed', { ...game, inputs: [b!, a!, ...rest] })).toEqual({
      ok: false,
      reason: 'order',
    });
    expect(replayStickman('replay-seed', { ...game, inputs: [...game.inputs, [game.end + 1, 0]] }).ok).toBe(
      false,
    );
  });
});

describe('a game recorded in the browser', () => {
  it('replays in Node to the score the browser counted', () => {
    // tests/e2e/stickman.spec.ts played it with the arrow keys on the page (STICKMAN_RECORD=this
    // file) and kept the log and score the page sent; the server's replay must agree with the page.
    expect(recorded.length).toBeGreaterThan(0);
    for (const game of recorded) {
      const input = GameScoreInput.parse(game);
      if (input.gameId !== 'stickman') throw new Error('not a stickman game');
      expect(input.log.inputs.length).toBeGreaterThan(1);
      expect(replayStickman(game.seed, input.log)).toEqual({ ok: true, score: game.score });
    }
  });
});
