/*
 * Emoticons in a comment's plain text (`[emo:{id}]`). Kept apart from the zod contract so the
 * comment view draws them without loading the shop's schemas; `src/contract/store.ts` re-exports them.
 */

export const EMOTICON_TOKEN = /\[emo:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\]/g;

export const emoticonToken = (id: string) => `[emo:${id}]`;

/** The emoticon ids a text uses, each once. */
export const emoticonIdsIn = (text: string): string[] => [
  ...new Set([...text.matchAll(EMOTICON_TOKEN)].map((m) => m[1]!)),
];

/** Text and emoticons in order, for drawing a comment. */
export type EmoticonPart = { text: string } | { emoticonId: string };

export function splitEmoticons(text: string): EmoticonPart[] {
  const parts: EmoticonPart[] = [];
  let last = 0;
  for (const m of text.matchAll(EMOTICON_TOKEN)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ emoticonId: m[1]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The text without its emoticons: what shows before the images can be drawn. */
export const withoutEmoticons = (text: string): string => text.replace(EMOTICON_TOKEN, '');

/** Public address of an emoticon's image, outside /api/ so the service worker keeps it offline. */
export const emoticonImagePath = (id: string) => `/emoticon/${id}`;
