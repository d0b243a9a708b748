import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ContactCategory } from '../../../src/contract';
import { ts } from '../../db/columns';
import { files } from '../file/tables';
import { userRef, users } from '../user/tables';

/**
 * Feedback threads (PRODUCT.md "Crew and community pages", `/contact`): what a member asked, with
 * an optional uploaded image, and the admin's answer once given. Not replicated: the pages load it.
 */
export const contactThreads = pgTable(
  'contact_threads',
  {
    id: uuid('id').primaryKey(),
    authorUuid: userRef('author_uuid'),
    category: text('category').$type<ContactCategory>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    attachmentFileId: uuid('attachment_file_id').references(() => files.id),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => users.uuid),
    answeredAt: ts('answered_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('contact_threads_author_idx').on(t.authorUuid, t.createdAt),
    index('contact_threads_created_idx').on(t.createdAt),
  ],
);
