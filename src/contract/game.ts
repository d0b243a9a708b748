import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { isoDate } from './common';
import { endpoint } from './endpoint';
import { AppleLog } from './game-apple';
import { StickmanLogSchema } from './games/stickman/log';

/**
 * Games with verified scores (PRODUCT.md "Games"): the server issues a seed for one game of one
 * member, the page submits the game's input log, and the server replays it with the game's own
 * module; only the replay's score is kept. A new game adds its id, its log here and its replay to
 * the server's verifier registry (server/modules/game/verifiers.ts).
 */

export const GameId = z.enum(['apple', 'stickman']);
export type GameId = z.infer<typeof GameId>;
export const gameNames: Record<GameId, string> = { apple: '사과 게임', stickman: '똥 피하기' };

/** `POST /api/v1/game/seed`. */
export const GameSeedInput = z.object({ gameId: GameId });
export type GameSeedInput = z.infer<typeof GameSeedInput>;

/** A seed for one game; it stays good until a score is submitted with it. */
export const GameSeed = z.object({
  seedId: z.string().uuid(),
  gameId: GameId,
  seed: z.string(),
  issuedAt: isoDate,
});
export type GameSeed = z.infer<typeof GameSeed>;

/** How many unplayed seeds a member keeps; issuing one more drops the oldest. */
export const MAX_OPEN_SEEDS = 5;

const seedId = z.string().uuid('게임을 찾을 수 없어요. 새 게임을 시작해 주세요.');
const score = z.number().int().min(0);

/** `POST /api/v1/game/score`: the game's seed, the score the page counted, and its log. */
export const GameScoreInput = z.discriminatedUnion('gameId', [
  z.object({ gameId: z.literal('apple'), seedId, score, log: AppleLog }),
  z.object({ gameId: z.literal('stickman'), seedId, score, log: StickmanLogSchema }),
]);
export type GameScoreInput = z.infer<typeof GameScoreInput>;
export type GameLog<G extends GameId> = Extract<GameScoreInput, { gameId: G }>['log'];

/** The verified score and the member's best ever at this game. */
export const GameScoreResult = z.object({ gameId: GameId, seedId: z.string(), score, best: score });
export type GameScoreResult = z.infer<typeof GameScoreResult>;

export const GamePeriod = z.enum(['day', 'week', 'all']);
export type GamePeriod = z.infer<typeof GamePeriod>;
export const gamePeriodNames: Record<GamePeriod, string> = { day: '오늘', week: '이번 주', all: '전체' };

/** `GET /api/v1/p/game/leaderboard?gameId=&period=`. */
export const GameLeaderboardQuery = z.object({ gameId: GameId, period: GamePeriod.default('day') });
export type GameLeaderboardQuery = z.infer<typeof GameLeaderboardQuery>;

/** A member's best score in the period and its place (ties share one). */
export const GameRankEntry = z.object({
  position: z.number().int(),
  userUuid: z.string(),
  nickname: z.string(),
  score,
});
export type GameRankEntry = z.infer<typeof GameRankEntry>;

/** The top members of the period (from `since`, Seoul time) and the caller's own line. */
export const GameLeaderboard = z.object({
  gameId: GameId,
  period: GamePeriod,
  since: isoDate.nullable(),
  entries: z.array(GameRankEntry),
  me: GameRankEntry.nullable(),
});
export type GameLeaderboard = z.infer<typeof GameLeaderboard>;

/** Lines a leaderboard lists. */
export const GAME_BOARD_SIZE = 50;

/** `/game/*`: a seed for the next game and a game's log for its verified score (members), the leaderboards (anyone). */
export const gameEndpoints = {
  seed: endpoint({
    method: 'POST',
    path: apiRoutes.gameSeed,
    access: 'member',
    summary: '다음 게임의 시드 받기',
    body: GameSeedInput,
    response: GameSeed,
  }),
  score: endpoint({
    method: 'POST',
    path: apiRoutes.gameScore,
    access: 'member',
    summary: '게임 기록 제출 (서버가 다시 재생해 점수를 확인)',
    body: GameScoreInput,
    response: GameScoreResult,
  }),
  leaderboard: endpoint({
    method: 'GET',
    path: apiRoutes.gameLeaderboard,
    access: 'public',
    summary: '게임 순위표 (로그인했으면 내 순위 포함)',
    query: GameLeaderboardQuery,
    response: GameLeaderboard,
  }),
};
