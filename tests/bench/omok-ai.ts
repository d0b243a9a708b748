import { omokGameOf, playOmok, toMove } from '../../src/contract/games/omok';
import { chooseOmokMove, type OmokStrength } from '../../src/features/game/omok/ai';

/**
 * Issue 14: the computer omok player's time per move at each strength, over whole games it plays
 * against itself (a fixed random source, so every run plays the same games). Target: under 300 ms
 * per move for the strongest on this machine; the slowest move is printed too.
 */
const TARGET_MS = 300;
const GAMES = 4;

function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 2 ** 32;
  };
}

function moveTimes(strength: OmokStrength): number[] {
  const times: number[] = [];
  for (let n = 0; n < GAMES; n++) {
    const random = seeded(n + 1);
    // Two random opening moves near the centre, so the games differ.
    const game = omokGameOf([112, 112 + 1 + Math.floor(random() * 3) * 15]);
    while (!game.outcome && game.moves.length < 225) {
      const t0 = performance.now();
      const point = chooseOmokMove(game.board, toMove(game), strength, random);
      times.push(performance.now() - t0);
      if (point === null || playOmok(game, point)) break;
    }
  }
  return times;
}

export async function benchOmokAi(): Promise<string[]> {
  return (['easy', 'hard'] as const).map((strength) => {
    const times = moveTimes(strength);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const worst = Math.max(...times);
    const met =
      strength === 'hard'
        ? ` (target ${TARGET_MS} ms: ${mean < TARGET_MS && worst < TARGET_MS ? 'met' : 'missed'})`
        : '';
    return `omok computer move (${strength}, ${times.length} moves): mean ${mean.toFixed(1)} ms, slowest ${worst.toFixed(1)} ms${met}`;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchOmokAi()) console.log(line);
}
