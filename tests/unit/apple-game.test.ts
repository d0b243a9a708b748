import { describe, expect, it } from 'vitest';
import { AppleLog } from '../../src/contract/game-apple';
import { APPLE_CELLS, type AppleMove, appleBoard, replayApple } from '../../src/contract/games/apple';
import recorded from './apple-recorded.json';
import { playApple } from './apple-solver';

describe('the apple game module', () => {
  it('gives the same field for a seed every time, and another for another seed', () => {
    const a = appleBoard('3f2a9c');
    expect(a).toHaveLength(APPLE_CELLS);
    expect([...a].every((n) => n >= 1 && n <= 9)).toBe(true);
    expect(appleBoard('3f2a9c')).toEqual(a);
    expect(appleBoard('3f2a9d')).not.toEqual(a);
    // Every number shows up, close to evenly, over many fields.
    const counts = new Array(10).fill(0);
    for (let n = 0; n < 200; n++) for (const v of appleBoard(`seed-${n}`)) counts[v]++;
    for (let v = 1; v <= 9; v++) expect(counts[v] / (200 * APPLE_CELLS)).toBeCloseTo(1 / 9, 1);
  });

  it('replays a solved game to the score its moves made, and refuses a move that is no box of ten', () => {
    const { log, score } = playApple('replay-seed');
    expect(replayApple('replay-seed', log)).toEqual({ ok: true, score });
    expect(replayApple('other-seed', log).ok).toBe(false);
    const swapped: AppleMove[] = [log[1]!, log[0]!, ...log.slice(2)];
    expect(replayApple('replay-seed', swapped)).toEqual({ ok: false, reason: 'order' });
  });
});

describe('a game recorded in the browser', () => {
  it('replays in Node to the score the browser counted', () => {
    // tests/e2e/apple.spec.ts played it by dragging on the page (APPLE_RECORD=this file) and kept
    // the log and score the page sent; the server's replay must agree with the page.
    expect(recorded.length).toBeGreaterThan(0);
    for (const game of recorded) {
      const log = AppleLog.parse(game.log);
      expect(log.length).toBeGreaterThan(10);
      expect(replayApple(game.seed, log)).toEqual({ ok: true, score: game.score });
    }
  });
});
