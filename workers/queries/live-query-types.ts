/* Shared with the UI: nothing here imports rxdb, so the main bundle stays free of it. */
import type { FeatureQueries } from '../features';
import type { OutboxEntryView } from './sync-state';

/** The core's live query: the writes waiting for the network and the refused ones. */
export type CoreQueries = { outbox: { params: Record<never, never>; result: OutboxEntryView[] } };

/** Every live query the worker answers: its parameters and what it emits; features add theirs. */
export type LiveQueries = CoreQueries & FeatureQueries;

export type LiveQueryKind = keyof LiveQueries;
