import { customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { FilePurpose } from '../../../src/contract';
import { ts } from '../../db/columns';
import { userRef } from '../user/tables';

/** Raw bytes; PGlite and PostgreSQL both hand them back as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => value,
  toDriver: (value) => value,
});

/**
 * Uploaded files, kept in the database so every server node serves every file (no shared disk).
 * Rows never change after insert, which is what lets them be cached for a year.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    ownerUuid: userRef('owner_uuid'),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    /** Sniffed from the stored bytes, never the name or the declared type. */
    mimeType: text('mime_type').notNull(),
    filename: text('filename').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    /** Null: the purpose keeps no separate thumbnail and the file itself is shown. */
    thumbnail: bytea('thumbnail'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerUuid)],
);
