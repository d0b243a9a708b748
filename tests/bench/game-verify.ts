import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { createGamePlays } from '../../server/modules/game/plays';
import { verifiers } from '../../server/modules/game/verifiers';
import { backdateSeed } from '../server/helpers/games';
import { playApple } from '../unit/apple-solver';
import { playStickman } from '../unit/stickman-bot';

/**
 * Issue 14: the server's replay verification rate. The replay alone (the verifier registry's entries
 * on whole games: apple games of 40-60 boxes, stickman games of about a minute, 3,600 ticks),
 * and a submitted apple game end to end on PGlite: the seed's row read, the replay, the score kept.
 */
const TARGETS = { replay: 500, stickman: 200, stored: 100 } as const;
const SECONDS = 3;
const GAMES = 50;

const verdict = (rate: number, target: number) =>
  `(target ${target}/s: ${rate >= target ? 'met' : 'missed'})`;

async function replayRate(): Promise<number> {
  const games = Array.from({ length: GAMES }, (_, n) => ({ seed: `bench-${n}`, ...playApple(`bench-${n}`) }));
  let done = 0;
  const until = performance.now() + SECONDS * 1000;
  while (performance.now() < until) {
    const game = games[done % GAMES]!;
    const result = verifiers.apple(game.seed, game.log);
    if (!result.ok || result.score !== game.score) throw new Error('replay disagrees with the recorded game');
    done++;
  }
  return done / SECONDS;
}

async function stickmanRate(): Promise<number> {
  const games = Array.from({ length: 10 }, (_, n) => {
    const { score, ...log } = playStickman(`bench-${n}`, 3_600);
    return { seed: `bench-${n}`, score, log };
  });
  let done = 0;
  let ticks = 0;
  const until = performance.now() + SECONDS * 1000;
  while (performance.now() < until) {
    const game = games[done % games.length]!;
    const result = verifiers.stickman(game.seed, game.log);
    if (!result.ok || result.score !== game.score) throw new Error('replay disagrees with the played game');
    ticks += game.log.end;
    done++;
  }
  if (ticks / done < 3_000) throw new Error('bench games too short to be a minute');
  return done / SECONDS;
}

async function storedRate(): Promise<number> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const uuid = crypto.randomUUID();
    await database.db
      .insert(users)
      .values({ uuid, username: 'bench_apple', nickname: '벤치사과', passwordHash: 'x' });
    const plays = createGamePlays(database.db);
    let done = 0;
    let stored = 0;
    const until = performance.now() + SECONDS * 1000;
    while (performance.now() < until) {
      const seed = await plays.issue(uuid, 'apple');
      const { log, score } = playApple(seed.seed);
      // As if played for its length: the server refuses a log longer than the time since its seed.
      await backdateSeed(database.db, seed.seedId, 10 * 60_000);
      const t0 = performance.now();
      await plays.submit(uuid, { gameId: 'apple', seedId: seed.seedId, score, log });
      // Only the submission is timed: issuing and solving are the bench's own set-up.
      done += 1;
      stored += performance.now() - t0;
    }
    return done / (stored / 1000);
  } finally {
    await database.close();
  }
}

export async function benchGameVerify(): Promise<string[]> {
  const replay = await replayRate();
  const stickman = await stickmanRate();
  const end = await storedRate();
  return [
    `game replay verification (apple, whole games): ${replay.toFixed(0)} games/s on one core ${verdict(replay, TARGETS.replay)}`,
    `game replay verification (stickman poop, games of about a minute): ${stickman.toFixed(0)} games/s on one core ${verdict(stickman, TARGETS.stickman)}`,
    `game score submission on PGlite (row read, replay, score kept): ${end.toFixed(0)} games/s ${verdict(end, TARGETS.stored)}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchGameVerify()) console.log(line);
}
