import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../server/db/client';
import { pointLedger, users } from '../../server/db/schema';
import { newId } from '../../server/lib/ids';
import { changePoints } from '../../server/modules/point/ledger';
import { freshDatabaseUrl } from '../server/helpers/database';

/** PRODUCT.md "Ledger": operations per second of the guarded update plus its ledger row. */
const TARGETS = { PGlite: 1_000, PostgreSQL: 2_000 } as const;
const SECONDS = 4;
const CALLERS = 64;
const STARTING_POINTS = 1_000_000;

/** Members who each start with points, granted through the ledger (one row each) so the sums hold. */
async function seedMembers(database: Database, count: number): Promise<string[]> {
  const uuids = Array.from({ length: count }, () => crypto.randomUUID());
  for (let i = 0; i < uuids.length; i += 1000) {
    const chunk = uuids.slice(i, i + 1000);
    await database.db.insert(users).values(
      chunk.map((uuid) => ({
        uuid,
        username: `bench_${uuid.slice(0, 12)}`,
        nickname: `벤치${uuid.slice(0, 8)}`,
        passwordHash: 'x',
        point: STARTING_POINTS,
        earnedPoint: STARTING_POINTS,
      })),
    );
    await database.db.insert(pointLedger).values(
      chunk.map((uuid) => ({
        id: newId(),
        userUuid: uuid,
        type: 'C' as const,
        amount: STARTING_POINTS,
        balanceAfter: STARTING_POINTS,
        reason: 'ADMIN_ADJUST' as const,
        idempotencyKey: 'bench-seed',
      })),
    );
  }
  return uuids;
}

/**
 * `CALLERS` concurrent callers credit and debit random members for `SECONDS`; every fifth call
 * repeats the previous key (a retry, which must change nothing). Then the ledger must sum to
 * every balance.
 */
async function run(database: Database, members: string[]): Promise<{ perSecond: number; sumsHold: boolean }> {
  let done = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      let lastKey = newId();
      while (performance.now() < until) {
        const retry = done % 5 === 4;
        const key = retry ? lastKey : newId();
        lastKey = key;
        await changePoints(database.db, {
          userUuid: members[Math.floor(Math.random() * members.length)]!,
          type: Math.random() < 0.5 ? 'C' : 'D',
          amount: 1 + Math.floor(Math.random() * 10),
          reason: 'ADMIN_ADJUST',
          idempotencyKey: key,
        }).catch(() => undefined);
        done++;
      }
    }),
  );
  const mismatched = (await database.db.execute(sql`
    select count(*)::int as n from (
      select u.uuid from users u left join point_ledger l on l.user_uuid = u.uuid
      group by u.uuid, u.point
      having u.point <> coalesce(sum(case l.type when 'C' then l.amount else -l.amount end), 0)
    ) bad`)) as unknown as { rows: { n: number }[] };
  return { perSecond: done / SECONDS, sumsHold: mismatched.rows[0]?.n === 0 };
}

async function benchOn(label: keyof typeof TARGETS, databaseUrl: string | undefined): Promise<string[]> {
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  try {
    const lines: string[] = [];
    for (const [shape, count] of [
      ['10 hot accounts', 10],
      ['10,000 accounts', 10_000],
    ] as const) {
      const members = await seedMembers(database, count);
      const r = await run(database, members);
      const verdict = r.perSecond >= TARGETS[label] ? 'met' : 'missed';
      lines.push(
        `point ledger on ${label}, ${shape}: ${r.perSecond.toFixed(0)} changes/s with ${CALLERS} concurrent callers (target ${TARGETS[label].toLocaleString('en-US')}/s: ${verdict}); ledger sums to every balance: ${r.sumsHold ? 'yes' : 'NO'}`,
      );
    }
    return lines;
  } finally {
    await database.close();
  }
}

export async function benchPointLedger(): Promise<string[]> {
  const lines = await benchOn('PGlite', undefined);
  const base = process.env.DATABASE_URL;
  if (!base) return [...lines, 'point ledger on PostgreSQL: skipped (set DATABASE_URL)'];
  const db = await freshDatabaseUrl(base);
  try {
    return [...lines, ...(await benchOn('PostgreSQL', db.databaseUrl))];
  } finally {
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchPointLedger()) console.log(line);
}
