import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  TIMELINE_NOT_FOUND,
  type TimelineEntry,
  type TimelineEntryInput,
  type TimelineImage,
} from '../../../src/contract/crew';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { FileStore } from '../file/store';
import { crewTimeline } from './tables';

type Row = typeof crewTimeline.$inferSelect;
type EntryInput = z.output<typeof TimelineEntryInput>;

const toDto = (row: Row): TimelineEntry => ({
  id: row.id,
  eventDate: row.eventDate,
  title: row.title,
  content: row.content,
  images: row.images,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The crew's history, newest first; images are files the writing admin uploaded for it. */
export function createTimeline(db: Db, files: FileStore) {
  /**
   * The images in the order given: those the entry already shows are kept as they are, any other
   * must be the admin's own `timeline-image` upload (else a 400 on `imageFileIds`).
   */
  async function imagesOf(ids: string[], adminUuid: string, kept: TimelineImage[]): Promise<TimelineImage[]> {
    const images: TimelineImage[] = [];
    for (const id of new Set(ids)) {
      const known = kept.find((image) => image.id === id);
      if (known) {
        images.push(known);
        continue;
      }
      const file = await files.claim(id, {
        ownerUuid: adminUuid,
        purpose: 'timeline-image',
        field: 'imageFileIds',
      });
      images.push({
        id: file.id,
        uri: file.uri,
        thumbnailUri: file.thumbnailUri,
        width: file.width,
        height: file.height,
      });
    }
    return images;
  }

  async function row(id: string): Promise<Row> {
    const [found] = await db.select().from(crewTimeline).where(eq(crewTimeline.id, id));
    if (!found) throw notFound(TIMELINE_NOT_FOUND);
    return found;
  }

  return {
    list: async () =>
      (
        await db
          .select()
          .from(crewTimeline)
          .orderBy(desc(crewTimeline.eventDate), desc(crewTimeline.createdAt))
      ).map(toDto),

    get: async (id: string) => toDto(await row(id)),

    async create(input: EntryInput, adminUuid: string): Promise<TimelineEntry> {
      const images = await imagesOf(input.imageFileIds, adminUuid, []);
      const [created] = await db
        .insert(crewTimeline)
        .values({
          id: newId(),
          eventDate: input.eventDate,
          title: input.title,
          content: input.content,
          images,
          createdBy: adminUuid,
        })
        .returning();
      return toDto(created!);
    },

    async update(id: string, input: EntryInput, adminUuid: string): Promise<TimelineEntry> {
      const current = await row(id);
      const images = await imagesOf(input.imageFileIds, adminUuid, current.images);
      const [updated] = await db
        .update(crewTimeline)
        .set({
          eventDate: input.eventDate,
          title: input.title,
          content: input.content,
          images,
          updatedAt: new Date(),
        })
        .where(eq(crewTimeline.id, id))
        .returning();
      if (!updated) throw notFound(TIMELINE_NOT_FOUND);
      return toDto(updated);
    },

    async remove(id: string) {
      const rows = await db
        .delete(crewTimeline)
        .where(eq(crewTimeline.id, id))
        .returning({ id: crewTimeline.id });
      if (rows.length === 0) throw notFound(TIMELINE_NOT_FOUND);
    },
  };
}

export type Timeline = ReturnType<typeof createTimeline>;
