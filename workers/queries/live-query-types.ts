/* Shared with the UI: nothing here imports rxdb, so the main bundle stays free of it. */
import type { ErrorBody } from '../../src/contract';
import type { OutboxDoc } from '../db/local-types';
import type { FeatureQueries } from '../features';

/** A row the outbox has not delivered yet shows with `pending`; a refused one also has `error`. */
export type SyncState = { pending: boolean; error: ErrorBody | null };
export type OutboxEntryView = Pick<
  OutboxDoc,
  'id' | 'kind' | 'scope' | 'state' | 'error' | 'attempts' | 'createdAt'
>;

/** The core's live query: the writes waiting for the network and the refused ones. */
export type CoreQueries = { outbox: { params: Record<never, never>; result: OutboxEntryView[] } };

/** Every live query the worker answers: its parameters and what it emits; features add theirs. */
export type LiveQueries = CoreQueries & FeatureQueries;

export type LiveQueryKind = keyof LiveQueries;
