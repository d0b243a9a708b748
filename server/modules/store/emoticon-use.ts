import { emoticonIdsIn } from '../../../src/contract';
import { HttpError } from '../../lib/http-error';
import type { StoreRepository } from './repository';

export const NOT_OWNED_EMOTICON = '가지고 있지 않은 이모티콘은 쓸 수 없습니다.';

/**
 * A text (a comment) may carry only emoticons of packs its author owns: anything else is refused,
 * so no one's comment shows an emoticon as theirs that they never bought.
 */
export async function assertOwnsEmoticons(
  store: StoreRepository,
  userUuid: string,
  text: string,
  field = 'content',
): Promise<void> {
  const ids = emoticonIdsIn(text);
  if (ids.length === 0) return;
  const usable = await store.usableEmoticons(userUuid, ids);
  if (ids.some((id) => !usable.has(id))) throw new HttpError(400, NOT_OWNED_EMOTICON, field);
}
