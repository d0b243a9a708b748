import { createRxDatabase, type RxCollection, type RxJsonSchema } from 'rxdb';
import { describe, expect, it } from 'vitest';
import { collectionDefinitions, openDatabase } from '../../../workers/db/database';
import type { PostRow } from '../../../workers/db/local-types';
import { postSchema } from '../../../workers/db/schemas';
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

  it('migrates stored posts to version 1: each gets its order keys and search text', async () => {
    const storage = memoryStorage();
    const name = `c9-migration-${Date.now()}`;
    // Version 0 as it shipped: the post's own fields, indexed by board and time.
    const {
      orderNew: _n,
      orderLikes: _l,
      orderViews: _v,
      searchText: _s,
      ...properties
    } = postSchema.properties;
    const v0Schema: RxJsonSchema<PostRow> = {
      ...postSchema,
      primaryKey: 'id',
      version: 0,
      properties,
      required: Object.keys(properties) as (keyof PostRow)[],
      indexes: [
        ['boardId', 'createdAt'],
        ['boardId', 'likeCount', 'createdAt'],
        ['boardId', 'viewCount', 'createdAt'],
        'createdAt',
      ],
    };
    const v0 = await createRxDatabase<{ posts: RxCollection<PostRow> }>({
      name,
      storage,
      multiInstance: false,
    });
    await v0.addCollections({ posts: { schema: v0Schema } });
    const stored = {
      ...post('p1', 'free', {
        title: 'Hello 제목',
        likeCount: 3,
        viewCount: 40,
        createdAt: '2026-03-01T09:30:00.000Z',
      }),
      rev: 1,
    };
    await v0.posts.insert(stored);
    await v0.close();

    const v1 = await openDatabase({ name, storage, multiInstance: false });
    expect((await v1.posts.findOne('p1').exec())?.toJSON()).toMatchObject({
      ...stored,
      orderNew: -Date.parse('2026-03-01T09:30:00.000Z'),
      orderLikes: -3,
      orderViews: -40,
      searchText: 'hello 제목\n<p>내용</p>',
    });
    await v1.close();
  });
});
