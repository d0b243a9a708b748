import {
  apiPath,
  FILE_MESSAGES,
  FILE_RULES,
  type FilePurpose,
  STARCRAFT_REPLAY_MIME_TYPE,
  type StoredFile,
} from '../../../src/contract';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { prepareImage } from './image';
import type { FileInfo, FileRepository } from './repository';
import { sniffAllowedType } from './sniff';

export interface StoreInput {
  ownerUuid: string;
  purpose: FilePurpose;
  bytes: Uint8Array;
  /** Only for the download name; the type comes from the bytes. */
  filename: string;
}

export interface ClaimInput {
  ownerUuid: string;
  purpose: FilePurpose;
  /** The request field that named the file: where a refusal is shown. */
  field: string;
}

/** What other modules use (`app.files`): the one way a file enters the product. */
export interface FileStore {
  /** Checks the bytes, resizes, keeps the file; refuses (415/400 `HttpError`) what is not allowed. */
  store(input: StoreInput): Promise<StoredFile>;
  /** A file a request names by id: it must exist, be the member's own and be for this purpose (else 400). */
  claim(id: string, input: ClaimInput): Promise<StoredFile>;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  [STARCRAFT_REPLAY_MIME_TYPE]: 'rep',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The download name: the upload's own name (no folders, no control characters) with the stored type's extension. */
export function downloadName(filename: string, mimeType: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '')
    .replace(/\p{Cc}/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 100);
  return `${base || 'image'}.${EXTENSIONS[mimeType] ?? 'bin'}`;
}

export const toStoredFile = (file: FileInfo): StoredFile => {
  const uri = apiPath('file', { id: file.id });
  return {
    id: file.id,
    purpose: file.purpose,
    uri,
    thumbnailUri: file.hasThumbnail ? apiPath('fileThumbnail', { id: file.id }) : uri,
    mimeType: file.mimeType,
    size: file.size,
    width: file.width,
    height: file.height,
    filename: file.filename,
  };
};

export function createFileStore(repository: FileRepository): FileStore {
  return {
    async store({ ownerUuid, purpose, bytes, filename }) {
      const rule = FILE_RULES[purpose];
      const sniffed = await sniffAllowedType(bytes, rule.kind, rule.refusal);
      const image = rule.keepAsIs
        ? { bytes, mimeType: sniffed, width: 0, height: 0, thumbnail: null }
        : await prepareImage(bytes, sniffed, rule);
      const row = await repository.insert({
        id: newId(),
        ownerUuid,
        purpose,
        mimeType: image.mimeType,
        filename: downloadName(filename, image.mimeType),
        size: image.bytes.byteLength,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        thumbnail: image.thumbnail,
      });
      return toStoredFile(row);
    },

    async claim(id, { ownerUuid, purpose, field }) {
      const file = UUID.test(id) ? await repository.info(id) : undefined;
      if (!file || file.ownerUuid !== ownerUuid || file.purpose !== purpose)
        throw new HttpError(400, FILE_MESSAGES.notFound, field);
      return toStoredFile(file);
    },
  };
}
