import type { RxCollectionCreator, RxDatabase, RxStorage } from 'rxdb';
import { addRxPlugin, createRxDatabase } from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { type FeatureDocs, workerFeatures } from '../features';
import type { Collections } from '../features/feature';
import { markStart } from '../start-marks';
import { type CoreDocs, coreCollections } from './collections';

addRxPlugin(RxDBMigrationSchemaPlugin);

export type C9Docs = CoreDocs & FeatureDocs;
export type C9Collections = Collections<C9Docs>;
export type C9Database = RxDatabase<C9Collections>;

/** Every collection of an account's database: the core's and each listed feature's, by name. */
export const collectionDefinitions: Record<string, RxCollectionCreator> = Object.fromEntries([
  ...Object.entries(coreCollections),
  ...workerFeatures.flatMap((feature) => Object.entries(feature.collections)),
]);

/** One database per account, so a shared phone never shows one account's rows to another. */
export function databaseName(userUuid: string | null): string {
  return userUuid ? `c9-${userUuid.toLowerCase()}` : 'c9-anon';
}

export type OpenDatabaseOptions = {
  name: string;
  storage: RxStorage<unknown, unknown>;
  /** True in browsers: other tabs' workers see this one's writes. */
  multiInstance: boolean;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<C9Database> {
  const db = await createRxDatabase<C9Collections>({
    name: options.name,
    storage: options.storage,
    multiInstance: options.multiInstance,
    // The UI re-opens the same account after a logout and login in one worker.
    closeDuplicates: true,
  });
  markStart('database');
  await db.addCollections(collectionDefinitions);
  markStart('collections');
  return db;
}
