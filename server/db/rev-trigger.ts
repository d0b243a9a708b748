import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import * as schema from './schema';

/** Replicated means built with `replicatedColumns()` (`db/columns.ts`): the table has `rev` and `deleted`. */
export function isReplicated(table: PgTable): boolean {
  const columns = getTableColumns(table);
  return 'rev' in columns && 'deleted' in columns;
}

/** Every replicated table of the schema. */
export const replicatedTables: readonly PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable) && isReplicated(value),
);

/**
 * The statement a migration adds for a new replicated table: the `bump_rev` function (migration
 * 0001) then gives every insert and update of its rows the next `rev`.
 */
export function revTriggerSql(table: PgTable): string {
  const name = getTableName(table);
  return `CREATE TRIGGER ${name}_bump_rev BEFORE INSERT OR UPDATE ON ${name} FOR EACH ROW EXECUTE FUNCTION bump_rev();`;
}

/** The names of the replicated tables that the database runs no `bump_rev` trigger on. */
export async function tablesWithoutRevTrigger(db: Db, tables = replicatedTables): Promise<string[]> {
  const result = await db.execute(sql`
    select c.relname as name
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid
    where p.proname = 'bump_rev' and not t.tgisinternal and t.tgenabled <> 'D'`);
  const rows = (result as unknown as { rows: { name: string }[] }).rows;
  const triggered = new Set(rows.map((r) => r.name));
  return tables.map(getTableName).filter((name) => !triggered.has(name));
}
