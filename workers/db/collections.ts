import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import type { MetaDoc, OutboxDoc } from './local-types';
import { OUTBOX_KINDS } from './local-types';

/*
 * Every schema change bumps `version` and adds a strategy to `migrationStrategies`, keyed by the
 * version it migrates to (RxDB refuses a collection whose strategies do not match). Dexie refuses
 * indexes on optional or boolean fields, and RxDB needs maxLength on indexed strings and bounds on
 * indexed numbers. The features' collections are in their folders; these two are the core's.
 */
export type CollectionDefinition<T> = { schema: RxJsonSchema<T>; migrationStrategies: MigrationStrategies };

/** The core's collections, in every account's database. */
export type CoreDocs = { meta: MetaDoc; outbox: OutboxDoc };

const id = { type: 'string', maxLength: 100 } as const;
const isoDate = { type: 'string', maxLength: 40 } as const;

const metaSchema: RxJsonSchema<MetaDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id, value: { type: 'object' } },
  required: ['id', 'value'],
};

const outboxSchema: RxJsonSchema<OutboxDoc> = {
  // 1 added the kinds comment.update and comment.delete.
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    seq: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, multipleOf: 1 },
    kind: { type: 'string', enum: [...OUTBOX_KINDS] },
    method: { type: 'string', enum: ['POST', 'PUT', 'DELETE'] },
    path: { type: 'string' },
    body: { type: ['object', 'null'] },
    scope: { type: 'string', maxLength: 100 },
    state: { type: 'string', enum: ['pending', 'failed'] },
    error: { type: ['object', 'null'] },
    attempts: { type: 'integer', minimum: 0 },
    createdAt: isoDate,
  },
  required: [
    'id',
    'seq',
    'kind',
    'method',
    'path',
    'body',
    'scope',
    'state',
    'error',
    'attempts',
    'createdAt',
  ],
  indexes: ['seq'],
};

export const coreCollections: { [K in keyof CoreDocs]: CollectionDefinition<CoreDocs[K]> } = {
  meta: { schema: metaSchema, migrationStrategies: {} },
  // A stored entry of an older version is still a valid one: only the allowed kinds grew.
  outbox: { schema: outboxSchema, migrationStrategies: { 1: (entry: OutboxDoc) => entry } },
};
