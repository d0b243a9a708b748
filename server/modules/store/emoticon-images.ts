import { and, eq, inArray } from 'drizzle-orm';
import type { EmoticonInput } from '../../../src/contract';
import type { Db } from '../../db/client';
import type { FileStore } from '../file/store';
import type { EmoticonImage } from './repository';
import { storeEmoticons } from './tables';

/**
 * The images of a pack are uploads (`POST /api/v1/file`, purpose `emoticon`: bytes checked and
 * resized by the file module). A seller names their own uploads; images the pack already has stay
 * as they are (an admin editing someone's pack keeps the seller's images).
 */
export function createEmoticonImages(db: Db, files: FileStore) {
  return {
    async check(uploaderUuid: string, list: EmoticonInput[], productId?: number): Promise<EmoticonImage[]> {
      const kept = productId
        ? await db
            .select({ fileId: storeEmoticons.fileId, imageUrl: storeEmoticons.imageUrl })
            .from(storeEmoticons)
            .where(
              and(
                eq(storeEmoticons.productId, productId),
                inArray(
                  storeEmoticons.fileId,
                  list.map((e) => e.fileId),
                ),
              ),
            )
        : [];
      const keptUrls = new Map(kept.map((k) => [k.fileId, k.imageUrl]));
      const images: EmoticonImage[] = [];
      for (const [i, e] of list.entries()) {
        const imageUrl =
          keptUrls.get(e.fileId) ??
          (
            await files.claim(e.fileId, {
              ownerUuid: uploaderUuid,
              purpose: 'emoticon',
              field: `emoticons.${i}.fileId`,
            })
          ).uri;
        images.push({ fileId: e.fileId, name: e.name, imageUrl });
      }
      return images;
    },
  };
}

export type EmoticonImages = ReturnType<typeof createEmoticonImages>;
