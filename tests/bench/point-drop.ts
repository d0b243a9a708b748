import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import type { Points } from '../../server/modules/point';
import { applyPointChange, type PointChange } from '../../server/modules/point/ledger';
import { createPointDrops } from '../../server/modules/point-drop/drops';
import { freshDatabaseUrl } from '../server/helpers/database';

/**
 * Catches answered per second on one drop (won or refused once none are left). The target: a
 * drop during a broadcast of about 1,000 viewers who all press within the first second should
 * answer them all within that second on PostgreSQL (several nodes share its one hot row); the
 * single-process PGlite demo serves one connection at a time, so a third of that.
 */
const TARGETS = { PGlite: 300, PostgreSQL: 1_000 } as const;
const MEMBERS = 2_000;
const PACKETS = 1_000;
const CALLERS = 64;

/** What the point module lends a drop: the ledger change in the catch's own transaction. */
const ledgerOnly = (database: Database): Points =>
  ({
    transaction: (work) =>
      database.db.transaction((tx) =>
        work(tx, { pay: (change: PointChange) => applyPointChange(tx, change) } as never),
      ),
  }) as Points;

async function benchOn(label: keyof typeof TARGETS, databaseUrl: string | undefined): Promise<string> {
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  try {
    const uuids = Array.from({ length: MEMBERS }, () => crypto.randomUUID());
    for (let i = 0; i < uuids.length; i += 1000)
      await database.db.insert(users).values(
        uuids.slice(i, i + 1000).map((uuid) => ({
          uuid,
          username: `drop_${uuid.slice(0, 12)}`,
          nickname: `드롭${uuid.slice(0, 8)}`,
          passwordHash: 'x',
        })),
      );
    const drops = createPointDrops(database.db, ledgerOnly(database));
    const drop = await drops.create(
      { title: '벤치', totalPoints: PACKETS * 50, packetCount: PACKETS, durationSeconds: 600 },
      uuids[0]!,
    );
    let next = 0;
    let won = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CALLERS }, async () => {
        while (next < uuids.length) {
          const uuid = uuids[next++]!;
          await drops.catchPacket(uuid, drop.id).then(
            () => won++,
            () => undefined,
          );
        }
      }),
    );
    const perSecond = MEMBERS / ((performance.now() - started) / 1000);
    const { rows } = (await database.db.execute(sql`
      select coalesce(sum(amount), 0)::int as total from point_ledger where reason = 'POINT_DROP'`)) as unknown as {
      rows: { total: number }[];
    };
    const exact = won === PACKETS && rows[0]?.total === PACKETS * 50;
    const verdict = perSecond >= TARGETS[label] ? 'met' : 'missed';
    return `point drop on ${label}: ${perSecond.toFixed(0)} catches/s, ${MEMBERS.toLocaleString('en-US')} members on ${PACKETS.toLocaleString('en-US')} packets with ${CALLERS} concurrent callers (target ${TARGETS[label].toLocaleString('en-US')}/s: ${verdict}); exactly the packets handed out and the pool paid: ${exact ? 'yes' : 'NO'}`;
  } finally {
    await database.close();
  }
}

export async function benchPointDrop(): Promise<string[]> {
  const lines = [await benchOn('PGlite', undefined)];
  const base = process.env.DATABASE_URL;
  if (!base) return [...lines, 'point drop on PostgreSQL: skipped (set DATABASE_URL)'];
  const db = await freshDatabaseUrl(base);
  try {
    return [...lines, await benchOn('PostgreSQL', db.databaseUrl)];
  } finally {
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchPointDrop()) console.log(line);
}
