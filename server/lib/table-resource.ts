import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

// What a table endpoint lets clients order and search by, declared from the contract shape;
// `table-query.ts` runs the query.

export type ColumnType = 'text' | 'int' | 'bool' | 'date' | 'uuid';

/** A column a client may order or search by. Anything not listed is a 400, never SQL. */
export interface TableColumn {
  column: PgColumn;
  type: ColumnType;
}

/** The columns a client may use, and how a row leaves the server. */
export interface ResourceColumns<Row, Out> {
  columns: Record<string, TableColumn>;
  defaultOrder: string;
  toDto(row: Row): Out;
}

/** A replicated table: pages of live rows, or checkpointed pulls with `rev`. */
export interface TableResource<Row, Out> extends ResourceColumns<Row, Out> {
  table: PgTable & { rev: PgColumn; deleted: PgColumn; id: PgColumn };
}

/** A table outside the change sequence (users): pages only; a `rev` pull is refused. */
export interface PlainTableResource<Row, Out> extends ResourceColumns<Row, Out> {
  table: PgTable;
  /** The primary key: orders ties, so pages never overlap or skip a row. */
  key: PgColumn;
  /** The rows that count (not withdrawn); undefined when every row does. */
  live: SQL | undefined;
}

/** How values typed by clients are read for each kind of column. */
const TYPE_OF_COLUMN: Record<string, ColumnType> = {
  PgText: 'text',
  PgUUID: 'uuid',
  PgInteger: 'int',
  PgBigInt53: 'int',
  PgBoolean: 'bool',
  PgTimestamp: 'date',
};

/** Names that are fields of the contract shape `S` and columns of `T` alike. */
export type QueryColumnName<S extends z.ZodObject, T extends PgTable> = keyof z.infer<S> &
  keyof T['_']['columns'] &
  string;

/**
 * The columns a table endpoint lets clients order and search by, named by fields of its contract
 * shape: a name the contract (or the table) lacks does not compile. Each column's value type comes
 * from the table, so the list says nothing twice.
 */
export function queryColumns<S extends z.ZodObject, T extends PgTable, K extends QueryColumnName<S, T>>(
  _shape: S,
  table: T,
  names: readonly K[],
): Record<K, TableColumn> {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  return Object.fromEntries(
    names.map((name) => {
      const column = columns[name]!;
      const type = TYPE_OF_COLUMN[column.columnType];
      if (!type) throw new Error(`${name}: no table query type for ${column.columnType}`);
      return [name, { column, type }];
    }),
  ) as Record<K, TableColumn>;
}

/** Every resource made by `tableResource`, for the test that compares them with the database. */
const defined: ResourceColumns<never, unknown>[] = [];
export const definedResources = (): readonly Pick<
  ResourceColumns<never, unknown>,
  'columns' | 'defaultOrder'
>[] => defined;

/** Registers a table endpoint's resource (see `definedResources`). */
export function tableResource<R extends ResourceColumns<never, unknown>>(resource: R): R {
  defined.push(resource);
  return resource;
}
