import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ContactCategory } from '../../../src/contract';
import { ts } from '../../db/columns';
import { files } from '../file/tables';
import { users } from '../user/tables';

/**
 * Feedback threads (PRODUCT.md "Crew and community pages", `/contact`): what a member asked, with
 * an optional uploaded image, and the admin's answer once given. Not replicated: the pages load it.
 */
export const contactThreads = pgTable(
  'contact_threads',
  {
    id: uuid('id').primaryKey(),
    /** Null for a visitor's thread: they gave `replyEmail` instead. */
    authorUuid: uuid('author_uuid').references(() => users.uuid),
    /** Where a visitor asked to be answered; the admins reply by e-mail (no notification). */
    replyEmail: text('reply_email'),
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
