import { createHash } from 'node:crypto';
import {
  createRxDatabase,
  createRxSchema,
  defaultHashSha256,
  NON_PREMIUM_COLLECTION_LIMIT,
  type RxCollection,
  type RxJsonSchema,
} from 'rxdb';
import { describe, expect, it } from 'vitest';
import { coreCollections } from '../../../workers/db/collections';
import { collectionDefinitions, openDatabase } from '../../../workers/db/database';
import type { OutboxDoc } from '../../../workers/db/local-types';
import { workerFeatures } from '../../../workers/features';
import { boardCollections } from '../../../workers/features/board/collections';
import { withPostKeys } from '../../../workers/features/board/post-keys';
import type { LocalPost, PostRow } from '../../../workers/features/board/types';
import { post } from './support/fake-server';
import { memoryStorage } from './support/harness';

const postSchema = boardCollections.posts.schema;
/** A stored post of the versions before the staff-edit mark (0 and 1). */
type ShippedPost = Omit<PostRow, 'staffEditedAt'>;
type ShippedLocalPost = Omit<LocalPost, 'staffEditedAt'>;
const outboxSchema = coreCollections.outbox.schema;

/** The schema as RxDB stores and compares it: normalised, with its own fields added. */
const schemaHash = (schema: RxJsonSchema<never>) =>
  createHash('sha256')
    .update(JSON.stringify(createRxSchema(schema, defaultHashSha256).jsonSchema))
    .digest('hex')
    .slice(0, 16);

/**
 * Each collection's schema hash per version. RxDB refuses to open a stored collection whose schema
 * changed under the same version, so a derived schema that changes (a field added to the contract,
 * a new bound) needs a version bump and a migration; then add the new version's hash here.
 */
const SCHEMA_HASHES: Record<string, Record<number, string>> = {
  meta: { 0: 'cb530f688cd639c6' },
  outbox: { 0: '6d91384bd9549ac4', 1: '38dabb88c7e26eff' },
  boards: { 0: 'd7e57c2a67a11121' },
  posts: { 1: '56404b53bd261ea4', 2: 'dc75686761482ea3' },
  comments: { 0: '61192912931c7499' },
  notifications: { 0: '0d590dacf887840b' },
  blocks: { 0: '80905c2c8a94d572' },
  liveStations: { 0: 'a1eccdf2a3ba2913' },
  notices: { 0: 'b956cc0bd51bc158' },
  storeItems: { 0: 'e3fbe79ada1b5951' },
};

describe('schemas', () => {
  it('change only with a version bump', () => {
    for (const [name, { schema }] of Object.entries(collectionDefinitions)) {
      expect(schemaHash(schema), `${name} v${schema.version} changed: bump its version`).toBe(
        SCHEMA_HASHES[name]?.[schema.version],
      );
    }
  });

  it('stay within the free build and what the Dexie storage accepts', () => {
    // Counted from the feature list: two features declaring one name would silently share it.
    const names = [
      ...Object.keys(coreCollections),
      ...workerFeatures.flatMap((feature) => Object.keys(feature.collections)),
    ];
    expect(new Set(names).size, 'a collection name is declared twice').toBe(names.length);
    // The free build opens at most 13 collections at once in a worker (RxDB 17; 16 in older
    // versions), and refuses the next. workers/CONTEXT.md plans who gets the rest.
    expect(NON_PREMIUM_COLLECTION_LIMIT).toBe(13);
    expect(names.length, 'past the free build’s collection limit').toBeLessThanOrEqual(
      NON_PREMIUM_COLLECTION_LIMIT,
    );
    const entries = Object.entries(collectionDefinitions);
    expect(entries.map(([name]) => name)).toEqual(names);
    for (const [name, { schema, migrationStrategies = {} }] of entries) {
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

  it('migrates the stored outbox to version 1: waiting writes stay as they were', async () => {
    const storage = memoryStorage();
    const name = `c9-outbox-migration-${Date.now()}`;
    // Version 0 as it shipped: the kinds before comment edits and deletions.
    const v0Schema: RxJsonSchema<OutboxDoc> = {
      ...outboxSchema,
      version: 0,
      properties: {
        ...outboxSchema.properties,
        kind: {
          type: 'string',
          enum: [
            'post.create',
            'post.update',
            'post.delete',
            'comment.create',
            'notification.confirm',
            'notification.confirmAll',
            'block.create',
            'block.update',
            'block.delete',
          ],
        },
      },
    };
    expect(schemaHash(v0Schema)).toBe(SCHEMA_HASHES.outbox?.[0]);
    const v0 = await createRxDatabase<{ outbox: RxCollection<OutboxDoc> }>({
      name,
      storage,
      multiInstance: false,
    });
    await v0.addCollections({ outbox: { schema: v0Schema } });
    const waiting: OutboxDoc = {
      id: 'e1',
      seq: 1,
      kind: 'comment.create',
      method: 'POST',
      path: '/api/v1/p/post/p1/comment',
      body: { content: '기다리는 댓글', parentId: null },
      scope: 'p1',
      state: 'pending',
      error: null,
      attempts: 0,
      createdAt: '2026-03-01T09:30:00.000Z',
    };
    await v0.outbox.insert(waiting);
    await v0.close();

    const v1 = await openDatabase({ name, storage, multiInstance: false });
    expect((await v1.outbox.findOne('e1').exec())?.toMutableJSON()).toEqual(waiting);
    await v1.close();
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
      staffEditedAt: _e,
      ...properties
    } = postSchema.properties;
    const v0Schema: RxJsonSchema<ShippedPost> = {
      ...postSchema,
      primaryKey: 'id',
      version: 0,
      properties,
      required: Object.keys(properties) as (keyof ShippedPost)[],
      indexes: [
        ['boardId', 'createdAt'],
        ['boardId', 'likeCount', 'createdAt'],
        ['boardId', 'viewCount', 'createdAt'],
        'createdAt',
      ],
    };
    const v0 = await createRxDatabase<{ posts: RxCollection<ShippedPost> }>({
      name,
      storage,
      multiInstance: false,
    });
    await v0.addCollections({ posts: { schema: v0Schema } });
    const { staffEditedAt: _mark, ...stored } = {
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
      staffEditedAt: null,
    });
    await v1.close();
  });

  it('migrates stored posts to version 2: none was marked as edited by staff yet', async () => {
    const storage = memoryStorage();
    const name = `c9-migration-v2-${Date.now()}`;
    // Version 1 as it shipped: today's fields but the staff-edit mark.
    const { staffEditedAt: _e, ...properties } = postSchema.properties;
    const v1Schema: RxJsonSchema<ShippedLocalPost> = {
      ...postSchema,
      primaryKey: 'id',
      version: 1,
      properties,
      required: Object.keys(properties) as (keyof ShippedLocalPost)[],
    };
    const v1 = await createRxDatabase<{ posts: RxCollection<ShippedLocalPost> }>({
      name,
      storage,
      multiInstance: false,
    });
    await v1.addCollections({
      posts: { schema: v1Schema, migrationStrategies: { 1: (doc: ShippedLocalPost) => doc } },
    });
    const { staffEditedAt: _mark, ...stored } = withPostKeys({
      ...post('p2', 'free', { title: '예전 글' }),
      rev: 2,
    });
    await v1.posts.insert(stored);
    await v1.close();

    const v2 = await openDatabase({ name, storage, multiInstance: false });
    expect((await v2.posts.findOne('p2').exec())?.toJSON()).toEqual({ ...stored, staffEditedAt: null });
    await v2.close();
  });
});
