import { z } from 'zod';
import type { UploadKind } from './mime';

/**
 * Uploads (issue 11 item 5): one file module for the whole product. A client sends the file with
 * its purpose to `apiRoutes.files` (multipart: `purpose` field, then the `file` part); the server
 * checks the bytes against the SPEC section 5 list of the purpose's kind, resizes images down to
 * the purpose's width and answers a `StoredFile`, whose `id` other calls then name.
 */
export const FilePurpose = z.enum(
  ['post-image', 'profile-image', 'emoticon', 'contact-image', 'timeline-image', 'starcraft-replay'],
  {
    error: '업로드 용도가 올바르지 않습니다.',
  },
);
export type FilePurpose = z.infer<typeof FilePurpose>;

export interface FileRule {
  /** Which SPEC section 5 MIME list the bytes must match. */
  kind: UploadKind;
  /** Wider images are scaled down to this width (never up). */
  maxWidth: number;
  /** A square thumbnail of this size is kept too; null: the thumbnail is the file itself. */
  thumbnailSize: number | null;
  /** Not an image: kept byte for byte (no resizing, no thumbnail). */
  keepAsIs?: true;
  /** What a refused file is told, when not `FILE_MESSAGES.notAllowed`. */
  refusal?: string;
}

export const FILE_RULES: Record<FilePurpose, FileRule> = {
  'post-image': { kind: 'image', maxWidth: 1280, thumbnailSize: null },
  'profile-image': { kind: 'image', maxWidth: 512, thumbnailSize: 128 },
  emoticon: { kind: 'image', maxWidth: 240, thumbnailSize: null },
  'contact-image': { kind: 'image', maxWidth: 1280, thumbnailSize: null },
  /** The crew's history (`/timeline`): shown as squares, opened full size. */
  'timeline-image': { kind: 'image', maxWidth: 1600, thumbnailSize: 320 },
  /** A StarCraft game's replay, saved with its match record (`/starcraft/replay`). */
  'starcraft-replay': {
    kind: 'starcraft-replay',
    maxWidth: 0,
    thumbnailSize: null,
    keepAsIs: true,
    refusal: '스타크래프트 리플레이(.rep) 파일만 올릴 수 있습니다.',
  },
};

/** Before resizing: a phone photo fits, a video does not. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export const FILE_MESSAGES = {
  missing: '업로드할 파일을 골라 주세요.',
  notAllowed: '올릴 수 없는 형식의 파일입니다. (bmp, jpg, png, gif, webp 이미지만 올릴 수 있습니다)',
  tooLarge: `파일이 너무 큽니다. ${MAX_UPLOAD_BYTES / 1024 / 1024}MB 이하의 파일만 올릴 수 있습니다.`,
  unreadable: '이미지를 읽을 수 없습니다. 손상되지 않은 이미지 파일인지 확인해 주세요.',
  notFound: '업로드한 파일을 찾을 수 없습니다. 다시 올려 주세요.',
  malformed: '업로드 요청의 형식이 올바르지 않습니다. 파일을 다시 골라 올려 주세요.',
} as const;

/** The multipart fields beside the file part; `purpose` must come before the file. */
export const UploadFields = z.object({ purpose: FilePurpose });

export const StoredFile = z.object({
  id: z.string().uuid(),
  purpose: FilePurpose,
  /** Served with long-lived cache headers: the bytes under an id never change. */
  uri: z.string(),
  thumbnailUri: z.string(),
  /** From the bytes, never from the name or the declared type. */
  mimeType: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  filename: z.string(),
});
export type StoredFile = z.infer<typeof StoredFile>;

/** SPEC section 7: `POST /api/v1/user/me/profile-image`, as a form, names an uploaded file. */
export const ProfileImageRequest = z.object({
  fileDetailId: z.string({ error: FILE_MESSAGES.missing }).uuid(FILE_MESSAGES.notFound),
});
