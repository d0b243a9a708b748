import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  GAME_BOARD_SIZE,
  type GameId,
  type GameLeaderboard,
  type GamePeriod,
  type GameRankEntry,
  type GameScoreInput,
  type GameScoreResult,
  type GameSeed,
  MAX_OPEN_SEEDS,
} from '../../../src/contract/game';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { gamePeriodStart } from './period';
import { gamePlays } from './tables';
import { verify } from './verifiers';

const NO_SEED = '게임을 찾을 수 없어요. 새 게임을 시작해 주세요.';
const REUSED = '이미 점수를 낸 게임이에요. 새 게임을 시작해 주세요.';
const LATE = '2분이 넘은 게임의 점수는 받을 수 없어요.';
const FORGED = '게임 기록을 다시 해 보니 맞지 않아요. 점수를 받을 수 없어요.';
const WRONG_SCORE = '점수가 게임 기록과 맞지 않아요. 점수를 받을 수 없어요.';
const TOO_FAST = '게임 기록이 게임을 시작한 뒤 흐른 시간보다 길어요. 점수를 받을 수 없어요.';

/**
 * How far a log's last move may lie past the time since its seed was issued: the page's clock
 * against the database's. A game starts only once its seed arrived, so a real one never needs more.
 */
export const GAME_CLOCK_TOLERANCE_MS = 3_000;

const hashOf = (log: unknown) => createHash('sha256').update(JSON.stringify(log)).digest('hex');

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** Seeds, verified scores and leaderboards of the games with verified scores. */
export function createGamePlays(db: Db) {
  async function bestOf(userUuid: string, gameId: GameId): Promise<number> {
    const [row] = await db
      .select({ best: sql<number | null>`max(${gamePlays.score})` })
      .from(gamePlays)
      .where(and(eq(gamePlays.userUuid, userUuid), eq(gamePlays.gameId, gameId)));
    return Number(row?.best ?? 0);
  }

  return {
    /** A new seed for one game; beyond `MAX_OPEN_SEEDS` unplayed ones the oldest are dropped. */
    async issue(userUuid: string, gameId: GameId): Promise<GameSeed> {
      const [row] = await db
        .insert(gamePlays)
        .values({ id: newId(), gameId, userUuid, seed: randomBytes(16).toString('hex') })
        .returning();
      if (!row) throw new Error('game seed not stored');
      const open = await db
        .select({ id: gamePlays.id })
        .from(gamePlays)
        .where(
          and(eq(gamePlays.userUuid, userUuid), eq(gamePlays.gameId, gameId), isNull(gamePlays.scoredAt)),
        )
        .orderBy(asc(gamePlays.issuedAt), asc(gamePlays.id));
      const dropped = open.slice(0, Math.max(0, open.length - MAX_OPEN_SEEDS)).map((r) => r.id);
      if (dropped.length > 0)
        await db.delete(gamePlays).where(and(inArray(gamePlays.id, dropped), isNull(gamePlays.scoredAt)));
      return { seedId: row.id, gameId, seed: row.seed, issuedAt: row.issuedAt.toISOString() };
    },

    /**
     * Replays the log on the seed's field and keeps the replay's score, once per seed. The same log
     * delivered again (a retry after a lost answer) gets the same answer.
     */
    async submit(userUuid: string, input: GameScoreInput): Promise<GameScoreResult> {
      // The time since the seed was issued, by the database's clock, the one that stamped it.
      const [found] = await db
        .select({
          play: gamePlays,
          elapsedMs: sql<number>`extract(epoch from now() - ${gamePlays.issuedAt}) * 1000`.mapWith(Number),
        })
        .from(gamePlays)
        .where(
          and(
            eq(gamePlays.id, input.seedId),
            eq(gamePlays.userUuid, userUuid),
            eq(gamePlays.gameId, input.gameId),
          ),
        );
      if (!found) throw new HttpError(404, NO_SEED);
      const { play, elapsedMs } = found;
      const logHash = hashOf(input.log);
      const answer = async (score: number) => ({
        gameId: input.gameId,
        seedId: play.id,
        score,
        best: await bestOf(userUuid, input.gameId),
      });
      if (play.scoredAt) {
        if (play.logHash === logHash && play.score === input.score) return answer(play.score);
        throw new HttpError(409, REUSED);
      }
      const verdict = verify(play.seed, input);
      if (!verdict.ok) throw new HttpError(400, verdict.reason === 'late' ? LATE : FORGED);
      if (verdict.score !== input.score) throw new HttpError(400, WRONG_SCORE, 'score');
      // A solver posts a perfect game at once; offline games were issued earlier, so they only gain.
      if (verdict.playedMs > elapsedMs + GAME_CLOCK_TOLERANCE_MS) throw new HttpError(400, TOO_FAST);
      const [kept] = await db
        .update(gamePlays)
        .set({ score: verdict.score, logHash, scoredAt: sql`now()` })
        .where(and(eq(gamePlays.id, play.id), isNull(gamePlays.scoredAt)))
        .returning({ id: gamePlays.id });
      if (!kept) throw new HttpError(409, REUSED);
      return answer(verdict.score);
    },

    /** Each member's best score of the period, ranked, and `meUuid`'s own line wherever it is. */
    async leaderboard(gameId: GameId, period: GamePeriod, meUuid: string | null): Promise<GameLeaderboard> {
      const since = gamePeriodStart(period);
      const result = await db.execute(sql`
        with best as (
          select p.user_uuid, max(p.score) as score
          from game_plays p
          where p.game_id = ${gameId} and p.scored_at is not null
            ${since ? sql`and p.scored_at >= ${since.toISOString()}` : sql``}
          group by p.user_uuid
        ), ranked as (
          select b.user_uuid, b.score, u.nickname, rank() over (order by b.score desc)::int as position
          from best b join users u on u.uuid = b.user_uuid and u.withdrawn_at is null
        )
        select * from ranked
        where position <= ${GAME_BOARD_SIZE} or user_uuid = ${meUuid ?? '00000000-0000-0000-0000-000000000000'}
        order by position, nickname
        limit ${GAME_BOARD_SIZE * 2}`);
      const rows: GameRankEntry[] = rowsOf<{
        user_uuid: string;
        score: number;
        nickname: string;
        position: number;
      }>(result).map((r) => ({
        position: Number(r.position),
        userUuid: r.user_uuid,
        nickname: r.nickname,
        score: Number(r.score),
      }));
      return {
        gameId,
        period,
        since: since?.toISOString() ?? null,
        entries: rows.filter((r) => r.position <= GAME_BOARD_SIZE),
        me: rows.find((r) => r.userUuid === meUuid) ?? null,
      };
    },
  };
}

export type GamePlays = ReturnType<typeof createGamePlays>;
