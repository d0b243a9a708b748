import { desc, eq } from 'drizzle-orm';
import type { ContactCategory } from '../../../src/contract';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { files } from '../file/tables';
import { users } from '../user/tables';
import { contactThreads } from './tables';

/** A thread with what its DTO shows beside it: the author's nickname and the attached image's details. */
const threadColumns = {
  id: contactThreads.id,
  authorUuid: contactThreads.authorUuid,
  authorNickname: users.nickname,
  category: contactThreads.category,
  title: contactThreads.title,
  content: contactThreads.content,
  replyEmail: contactThreads.replyEmail,
  attachmentFileId: contactThreads.attachmentFileId,
  attachmentFilename: files.filename,
  attachmentWidth: files.width,
  attachmentHeight: files.height,
  answer: contactThreads.answer,
  answeredAt: contactThreads.answeredAt,
  createdAt: contactThreads.createdAt,
};

const selectThreads = (db: Db) =>
  db
    .select(threadColumns)
    .from(contactThreads)
    .leftJoin(users, eq(users.uuid, contactThreads.authorUuid))
    .leftJoin(files, eq(files.id, contactThreads.attachmentFileId));

export type ThreadRow = Awaited<ReturnType<typeof selectThreads>>[number];

export function createContactRepository(db: Db) {
  const threads = () => selectThreads(db);

  return {
    /** A member's thread (`authorUuid`), or a visitor's (`replyEmail`). */
    async create(input: {
      authorUuid: string | null;
      replyEmail?: string;
      category: ContactCategory;
      title: string;
      content: string;
      attachmentFileId: string | null;
    }): Promise<string> {
      const id = newId();
      await db.insert(contactThreads).values({ id, ...input });
      return id;
    },

    async find(id: string): Promise<ThreadRow | undefined> {
      const [row] = await threads().where(eq(contactThreads.id, id));
      return row;
    },

    /** The member's own threads, newest first. */
    listByAuthor: (authorUuid: string) =>
      db
        .select({
          id: contactThreads.id,
          category: contactThreads.category,
          title: contactThreads.title,
          answeredAt: contactThreads.answeredAt,
          createdAt: contactThreads.createdAt,
        })
        .from(contactThreads)
        .where(eq(contactThreads.authorUuid, authorUuid))
        .orderBy(desc(contactThreads.createdAt), desc(contactThreads.id)),

    /** Every thread for the admins, newest first. */
    listAll: () => threads().orderBy(desc(contactThreads.createdAt), desc(contactThreads.id)),

    /** Sets (or replaces) the answer; false when there is no such thread. */
    async answer(id: string, answer: string, answeredBy: string): Promise<boolean> {
      const updated = await db
        .update(contactThreads)
        .set({ answer, answeredBy, answeredAt: new Date() })
        .where(eq(contactThreads.id, id))
        .returning({ id: contactThreads.id });
      return updated.length > 0;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
