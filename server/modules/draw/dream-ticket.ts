import { and, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type {
  DreamTicket,
  DreamTicketBuyResult,
  DreamTicketDetail,
  DreamTicketInput,
  DreamTicketStatus,
} from '../../../src/contract';
import { raffleWinners } from '../../../src/contract/fairness';
import type { Db } from '../../db/client';
import { newCommittedSeed } from '../../lib/committed-seed';
import { HttpError, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { Points } from '../point';
import { users } from '../user/tables';
import { dreamTicketEntries, dreamTickets } from './tables';

type Row = typeof dreamTickets.$inferSelect;
type Winner = { ticketId: string; userUuid: string; nickname: string } | null;

const statusOf = (row: Row, now = Date.now()): DreamTicketStatus => {
  if (row.drawnAt) return 'DRAWN';
  if (now < row.saleStartAt.getTime()) return 'UPCOMING';
  if (now < row.saleEndAt.getTime()) return 'ON_SALE';
  return 'CLOSED';
};

const toDto = (row: Row, winner: Winner): DreamTicket => ({
  id: row.id,
  title: row.title,
  prize: row.prize,
  description: row.description,
  ticketPrice: row.ticketPrice,
  perMemberCap: row.perMemberCap,
  saleStartAt: row.saleStartAt.toISOString(),
  saleEndAt: row.saleEndAt.toISOString(),
  drawAt: row.drawAt.toISOString(),
  status: statusOf(row),
  ticketCount: row.ticketCount,
  serverSeedHash: row.serverSeedHash,
  serverSeed: row.drawnAt ? row.serverSeed : null,
  drawnAt: row.drawnAt?.toISOString() ?? null,
  winner,
});

/** Dream tickets: sales through the ledger under the draw's row lock, and the draw at its time. */
export function createDreamTickets(db: Db, points: Points) {
  const withWinner = () =>
    db
      .select({ row: dreamTickets, winnerUuid: dreamTicketEntries.userUuid, nickname: users.nickname })
      .from(dreamTickets)
      .leftJoin(dreamTicketEntries, eq(dreamTicketEntries.id, dreamTickets.winnerTicketId))
      .leftJoin(users, eq(users.uuid, dreamTicketEntries.userUuid));
  type Joined = { row: Row; winnerUuid: string | null; nickname: string | null };
  const dtoOf = ({ row, winnerUuid, nickname }: Joined) =>
    toDto(
      row,
      row.winnerTicketId && winnerUuid
        ? { ticketId: row.winnerTicketId, userUuid: winnerUuid, nickname: nickname ?? '' }
        : null,
    );

  async function find(id: string): Promise<DreamTicket | undefined> {
    const [found] = await withWinner().where(eq(dreamTickets.id, id));
    return found && dtoOf(found);
  }

  const ticketsOf = async (tx: Db, id: string, userUuid: string) => {
    const [row] = await tx
      .select({ n: count() })
      .from(dreamTicketEntries)
      .where(and(eq(dreamTicketEntries.dreamTicketId, id), eq(dreamTicketEntries.userUuid, userUuid)));
    return row?.n ?? 0;
  };

  return {
    find,

    async list(): Promise<DreamTicket[]> {
      const rows = await withWinner().orderBy(desc(dreamTickets.drawAt)).limit(100);
      return rows.map(dtoOf);
    },

    async detail(id: string, userUuid: string | null): Promise<DreamTicketDetail> {
      const ticket = await find(id);
      if (!ticket) throw notFound('드림티켓을 찾을 수 없어요.');
      return { ticket, myTickets: userUuid ? await ticketsOf(db, id, userUuid) : 0 };
    },

    async entries(id: string): Promise<string[]> {
      if (!(await find(id))) throw notFound('드림티켓을 찾을 수 없어요.');
      const rows = await db
        .select({ id: dreamTicketEntries.id })
        .from(dreamTicketEntries)
        .where(eq(dreamTicketEntries.dreamTicketId, id));
      return rows.map((r) => r.id).sort();
    },

    async create(input: DreamTicketInput, actorUuid: string): Promise<DreamTicket> {
      const id = newId();
      await db.insert(dreamTickets).values({
        id,
        title: input.title,
        prize: input.prize,
        description: input.description ?? '',
        ticketPrice: input.ticketPrice,
        perMemberCap: input.perMemberCap,
        saleStartAt: new Date(input.saleStartAt),
        saleEndAt: new Date(input.saleEndAt),
        drawAt: new Date(input.drawAt),
        createdBy: actorUuid,
        ...(await newCommittedSeed()),
      });
      return (await find(id))!;
    },

    /**
     * Buys `count` tickets in one transaction: the draw's row is locked first (sales of one draw
     * run one at a time), the debit claims the key (a replay changes nothing), the member's cap is
     * counted under that lock, then the tickets and the count move together.
     */
    async buy(
      userUuid: string,
      id: string,
      n: number,
      idempotencyKey: string,
    ): Promise<DreamTicketBuyResult> {
      return points.transaction(async (tx, { pay }) => {
        const [row] = await tx.select().from(dreamTickets).where(eq(dreamTickets.id, id)).for('update');
        if (!row) throw notFound('드림티켓을 찾을 수 없어요.');
        const paid = await pay({
          userUuid,
          type: 'D',
          amount: row.ticketPrice * n,
          reason: 'DREAM_TICKET',
          memo: `${row.title} ${n}장`,
          ref: { type: 'dream-ticket', id },
          actorUuid: userUuid,
          idempotencyKey: `dream-ticket:${id}:${idempotencyKey}`,
        });
        const mine = await ticketsOf(tx, id, userUuid);
        if (paid.replayed) return { myTickets: mine, ticketCount: row.ticketCount, point: paid.point };
        if (statusOf(row) !== 'ON_SALE') throw new HttpError(400, '지금은 티켓 판매 기간이 아니에요.');
        if (mine + n > row.perMemberCap)
          throw new HttpError(
            400,
            `1인당 최대 ${row.perMemberCap}장까지 살 수 있어요. 지금 ${mine}장을 가지고 있어요.`,
            'count',
          );
        await tx
          .insert(dreamTicketEntries)
          .values(Array.from({ length: n }, () => ({ id: newId(), dreamTicketId: id, userUuid })));
        const [updated] = await tx
          .update(dreamTickets)
          .set({ ticketCount: sql`${dreamTickets.ticketCount} + ${n}` })
          .where(eq(dreamTickets.id, id))
          .returning({ ticketCount: dreamTickets.ticketCount });
        return { myTickets: mine + n, ticketCount: updated!.ticketCount, point: paid.point };
      });
    },

    /**
     * Draws every draw whose time has come. Each is claimed with `FOR UPDATE SKIP LOCKED` and
     * `drawn_at is null` in its own transaction, so with several nodes ticking, exactly one draws it;
     * the others skip it. Answers what this node drew, for it to announce.
     */
    async drawDue(): Promise<DreamTicket[]> {
      const due = await db
        .select({ id: dreamTickets.id })
        .from(dreamTickets)
        .where(and(isNull(dreamTickets.drawnAt), lte(dreamTickets.drawAt, new Date())))
        .limit(10);
      const drawn: DreamTicket[] = [];
      for (const { id } of due) {
        const done = await db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(dreamTickets)
            .where(and(eq(dreamTickets.id, id), isNull(dreamTickets.drawnAt)))
            .for('update', { skipLocked: true });
          if (!row) return false;
          const entries = await tx
            .select({ id: dreamTicketEntries.id })
            .from(dreamTicketEntries)
            .where(eq(dreamTicketEntries.dreamTicketId, id));
          const [winner] = await raffleWinners(
            row.serverSeed,
            entries.map((e) => e.id),
            1,
          );
          await tx
            .update(dreamTickets)
            .set({ drawnAt: new Date(), winnerTicketId: winner ?? null })
            .where(eq(dreamTickets.id, id));
          return true;
        });
        if (done) drawn.push((await find(id))!);
      }
      return drawn;
    },
  };
}

export type DreamTickets = ReturnType<typeof createDreamTickets>;
