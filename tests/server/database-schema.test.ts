import { getTableName, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { replicatedColumns } from '../../server/db/columns';
import { replicatedTables, revTriggerSql, tablesWithoutRevTrigger } from '../../server/db/rev-trigger';
import { type ColumnType, definedResources } from '../../server/lib/table-resource';
// Loading the modules defines every table endpoint's resource.
import '../../server/modules';
import { freshDatabaseUrl } from './helpers/database';

/** How PostgreSQL names the column types each table query type reads. */
const SQL_TYPES: Record<ColumnType, string[]> = {
  text: ['text'],
  uuid: ['uuid'],
  int: ['integer', 'bigint'],
  bool: ['boolean'],
  date: ['timestamp with time zone'],
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let database: Database;

beforeAll(async () => {
  fresh = await freshDatabaseUrl();
  database = await openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir });
});

afterAll(async () => {
  await database.close();
  await fresh.drop();
});

describe('replicated tables', () => {
  it('every one has its bump_rev trigger in the migrated database', async () => {
    expect(replicatedTables.map(getTableName)).toContain('posts');
    expect(await tablesWithoutRevTrigger(database.db)).toEqual([]);
  });

  it('a new one without the trigger is caught, and the helper statement makes it bump revs', async () => {
    const probes = pgTable('probe_items', { id: text('id').primaryKey(), ...replicatedColumns() });
    await database.db.execute(sql`
      create table probe_items (
        id text primary key,
        rev bigint not null default 0,
        deleted boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    const tables = [...replicatedTables, probes];
    expect(await tablesWithoutRevTrigger(database.db, tables)).toEqual(['probe_items']);

    await database.db.execute(sql.raw(revTriggerSql(probes)));
    expect(await tablesWithoutRevTrigger(database.db, tables)).toEqual([]);
    const [first] = await database.db.insert(probes).values({ id: 'a' }).returning();
    const [second] = await database.db.insert(probes).values({ id: 'b' }).returning();
    expect(first!.rev).toBeGreaterThan(0);
    expect(second!.rev).toBeGreaterThan(first!.rev);
  });
});

describe('table query columns', () => {
  it('each listed column is a column of its table in the database, of the type its values are read as', async () => {
    const found = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
      await database.db.execute(sql`
        select table_name, column_name, data_type
        from information_schema.columns
        where table_schema = current_schema()`),
    );
    const typeOf = new Map(found.map((c) => [`${c.table_name}.${c.column_name}`, c.data_type]));
    const resources = definedResources();
    expect(resources.length).toBeGreaterThan(0);
    for (const resource of resources) {
      expect(Object.keys(resource.columns)).toContain(resource.defaultOrder);
      for (const [name, { column, type }] of Object.entries(resource.columns)) {
        const where = `${getTableName(column.table)}.${column.name}`;
        expect(SQL_TYPES[type], `${name} (${where})`).toContain(typeOf.get(where));
      }
    }
  });
});
