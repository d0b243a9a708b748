import { useCallback } from 'react';
import { useStoredValue } from '../../../app';
import { appStorage } from '../../../data/http';
import { type FeedPreference, readFeedPreference, setBoardInFeed } from '../feed-preference';

/** The /board/all board choice and a setter that stores it. */
export function useFeedPreference(): [FeedPreference, (boardId: string, shown: boolean) => void] {
  const preference = readFeedPreference(useStoredValue('boardFeedPreference'));
  const setShown = useCallback((boardId: string, shown: boolean) => {
    appStorage.update('boardFeedPreference', (current) =>
      setBoardInFeed(readFeedPreference(current), boardId, shown),
    );
  }, []);
  return [preference, setShown];
}
