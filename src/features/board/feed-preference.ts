import { z } from 'zod';

/** Which boards /board/all leaves out (local storage category `boardFeedPreference`). */
export const FeedPreference = z
  .object({ hiddenBoardIds: z.array(z.string()).catch([]) })
  .catch({ hiddenBoardIds: [] });
export type FeedPreference = z.infer<typeof FeedPreference>;

export const readFeedPreference = (stored: unknown): FeedPreference => FeedPreference.parse(stored);

export const isBoardInFeed = (preference: FeedPreference, boardId: string): boolean =>
  !preference.hiddenBoardIds.includes(boardId);

/** Shows or hides one board in the feed; the list stays free of duplicates. */
export function setBoardInFeed(preference: FeedPreference, boardId: string, shown: boolean): FeedPreference {
  const others = preference.hiddenBoardIds.filter((id) => id !== boardId);
  return { hiddenBoardIds: shown ? others : [...others, boardId] };
}
