/* Shared with the UI (type-only): what a row shows of the outbox's work on it. */
import type { ErrorBody } from '../../src/contract/common';
import type { OutboxDoc } from '../db/local-types';

/** A row the outbox has not delivered yet shows with `pending`; a refused one also has `error`. */
export type SyncState = { pending: boolean; error: ErrorBody | null };
export type OutboxEntryView = Pick<
  OutboxDoc,
  'id' | 'kind' | 'scope' | 'state' | 'error' | 'attempts' | 'createdAt'
>;
