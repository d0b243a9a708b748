import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from './tables';

export type FileRow = typeof files.$inferSelect;
export type FileInfo = Omit<FileRow, 'bytes' | 'thumbnail'> & { hasThumbnail: boolean };

const info = {
  id: files.id,
  ownerUuid: files.ownerUuid,
  purpose: files.purpose,
  mimeType: files.mimeType,
  filename: files.filename,
  size: files.size,
  width: files.width,
  height: files.height,
  createdAt: files.createdAt,
  hasThumbnail: sql<boolean>`${files.thumbnail} is not null`,
};

export function createFileRepository(db: Db) {
  return {
    async insert(row: typeof files.$inferInsert): Promise<FileInfo> {
      const [inserted] = await db.insert(files).values(row).returning(info);
      return inserted!;
    },

    async info(id: string): Promise<FileInfo | undefined> {
      const [row] = await db.select(info).from(files).where(eq(files.id, id));
      return row;
    },

    /** The bytes to serve: the file, or its thumbnail (the file itself when it keeps none). */
    async content(id: string, variant: 'file' | 'thumbnail') {
      const [row] = await db
        .select({
          mimeType: files.mimeType,
          filename: files.filename,
          bytes: files.bytes,
          thumbnail: files.thumbnail,
        })
        .from(files)
        .where(eq(files.id, id));
      if (!row) return undefined;
      const bytes = variant === 'thumbnail' && row.thumbnail ? row.thumbnail : row.bytes;
      return { mimeType: row.mimeType, filename: row.filename, bytes };
    },
  };
}

export type FileRepository = ReturnType<typeof createFileRepository>;
