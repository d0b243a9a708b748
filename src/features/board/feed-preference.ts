import { isPlainObject } from '../../lib/storage-schema';

/** Which boards /board/all leaves out (local storage category `boardFeedPreference`). */
export type FeedPreference = { hiddenBoardIds: string[] };

/**
 * The stored choice, or none hidden when it is missing or malformed. Read by hand, not with zod:
 * the board list is a landing page, and zod would be one more file before its rows.
 */
export function readFeedPreference(stored: unknown): FeedPreference {
  const ids = isPlainObject(stored) ? stored.hiddenBoardIds : [];
  return { hiddenBoardIds: Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? [...ids] : [] };
}

export const isBoardInFeed = (preference: FeedPreference, boardId: string): boolean =>
  !preference.hiddenBoardIds.includes(boardId);

/** Shows or hides one board in the feed; the list stays free of duplicates. */
export function setBoardInFeed(preference: FeedPreference, boardId: string, shown: boolean): FeedPreference {
  const others = preference.hiddenBoardIds.filter((id) => id !== boardId);
  return { hiddenBoardIds: shown ? others : [...others, boardId] };
}
