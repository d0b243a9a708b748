/** Upload rules of SPEC section 5: which files each kind of upload accepts. */

export const IMAGE_MIME_TYPES = ['image/bmp', 'image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const GENERAL_MIME_TYPES = [
  ...IMAGE_MIME_TYPES,
  'video/mp4',
  'video/webm',
  'audio/ogg',
  'audio/mpeg',
  'audio/wav',
  'audio/x-m4a',
] as const;

export const REPLAY_MIME_TYPES = [...IMAGE_MIME_TYPES, 'video/mp4', 'video/webm', 'video/ogg'] as const;

export const IMAGE_EXTENSIONS = ['bmp', 'jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'webm'] as const;
export const AUDIO_EXTENSIONS = ['ogg', 'mp3', 'm4a'] as const;
/** `wav` is accepted for upload but belongs to none of the three display groups. */
export const ALLOWED_EXTENSIONS = [
  ...IMAGE_EXTENSIONS,
  ...VIDEO_EXTENSIONS,
  'ogg',
  'mp3',
  'wav',
  'm4a',
] as const;

export const PLAYABLE_MEDIA_TYPES = ['mp4', 'afreecatv', 'soop', 'youtube'] as const;
export type PlayableMediaType = (typeof PLAYABLE_MEDIA_TYPES)[number];

/**
 * A StarCraft replay (.rep): no registered type, recognised by its bytes (the replay id section,
 * "reRS" or "seRS"). Not SPEC section 5's "replay" list, which is clips (images and video).
 */
export const STARCRAFT_REPLAY_MIME_TYPE = 'application/x-starcraft-replay';

export type UploadKind = 'image' | 'general' | 'replay' | 'starcraft-replay';
export type MediaKind = 'image' | 'video' | 'audio' | 'other';

const MIME_TYPES_BY_KIND: Record<UploadKind, readonly string[]> = {
  image: IMAGE_MIME_TYPES,
  general: GENERAL_MIME_TYPES,
  replay: REPLAY_MIME_TYPES,
  'starcraft-replay': [STARCRAFT_REPLAY_MIME_TYPE],
};

/** The `accept` attribute of a file input for an upload kind. */
export const acceptAttribute = (kind: UploadKind): string => MIME_TYPES_BY_KIND[kind].join(',');

/** Browsers report some types with parameters or in capitals (`image/JPEG; q=1`). */
export function isAllowedMime(mimeType: string, kind: UploadKind): boolean {
  const bare = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return MIME_TYPES_BY_KIND[kind].includes(bare);
}

/** Lower-cased extension without the dot; '' when the name has none. Query strings are ignored. */
export function extensionOf(filename: string): string {
  const name = filename.split(/[?#]/)[0] ?? '';
  const dot = name.lastIndexOf('.');
  if (dot < 0 || dot < name.lastIndexOf('/')) return '';
  return name.slice(dot + 1).toLowerCase();
}

const includes = (list: readonly string[], value: string) => list.includes(value);

export const isAllowedExtension = (filename: string): boolean =>
  includes(ALLOWED_EXTENSIONS, extensionOf(filename));

export function mediaKindOf(filename: string): MediaKind {
  const ext = extensionOf(filename);
  if (includes(IMAGE_EXTENSIONS, ext)) return 'image';
  if (includes(VIDEO_EXTENSIONS, ext)) return 'video';
  if (includes(AUDIO_EXTENSIONS, ext)) return 'audio';
  return 'other';
}

export const isPlayableMediaType = (value: string): value is PlayableMediaType =>
  includes(PLAYABLE_MEDIA_TYPES, value);
