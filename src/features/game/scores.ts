import { showToast } from '../../app';
import {
  type GameId,
  type GameScoreInput,
  type GameScoreResult,
  type GameSeed,
  gameNames,
} from '../../contract/game';
import { isHttpError } from '../../data/http';
import { deviceGames } from './device-games';
import { gameApi } from './game-api';

/** Seeds a device keeps for offline games (with the one being played, within the server's five). */
const KEPT_SEEDS = 3;

/** The network or the server failed, not the score: the game waits on the device. */
const unreachable = (error: unknown) => !isHttpError(error) || error.status === 0 || error.status >= 500;

export type Submitted =
  | { kind: 'verified'; result: GameScoreResult }
  | { kind: 'queued' }
  | { kind: 'refused'; message: string };

/** Sends a finished game; kept on the device for later when the server cannot be reached. */
export async function submitScore(userUuid: string, input: GameScoreInput): Promise<Submitted> {
  try {
    return { kind: 'verified', result: await gameApi.submit(input) };
  } catch (error) {
    if (unreachable(error)) {
      deviceGames.enqueue(userUuid, input);
      return { kind: 'queued' };
    }
    return { kind: 'refused', message: (error as Error).message };
  }
}

let flushing: Promise<void> | null = null;

/** Told the outcome of each game sent from the queue (the page showing that game updates its line). */
const queueListeners = new Set<(seedId: string, outcome: Submitted) => void>();
export function onQueuedOutcome(listener: (seedId: string, outcome: Submitted) => void): () => void {
  queueListeners.add(listener);
  return () => queueListeners.delete(listener);
}
const told = (seedId: string, outcome: Submitted) => {
  for (const listener of queueListeners) listener(seedId, outcome);
};

/**
 * Sends the games played offline, oldest first, and tells the member each outcome; stops at the
 * first that cannot reach the server.
 */
export function flushQueuedScores(userUuid: string): Promise<void> {
  flushing ??= (async () => {
    for (const input of deviceGames.queue(userUuid)) {
      try {
        const result = await gameApi.submit(input);
        deviceGames.dequeue(userUuid, input.seedId);
        told(input.seedId, { kind: 'verified', result });
        showToast({
          type: 'success',
          title: `오프라인에서 한 ${gameNames[input.gameId]} 점수가 확인됐어요`,
          description: `${result.score}점이 순위에 올랐어요. (최고 ${result.best}점)`,
        });
      } catch (error) {
        if (unreachable(error)) return;
        deviceGames.dequeue(userUuid, input.seedId);
        told(input.seedId, { kind: 'refused', message: (error as Error).message });
        showToast({
          type: 'error',
          title: `오프라인에서 한 ${gameNames[input.gameId]} 점수를 받지 못했어요`,
          description: (error as Error).message,
        });
      }
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/**
 * Keeps a few seeds on the device for games started offline. After the queue is sent: a seed
 * beyond the server's five would drop the seed of a game still waiting on the device.
 */
export async function keepSeedsForOffline(userUuid: string, gameId: GameId): Promise<void> {
  await flushQueuedScores(userUuid);
  if (deviceGames.queue(userUuid).length > 0) return;
  try {
    while (deviceGames.seeds(userUuid).filter((s) => s.gameId === gameId).length < KEPT_SEEDS)
      deviceGames.keepSeed(userUuid, await gameApi.seed(gameId));
  } catch {
    // Offline again: the seeds kept so far serve.
  }
}

/** A seed for the next game: a kept one first (so it works offline), else a new one from the server. */
export async function seedForGame(userUuid: string, gameId: GameId): Promise<GameSeed | null> {
  const kept = deviceGames.takeSeed(userUuid, gameId);
  if (kept) return kept;
  try {
    return await gameApi.seed(gameId);
  } catch {
    return null;
  }
}
