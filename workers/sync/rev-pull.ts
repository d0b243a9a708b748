import type { z } from 'zod';
import type { HttpClient } from '../http/http-client';
import { fetchTable } from '../http/table';
import type { PullPage } from './table-replication';

export type RevCheckpoint = { rev: number };

type RevRow = z.ZodType<{ rev: number }>;

/** The checkpointed pull of DESIGN section 4: rows with rev > N, in rev order, tombstones included. */
export async function pullAfter<T extends RevRow>(
  http: HttpClient,
  table: string,
  row: T,
  rev: number,
  length: number,
): Promise<PullPage<z.output<T>, RevCheckpoint>> {
  const page = await fetchTable(http, table, row, { rev, length });
  const lastRev = page.data.at(-1)?.rev ?? rev;
  // A full page resumes after its last row; only a short one may skip ahead to the server's mark.
  const next = page.data.length < length ? Math.max(page.checkpoint?.rev ?? lastRev, lastRev) : lastRev;
  return { rows: page.data, checkpoint: { rev: next } };
}

export function revPull<T extends RevRow>(http: HttpClient, table: string, row: T) {
  return (checkpoint: RevCheckpoint | undefined, batchSize: number) =>
    pullAfter(http, table, row, checkpoint?.rev ?? 0, batchSize);
}
