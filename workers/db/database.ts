import type { MigrationStrategies, RxCollection, RxDatabase, RxJsonSchema, RxStorage } from 'rxdb';
import { addRxPlugin, createRxDatabase } from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import type {
  LocalBlock,
  LocalBoard,
  LocalComment,
  LocalLiveStation,
  LocalNotice,
  LocalNotification,
  LocalPost,
  MetaDoc,
  OutboxDoc,
} from './local-types';
import { migrations } from './migrations';
import {
  blockSchema,
  boardSchema,
  commentSchema,
  liveStationSchema,
  metaSchema,
  noticeSchema,
  notificationSchema,
  outboxSchema,
  postSchema,
} from './schemas';

addRxPlugin(RxDBMigrationSchemaPlugin);

export type C9Collections = {
  boards: RxCollection<LocalBoard>;
  posts: RxCollection<LocalPost>;
  comments: RxCollection<LocalComment>;
  notifications: RxCollection<LocalNotification>;
  blocks: RxCollection<LocalBlock>;
  liveStations: RxCollection<LocalLiveStation>;
  notices: RxCollection<LocalNotice>;
  meta: RxCollection<MetaDoc>;
  outbox: RxCollection<OutboxDoc>;
};
export type C9Database = RxDatabase<C9Collections>;

type CollectionDefinition<T> = { schema: RxJsonSchema<T>; migrationStrategies: MigrationStrategies };
export type CollectionDefinitions = {
  [K in keyof C9Collections]: C9Collections[K] extends RxCollection<infer T>
    ? CollectionDefinition<T>
    : never;
};

/** Nine of the free build's sixteen collections. */
export const collectionDefinitions: CollectionDefinitions = {
  boards: { schema: boardSchema, migrationStrategies: migrations.boards },
  posts: { schema: postSchema, migrationStrategies: migrations.posts },
  comments: { schema: commentSchema, migrationStrategies: migrations.comments },
  notifications: { schema: notificationSchema, migrationStrategies: migrations.notifications },
  blocks: { schema: blockSchema, migrationStrategies: migrations.blocks },
  liveStations: { schema: liveStationSchema, migrationStrategies: migrations.liveStations },
  notices: { schema: noticeSchema, migrationStrategies: migrations.notices },
  meta: { schema: metaSchema, migrationStrategies: migrations.meta },
  outbox: { schema: outboxSchema, migrationStrategies: migrations.outbox },
};

/** One database per account, so a shared phone never shows one account's rows to another. */
export function databaseName(userUuid: string | null): string {
  return userUuid ? `c9-${userUuid.toLowerCase()}` : 'c9-anon';
}

export type OpenDatabaseOptions = {
  name: string;
  storage: RxStorage<unknown, unknown>;
  /** True in browsers: other tabs' workers see this one's writes. */
  multiInstance: boolean;
  collections?: CollectionDefinitions;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<C9Database> {
  const db = await createRxDatabase<C9Collections>({
    name: options.name,
    storage: options.storage,
    multiInstance: options.multiInstance,
    // The UI re-opens the same account after a logout and login in one worker.
    closeDuplicates: true,
  });
  await db.addCollections(options.collections ?? collectionDefinitions);
  return db;
}
