import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  BNET_ACCOUNT_NOT_FOUND,
  BNET_ACCOUNT_TAKEN,
  type BnetAccount,
  type BnetAccountInput,
  type BnetGateway,
} from '../../../src/contract/bnet';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { BnetClient } from './client';
import { bnetAccounts } from './tables';

type AccountInput = z.output<typeof BnetAccountInput>;
type Row = typeof bnetAccounts.$inferSelect;

const toDto = (row: Row): BnetAccount => ({
  id: row.id,
  toon: row.toon,
  gateway: row.gateway as BnetGateway,
  playerName: row.playerName,
  ladder: row.ladder,
  games: row.games,
  fetchedAt: row.fetchedAt?.toISOString() ?? null,
  failedAt: row.failedAt?.toISOString() ?? null,
});

/**
 * The crew's accounts and their last good readings. A read of the board refreshes the readings
 * once they are older than `refreshMs` (one refresh at a time per node); an account whose read
 * fails keeps what it had, marked with when the read failed.
 */
export function createBnetRecords(options: {
  db: Db;
  /** Null until the server listens (the simulator is on its port). */
  client: () => BnetClient | null;
  refreshMs: number;
  log: FastifyBaseLogger;
}) {
  const { db } = options;
  let refreshing: Promise<void> | null = null;

  const rows = () =>
    db.select().from(bnetAccounts).orderBy(asc(bnetAccounts.createdAt), asc(bnetAccounts.id));

  async function readOne(client: BnetClient, row: Row) {
    const triedAt = new Date();
    await db.update(bnetAccounts).set({ triedAt }).where(eq(bnetAccounts.id, row.id));
    try {
      const reading = await client.read(row.toon, row.gateway);
      await db
        .update(bnetAccounts)
        .set({ ladder: reading.ladder, games: reading.games, fetchedAt: new Date(), failedAt: null })
        .where(eq(bnetAccounts.id, row.id));
    } catch (err) {
      options.log.warn(
        // The serializer keeps a failed update's parameters out of the log, as err.message would not.
        { toon: row.toon, err },
        'battle.net read failed; keeping the last good records',
      );
      await db.update(bnetAccounts).set({ failedAt: new Date() }).where(eq(bnetAccounts.id, row.id));
    }
  }

  async function refreshDue() {
    const client = options.client();
    if (!client) return;
    const now = Date.now();
    const due = (await rows()).filter((r) => !r.triedAt || now - r.triedAt.getTime() >= options.refreshMs);
    await Promise.all(due.map((row) => readOne(client, row)));
  }

  /** One refresh at a time: readers who come during it wait for the same one. */
  function refresh(): Promise<void> {
    refreshing ??= refreshDue().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function assertFree(input: AccountInput, exceptId?: string) {
    const same = and(
      eq(bnetAccounts.toon, input.toon),
      eq(bnetAccounts.gateway, input.gateway),
      exceptId ? ne(bnetAccounts.id, exceptId) : undefined,
    );
    if ((await db.select({ id: bnetAccounts.id }).from(bnetAccounts).where(same)).length > 0)
      throw new HttpError(409, BNET_ACCOUNT_TAKEN, 'toon');
  }

  return {
    async board(): Promise<BnetAccount[]> {
      await refresh();
      return (await rows()).map(toDto);
    },
    async add(input: AccountInput) {
      await assertFree(input);
      await db.insert(bnetAccounts).values({ id: newId(), ...input });
    },
    async update(id: string, input: AccountInput) {
      await assertFree(input, id);
      const [before] = await db.select().from(bnetAccounts).where(eq(bnetAccounts.id, id));
      if (!before) throw notFound(BNET_ACCOUNT_NOT_FOUND);
      const sameAccount = before.toon === input.toon && before.gateway === input.gateway;
      await db
        .update(bnetAccounts)
        .set(
          sameAccount
            ? input
            : // Another account: its old records are not this one's.
              { ...input, ladder: null, games: [], fetchedAt: null, failedAt: null, triedAt: null },
        )
        .where(eq(bnetAccounts.id, id));
    },
    async remove(id: string) {
      const gone = await db
        .delete(bnetAccounts)
        .where(eq(bnetAccounts.id, id))
        .returning({ id: bnetAccounts.id });
      if (gone.length === 0) throw notFound(BNET_ACCOUNT_NOT_FOUND);
    },
  };
}

export type BnetRecords = ReturnType<typeof createBnetRecords>;
