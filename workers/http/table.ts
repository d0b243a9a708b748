import type { z } from 'zod';
import { type SearchColumn, type TableResponse, tableResponse } from '../../src/contract/common';
import { type HttpClient, HttpError } from './http-client';

export type TableRequest = {
  start?: number;
  length: number;
  orderColumnName?: string;
  order?: 'asc' | 'desc';
  searchColumns?: SearchColumn[];
  /** Checkpointed pull: rows changed after this rev, in rev order, tombstones included. */
  rev?: number;
};

function tableUrl(table: string, request: TableRequest): string {
  const params = new URLSearchParams({ length: String(request.length) });
  if (request.start !== undefined) params.set('start', String(request.start));
  if (request.orderColumnName) params.set('orderColumnName', request.orderColumnName);
  if (request.order) params.set('order', request.order);
  if (request.searchColumns?.length) params.set('searchColumns', JSON.stringify(request.searchColumns));
  if (request.rev !== undefined) params.set('rev', String(request.rev));
  return `${table}?${params}`;
}

/** Reads one page of a `{base}/table` path, validated against the contract; throws so callers can retry. */
export async function fetchTable<T extends z.ZodTypeAny>(
  http: HttpClient,
  table: string,
  row: T,
  request: TableRequest,
): Promise<TableResponse<z.output<T>>> {
  const result = await http.request('GET', tableUrl(table, request));
  if (!result.ok) throw new HttpError(result.error);
  return tableResponse(row).parse(result.body);
}
