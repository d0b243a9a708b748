import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DusanVote, DusanVoteInput } from '../../../src/contract';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { dusanBallots, dusanMatches, dusanVotes } from './tables';

type Row = typeof dusanVotes.$inferSelect;

const missing = () => notFound('투표를 찾을 수 없어요.');
const NO_USER = '00000000-0000-0000-0000-000000000000';

/** Live votes during a game: staff open and close them, each member votes once. */
export function createDusanVotes(db: Db) {
  async function dtos(rows: Row[], userUuid: string | null): Promise<DusanVote[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const counts = await db
      .select({ voteId: dusanBallots.voteId, choice: dusanBallots.choice, n: sql<number>`count(*)::int` })
      .from(dusanBallots)
      .where(inArray(dusanBallots.voteId, ids))
      .groupBy(dusanBallots.voteId, dusanBallots.choice);
    const mine = await db
      .select()
      .from(dusanBallots)
      .where(and(inArray(dusanBallots.voteId, ids), eq(dusanBallots.userUuid, userUuid ?? NO_USER)));
    return rows.map((row) => ({
      id: row.id,
      matchId: row.matchId,
      question: row.question,
      options: row.options.map((label, i) => ({
        label,
        votes: Number(counts.find((c) => c.voteId === row.id && c.choice === i)?.n ?? 0),
      })),
      open: row.closedAt === null,
      createdAt: row.createdAt.toISOString(),
      myChoice: mine.find((m) => m.voteId === row.id)?.choice ?? null,
    }));
  }

  async function find(id: string, userUuid: string | null = null): Promise<DusanVote> {
    const [vote] = await dtos(await db.select().from(dusanVotes).where(eq(dusanVotes.id, id)), userUuid);
    if (!vote) throw missing();
    return vote;
  }

  return {
    find,

    /** The votes of these games, newest first. */
    async ofMatches(matchIds: string[], userUuid: string | null): Promise<DusanVote[]> {
      if (matchIds.length === 0) return [];
      const rows = await db
        .select()
        .from(dusanVotes)
        .where(inArray(dusanVotes.matchId, matchIds))
        .orderBy(desc(dusanVotes.createdAt));
      return dtos(rows, userUuid);
    },

    /** Opens a vote on a game that is still to be decided. */
    async open(matchId: string, input: DusanVoteInput): Promise<DusanVote> {
      const [game] = await db.select().from(dusanMatches).where(eq(dusanMatches.id, matchId));
      if (!game) throw notFound('경기를 찾을 수 없어요.');
      if (game.status === 'final' || game.status === 'cancelled')
        throw new HttpError(409, '끝난 경기에는 투표를 열 수 없어요.');
      const id = newId();
      await db.insert(dusanVotes).values({ id, matchId, question: input.question, options: input.options });
      return find(id);
    },

    async close(id: string): Promise<DusanVote> {
      await db
        .update(dusanVotes)
        .set({ closedAt: new Date() })
        .where(and(eq(dusanVotes.id, id), isNull(dusanVotes.closedAt)));
      return find(id);
    },

    /**
     * One ballot per member: the insert happens only while the vote is open and the choice is one
     * of its options, and the primary key turns a second one (or a race of two) into nothing.
     */
    async cast(userUuid: string, id: string, choice: number): Promise<DusanVote> {
      const placed = await db.execute(sql`
        insert into dusan_ballots (vote_id, user_uuid, choice)
        select v.id, ${userUuid}::uuid, ${choice}::int from dusan_votes v
        where v.id = ${id}::uuid and v.closed_at is null and ${choice}::int < cardinality(v.options)
        on conflict do nothing
        returning vote_id`);
      if ((placed as unknown as { rows: unknown[] }).rows.length === 0) {
        const vote = await find(id, userUuid);
        if (vote.myChoice !== null) throw new HttpError(409, '이미 투표했어요.');
        if (!vote.open) throw new HttpError(409, '마감된 투표예요.');
        throw new HttpError(400, '없는 선택지예요.', 'choice');
      }
      return find(id, userUuid);
    },
  };
}

export type DusanVotes = ReturnType<typeof createDusanVotes>;
