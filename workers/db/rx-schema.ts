import type { JsonSchema, RxJsonSchema, TopLevelProperty } from 'rxdb';
import { z } from 'zod';

/*
 * RxDB schemas come from the contract's zod schemas, so a row's fields are listed once. Every
 * schema change bumps `version` and adds a migration strategy; `schema.test.ts` keeps a hash per
 * version and fails when a derived schema changes under the same one.
 */

/** The part of a JSON schema the derivation reads. */
type ContractField = {
  type?: JsonSchema['type'];
  format?: string;
  anyOf?: ContractField[];
  items?: ContractField;
  properties?: Record<string, ContractField>;
};

/** RxDB's bounds for indexed fields: maxLength on strings, minimum, maximum and multipleOf on numbers. */
export type FieldBounds = Pick<TopLevelProperty, 'maxLength' | 'minimum' | 'maximum' | 'multipleOf'>;

/** An ISO time (`2026-03-01T09:30:00.000+09:00`) never gets near this; enough to index one. */
const ISO_TIME_MAX_LENGTH = 40;

/** Each replicated row's `id` and `rev`, bounded the same way in every collection. */
const REPLICATED: Record<string, FieldBounds> = { id: { maxLength: 100 }, rev: { minimum: 0 } };

const typesOf = (field: ContractField): JsonSchema['type'] => {
  if (!field.anyOf) return field.type;
  const types = field.anyOf.flatMap((option) => option.type ?? []);
  return types.length === 1 ? types[0] : (types as JsonSchema['type']);
};

/**
 * What a stored field keeps of the contract: its type, an object's field types, an array's item
 * type. Rows are parsed against the contract before they are stored, so the local schema holds
 * only what RxDB's indexes need; formats, patterns, enums and bounds stay out, and tightening a rule
 * in the contract leaves the stored schema (and its version) as it is.
 */
function storedField(field: ContractField): JsonSchema {
  const type = typesOf(field);
  if (type === 'object') {
    return field.properties
      ? { type, properties: mapValues(field.properties, storedField) }
      : { type: 'object' };
  }
  if (type === 'array') return { type, items: field.items ? { type: typesOf(field.items) } : {} };
  if (field.format === 'date-time') return { type, maxLength: ISO_TIME_MAX_LENGTH };
  return { type };
}

const mapValues = <A, B>(record: Record<string, A>, f: (value: A) => B): Record<string, B> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value)]));

export type RxSchemaOptions<D, K extends keyof D> = {
  version: number;
  /** RxDB's extras beyond the type, by field (see `FieldBounds`). */
  bounds?: Partial<Record<keyof D & string, FieldBounds>>;
  /** Fields kept only locally (computed from the row), listed after the row's own. */
  stored?: Record<K, TopLevelProperty>;
  indexes?: RxJsonSchema<D>['indexes'];
};

/**
 * The RxDB schema of `D`, a replicated row whose contract is `row` (without its tombstone, which
 * RxDB keeps as `_deleted`) plus the stored-only fields `K`: every field required (replicated rows
 * have no optional fields), `id` the primary key.
 */
export function rxSchemaOf<D, K extends keyof D = never>(
  row: z.ZodType<Omit<D, K> & { deleted: boolean }>,
  options: RxSchemaOptions<D, K>,
): RxJsonSchema<D> {
  const { properties = {} } = z.toJSONSchema(row, { io: 'output' }) as ContractField;
  const { deleted: _, ...fields } = properties;
  const bounds: Record<string, FieldBounds | undefined> = { ...REPLICATED, ...options.bounds };
  const own = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, { ...storedField(field), ...bounds[name] }]),
  );
  const all = { ...own, ...options.stored };
  // The fields are built from the contract at run time; their names are `D`'s by construction.
  return {
    version: options.version,
    primaryKey: 'id',
    type: 'object',
    properties: all,
    required: Object.keys(all),
    ...(options.indexes ? { indexes: options.indexes } : {}),
  } as RxJsonSchema<D>;
}
