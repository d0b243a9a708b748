import type { z } from 'zod';
import type { TableQuery, TableResponse } from '../../contract';
import { tableResponse } from '../../contract';
import type { HttpClient, RequestOptions } from './http-client';
import { HTTP_MESSAGES, HttpError } from './http-error';

/**
 * Item calls (SPEC section 8): the answer is an object holding the item under a named field,
 * `{ store: {...} }`. Anything that is not an object rejects with '데이터 형식 오류'; an object
 * without the field rejects with '항목을 찾을 수 없습니다'.
 */
export function pickItem<T>(body: unknown, field: string, schema: z.ZodType<T>): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError({ status: 200, message: HTTP_MESSAGES.dataType, kind: 'data-type', body });
  }
  if (!(field in body)) {
    throw new HttpError({ status: 200, message: HTTP_MESSAGES.notFoundItem, kind: 'not-found-item', body });
  }
  const parsed = schema.safeParse(Object.getOwnPropertyDescriptor(body, field)?.value);
  if (!parsed.success)
    throw new HttpError({ status: 200, message: HTTP_MESSAGES.dataType, kind: 'data-type', body });
  return parsed.data;
}

export async function getItem<T>(
  http: HttpClient,
  path: string,
  field: string,
  schema: z.ZodType<T>,
  options?: RequestOptions,
): Promise<T> {
  return pickItem(await http.get(path, options), field, schema);
}

/** The generic resource of SPEC section 7, typed by its row and input schemas. */
export interface Resource<Row, Input> {
  get(id: string, options?: RequestOptions): Promise<Row>;
  list(options?: RequestOptions): Promise<Row[]>;
  create(input: Input, options?: RequestOptions): Promise<Row>;
  update(id: string, input: Partial<Input>, options?: RequestOptions): Promise<Row>;
  remove(id: string, options?: RequestOptions): Promise<void>;
  table(query: TableQuery, options?: RequestOptions): Promise<TableResponse<Row>>;
}

export interface ResourceConfig<Row> {
  /** e.g. `/api/v1/p/board` */
  base: string;
  row: z.ZodType<Row>;
}

const segment = (id: string) => encodeURIComponent(id);

/**
 * GET {base}/{id}, GET {base}, POST {base}, PUT {base}/{id}, DELETE {base}/{id} and
 * GET {base}/table. Single rows and lists come back bare (as the server answers them); use
 * `getItem` for endpoints that wrap their answer in a named field.
 */
export function createResource<Row, Input = unknown>(
  http: HttpClient,
  { base, row }: ResourceConfig<Row>,
): Resource<Row, Input> {
  const rows = row.array();
  const table = tableResponse(row);
  return {
    get: (id, options) => http.get(`${base}/${segment(id)}`, { ...options, schema: row }),
    list: (options) => http.get(base, { ...options, schema: rows }),
    create: (input, options) => http.post(base, { ...options, json: input, schema: row }),
    update: (id, input, options) =>
      http.put(`${base}/${segment(id)}`, { ...options, json: input, schema: row }),
    remove: async (id, options) => {
      await http.delete(`${base}/${segment(id)}`, options);
    },
    table: (query, options) =>
      http.get(`${base}/table`, { ...options, query: { ...options?.query, ...query }, schema: table }),
  };
}
