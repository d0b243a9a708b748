import { getTableName } from 'drizzle-orm';
import { openDatabase } from './client';
import { replicatedTables, revTriggerSql, tablesWithoutRevTrigger } from './rev-trigger';

/**
 * Prints the `bump_rev` triggers a new migration lacks: one statement for each replicated table
 * that a freshly migrated database has no trigger on. Run it after `npm run db:generate` and add
 * its output to the end of the generated migration:
 *   node --import tsx server/db/print-rev-triggers.ts
 */
const database = await openDatabase({ dataDir: 'memory://' });
try {
  const missing = new Set(await tablesWithoutRevTrigger(database.db));
  for (const table of replicatedTables) {
    if (missing.has(getTableName(table))) console.log(`--> statement-breakpoint\n${revTriggerSql(table)}`);
  }
} finally {
  await database.close();
}
