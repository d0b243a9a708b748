import type { RxJsonSchema } from 'rxdb';
import { describe, expect, it } from 'vitest';
import {
  type CollectionDefinitions,
  collectionDefinitions,
  openDatabase,
} from '../../../workers/db/database';
import type { LocalPost } from '../../../workers/db/local-types';
import { post } from './support/fake-server';
import { memoryStorage } from './support/harness';

describe('schemas', () => {
  it('stay within the free build and what the Dexie storage accepts', () => {
    const entries = Object.entries(collectionDefinitions);
    expect(entries.length).toBeLessThanOrEqual(16);
    for (const [name, { schema, migrationStrategies }] of entries) {
      // RxDB refuses a collection whose strategies do not cover each version.
      expect(Object.keys(migrationStrategies).map(Number), name).toEqual(
        Array.from({ length: schema.version }, (_, i) => i + 1),
      );
      const types = new Map<string, unknown>(
        Object.entries(schema.properties).map(([field, property]) => [field, property.type]),
      );
      for (const index of schema.indexes ?? []) {
        for (const field of Array.isArray(index) ? index : [index]) {
          const type = types.get(field);
          expect(schema.required, `${name}.${field} is indexed, so required`).toContain(field);
          expect(type, `${name}.${field}: Dexie cannot index booleans or nullable fields`).toSatisfy(
            (t) => typeof t === 'string' && t !== 'boolean',
          );
        }
      }
    }
  });

  it('migrates stored posts to a new version without losing them', async () => {
    const storage = memoryStorage();
    const name = `c9-migration-${Date.now()}`;
    const v0 = await openDatabase({ name, storage, multiInstance: false });
    await v0.posts.insert({ ...post('p1', 'free', { title: '  공백 제목  ' }), rev: 1 });
    await v0.close();

    // What the next schema change will look like: a version bump plus its strategy.
    const v1Schema: RxJsonSchema<LocalPost> = { ...collectionDefinitions.posts.schema, version: 1 };
    const next: CollectionDefinitions = {
      ...collectionDefinitions,
      posts: {
        schema: v1Schema,
        migrationStrategies: { 1: (doc: LocalPost) => ({ ...doc, title: doc.title.trim() }) },
      },
    };
    const v1 = await openDatabase({ name, storage, multiInstance: false, collections: next });
    expect((await v1.posts.findOne('p1').exec())?.title).toBe('공백 제목');
    await v1.close();
  });
});
