import { and, asc, desc, eq, getTableColumns, gt, gte, ilike, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ParsedTableQuery, SearchColumn, TableResponse } from '../../src/contract';
import type { Db } from '../db/client';
import { HttpError } from './http-error';
import type { PlainTableResource, ResourceColumns, TableColumn, TableResource } from './table-resource';

type AnyResource = ResourceColumns<unknown, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A column the client named, looked up among the listed ones only: `__proto__` or `valueOf` is no column. */
function columnNamed(resource: AnyResource, name: string): TableColumn | undefined {
  return Object.hasOwn(resource.columns, name) ? resource.columns[name] : undefined;
}

/** PostgreSQL's `integer`; other integer columns take any safe integer. */
const INT32 = { min: -2_147_483_648, max: 2_147_483_647 };

function parseValue(
  name: string,
  spec: TableColumn,
  raw: SearchColumn['value'],
): string | number | boolean | Date | null {
  if (raw === null) return null;
  const bad = () => new HttpError(400, `검색 값이 올바르지 않습니다: ${name}`, 'searchColumns');
  switch (spec.type) {
    case 'text': {
      // PostgreSQL refuses NUL in text.
      const text = String(raw);
      if (text.includes('\u0000')) throw bad();
      return text;
    }
    case 'uuid': {
      if (!UUID.test(String(raw))) throw bad();
      return String(raw);
    }
    case 'int': {
      const n = Number(raw);
      if (!Number.isSafeInteger(n)) throw bad();
      if (spec.column.columnType === 'PgInteger' && (n < INT32.min || n > INT32.max)) throw bad();
      return n;
    }
    case 'bool': {
      if (raw === true || raw === 'true') return true;
      if (raw === false || raw === 'false') return false;
      throw bad();
    }
    case 'date': {
      const d = typeof raw === 'number' ? new Date(raw) : new Date(String(raw));
      // PostgreSQL timestamps start in 4713 BC: keep to years people write.
      if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1 || d.getUTCFullYear() > 9999) throw bad();
      return d;
    }
  }
}

function searchCondition(resource: AnyResource, search: SearchColumn): SQL {
  const spec = columnNamed(resource, search.name);
  if (!spec) throw new HttpError(400, `검색할 수 없는 항목입니다: ${search.name}`, 'searchColumns');
  const value = parseValue(search.name, spec, search.value);
  const { column } = spec;
  if (value === null) {
    if (search.operator === 'eq') return sql`${column} is null`;
    if (search.operator === 'ne') return sql`${column} is not null`;
    throw new HttpError(400, `검색 값이 올바르지 않습니다: ${search.name}`, 'searchColumns');
  }
  switch (search.operator) {
    case 'eq':
      return eq(column, value);
    case 'ne':
      return ne(column, value);
    case 'contains': {
      if (spec.type !== 'text')
        throw new HttpError(400, `포함 검색은 글자 항목에만 쓸 수 있습니다: ${search.name}`);
      const escaped = String(value).replace(/[\\%_]/g, (c) => `\\${c}`);
      return ilike(column, `%${escaped}%`);
    }
    case 'gt':
      return gt(column, value);
    case 'gte':
      return gte(column, value);
    case 'lt':
      return lt(column, value);
    case 'lte':
      return lte(column, value);
  }
}

function orderColumn(resource: AnyResource, name: string | undefined): PgColumn {
  const key = name ?? resource.defaultOrder;
  const spec = columnNamed(resource, key);
  if (!spec) throw new HttpError(400, `정렬할 수 없는 항목입니다: ${key}`, 'orderColumnName');
  return spec.column;
}

/**
 * A scope's figures kept by the database as its rows change (a counter table written in the same
 * transaction), read instead of counting the rows on every query: each a scalar SQL expression.
 */
export type KeptFigures = {
  /** Live rows in the scope. */
  live: SQL;
  /** Rows in the scope, tombstones included. */
  all: SQL;
  /** At least the highest rev in the scope, and below every rev still to come. */
  head: SQL;
};

/**
 * Runs the spec's table query over one resource, within `scope` (what this caller may see),
 * in ONE statement, so counts, rows and checkpoint come from one snapshot in one round trip.
 * With `rev` it is a checkpointed pull: changes after it in rev order, tombstones included.
 * Otherwise a page of live rows plus the checkpoint to continue pulling from: the snapshot's
 * max rev, and writers take revs in commit order, so nothing committed later is below it.
 * `kept`: the scope's figures, when the database keeps them (else they are counted).
 */
export async function runTableQuery<Row, Out>(
  db: Db,
  resource: TableResource<Row, Out> | PlainTableResource<Row, Out>,
  query: ParsedTableQuery,
  scope: SQL | undefined,
  kept?: KeptFigures,
): Promise<TableResponse<Out>> {
  if ('key' in resource) return runPlainPage(db, resource, query, scope);
  const { table } = resource;
  const untyped = resource as AnyResource;
  const filters = query.searchColumns.map((s) => searchCondition(untyped, s));
  const pull = query.rev !== undefined;
  const live = and(scope, eq(table.deleted, false));
  const where = pull ? and(scope, gt(table.rev, query.rev!), ...filters) : and(live, ...filters);
  const countOf = (cond: SQL | undefined) =>
    sql<number>`(select count(*)::int from ${table} where ${cond ?? sql`true`})`;
  const totalOf = () => {
    if (kept) return pull ? kept.all : kept.live;
    return countOf(pull ? scope : live);
  };
  const headOf = () =>
    kept?.head ?? sql<number | null>`(select max(${table.rev}) from ${table} where ${scope ?? sql`true`})`;
  const direction = query.order === 'asc' ? asc : desc;
  const ordered = pull
    ? [asc(table.rev)]
    : [direction(orderColumn(untyped, query.orderColumnName)), direction(table.id)];

  const rows = await db
    .select({
      row: getTableColumns(table),
      filtered: sql<number>`count(*) over ()`.mapWith(Number),
      total: sql<number>`${totalOf()}`.mapWith(Number),
      head: sql<number | null>`${headOf()}`.mapWith(Number),
    })
    .from(table)
    .where(where)
    .orderBy(...ordered)
    .limit(query.length)
    .offset(pull ? 0 : query.start);

  const first = rows[0];
  let total = first?.total;
  let filtered = first?.filtered;
  let head = first?.head;
  if (!first) {
    // A page past the end still reports its totals and checkpoint.
    const [summary] = await db
      .select({
        total: sql<number>`${totalOf()}`.mapWith(Number),
        filtered: countOf(where).mapWith(Number),
        head: sql<number | null>`${headOf()}`.mapWith(Number),
      })
      .from(sql`(select 1) as one`);
    total = summary?.total;
    filtered = pull ? 0 : summary?.filtered;
    head = summary?.head;
  }
  const data = rows.map((r) => resource.toDto(r.row as Row));
  const lastRev = (rows.at(-1)?.row as { rev?: number } | undefined)?.rev;
  return {
    draw: query.draw,
    recordsTotal: total ?? 0,
    recordsFiltered: pull ? rows.length : (filtered ?? 0),
    data,
    checkpoint: { rev: pull ? (lastRev ?? query.rev!) : Number(head ?? 0) || 0 },
  };
}

/**
 * A page of a plain table within `scope`, in one statement like the replicated path. There is no
 * change sequence, so there is no checkpoint to hand out and a `rev` pull is a 400.
 */
async function runPlainPage<Row, Out>(
  db: Db,
  resource: PlainTableResource<Row, Out>,
  query: ParsedTableQuery,
  scope: SQL | undefined,
): Promise<TableResponse<Out>> {
  if (query.rev !== undefined) throw new HttpError(400, '이 목록은 변경분 조회를 지원하지 않습니다.', 'rev');
  const { table } = resource;
  const untyped = resource as AnyResource;
  const base = and(scope, resource.live);
  const where = and(base, ...query.searchColumns.map((s) => searchCondition(untyped, s)));
  const countOf = (cond: SQL | undefined) =>
    sql<number>`(select count(*)::int from ${table} where ${cond ?? sql`true`})`;
  const direction = query.order === 'asc' ? asc : desc;

  const rows = await db
    .select({
      row: getTableColumns(table),
      filtered: sql<number>`count(*) over ()`.mapWith(Number),
      total: countOf(base).mapWith(Number),
    })
    .from(table)
    .where(where)
    .orderBy(direction(orderColumn(untyped, query.orderColumnName)), direction(resource.key))
    .limit(query.length)
    .offset(query.start);

  let counts = rows[0] && { total: rows[0].total, filtered: rows[0].filtered };
  if (!counts) {
    // A page past the end still reports its totals.
    [counts] = await db
      .select({ total: countOf(base).mapWith(Number), filtered: countOf(where).mapWith(Number) })
      .from(sql`(select 1) as one`);
  }
  return {
    draw: query.draw,
    recordsTotal: counts?.total ?? 0,
    recordsFiltered: counts?.filtered ?? 0,
    data: rows.map((r) => resource.toDto(r.row as Row)),
  };
}
