import { z } from 'zod';

/** Every failure the server answers, in Korean. */
export const ErrorBody = z.object({
  status: z.number().int(),
  message: z.string(),
  errorFieldName: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Fields every replicated row carries (DESIGN section 4). */
export const replicated = {
  id: z.string(),
  /** Position in the one global change sequence; strictly increasing per change. */
  rev: z.number().int(),
  /** Tombstone: the row was deleted. */
  deleted: z.boolean(),
};

export const isoDate = z.string().datetime({ offset: true });

export { INT_MAX, INT_MIN } from './int-range';

export const SearchOperator = z.enum(['eq', 'ne', 'contains', 'gt', 'gte', 'lt', 'lte']);
export const SearchColumn = z.object({
  name: z.string().min(1),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  operator: SearchOperator.default('eq'),
});
export type SearchColumn = z.infer<typeof SearchColumn>;

export const MAX_TABLE_LENGTH = 1000;

/** JSON in a query string: `searchColumns=[{"name":"boardId","value":"free"}]`. */
const jsonArray = z.preprocess((raw) => {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}, z.array(SearchColumn));

/**
 * The table query (SPEC section 3). With `rev` it becomes a checkpointed pull:
 * rows changed after that rev, in rev order, tombstones included.
 */
export const TableQuery = z.object({
  draw: z.coerce.number().int().min(0).default(0),
  start: z.coerce.number().int().min(0).default(0),
  length: z.coerce.number().int().min(1).max(MAX_TABLE_LENGTH).default(20),
  orderColumnName: z.string().optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  searchColumns: jsonArray.default([]),
  rev: z.coerce.number().int().min(0).optional(),
});
export type TableQuery = z.input<typeof TableQuery>;
export type ParsedTableQuery = z.output<typeof TableQuery>;

export const tableResponse = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    draw: z.number().int(),
    recordsTotal: z.number().int(),
    recordsFiltered: z.number().int(),
    data: z.array(row),
    /** Present on checkpointed pulls: where the next pull resumes. */
    checkpoint: z.object({ rev: z.number().int() }).optional(),
  });
export type TableResponse<T> = {
  draw: number;
  recordsTotal: number;
  recordsFiltered: number;
  data: T[];
  checkpoint?: { rev: number };
};

export const IdParam = z.object({ id: z.string().min(1).max(100) });
export const YesNo = z.enum(['Y', 'N']);
export const CrudType = z.enum(['C', 'R', 'U', 'D']);

/** The answer of an edit that has nothing else to say. */
export const Done = z.object({ result: z.literal(true) });

/** When a member's list last changed (epoch milliseconds, 0 when never): compared before re-reading. */
export const LatestTime = z.object({ latestTime: z.number().int() });
