import { z } from 'zod';

/** What the write form keeps in local storage while typing (category `board`, per user). */
export const PostDraft = z.object({
  boardId: z.string(),
  categoryNumber: z.number().int().nullable(),
  title: z.string(),
  content: z.string(),
  savedAt: z.number(),
});
export type PostDraft = z.infer<typeof PostDraft>;

const Drafts = z.record(z.string(), z.unknown()).catch({});

/** A new post has one draft; each post being modified has its own. */
export const draftKey = (postId: string | null): string => (postId ? `draft:edit:${postId}` : 'draft:new');

/** The draft under `key`, or null when absent or unreadable. */
export function readDraft(stored: Record<string, unknown>, key: string): PostDraft | null {
  const parsed = PostDraft.safeParse(Drafts.parse(stored)[key]);
  return parsed.success ? parsed.data : null;
}

export function withDraft(
  stored: Record<string, unknown>,
  key: string,
  draft: PostDraft | null,
): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = Drafts.parse(stored);
  return draft ? { ...rest, [key]: draft } : rest;
}

/** Nothing typed yet: an empty form is not worth keeping or asking about. */
export const isDraftEmpty = (draft: Pick<PostDraft, 'title' | 'content'>): boolean =>
  draft.title.trim() === '' && draft.content === '';
