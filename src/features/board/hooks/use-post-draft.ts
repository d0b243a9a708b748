import { useCallback, useMemo } from 'react';
import { appStorage } from '../../../data/http';
import { draftKey, isDraftEmpty, type PostDraft, readDraft, withDraft } from '../post-draft';

/** The signed-in user's draft of a new post (or of one post being modified), in local storage. */
export function usePostDraft(postId: string | null) {
  const key = draftKey(postId);
  const initial = useMemo(() => readDraft(appStorage.read('board'), key), [key]);
  const save = useCallback(
    (draft: Omit<PostDraft, 'savedAt'>) => {
      const next = isDraftEmpty(draft) ? null : { ...draft, savedAt: Date.now() };
      appStorage.update('board', (stored) => withDraft(stored, key, next));
    },
    [key],
  );
  const clear = useCallback(() => {
    appStorage.update('board', (stored) => withDraft(stored, key, null));
  }, [key]);
  return useMemo(() => ({ initial, save, clear }), [initial, save, clear]);
}
