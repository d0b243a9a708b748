import type { FastifyInstance } from 'fastify';
import { mayRead, type Role } from '../../../src/contract';
import { htmlToText } from '../../lib/sanitize';

/** What the alerts read of a new post: the board module passes its row. */
export type NewPost = {
  id: string;
  boardId: string;
  title: string;
  content: string;
  authorUuid: string;
  authorNickname: string;
};

/**
 * A new post tells those who subscribed to its author and those whose keyword it contains
 * (SPEC section 7 "Alerts"): once per person, never the author, never someone who blocked the
 * author or cannot read the board (its read roles).
 */
export const createNotifyNewPost =
  ({ alertRepository: alerts, notifier }: Pick<FastifyInstance, 'alertRepository' | 'notifier'>) =>
  async (post: NewPost, boardReadRoles: readonly Role[]): Promise<void> => {
    const text = `${post.title} ${htmlToText(post.content)}`;
    const [subscribers, keywordHits] = await Promise.all([
      alerts.subscribersOf(post.authorUuid),
      alerts.keywordsIn(text),
    ]);
    const reasons = new Map<string, string>();
    for (const s of subscribers)
      reasons.set(s.userUuid, `${post.authorNickname}님이 새 글을 올렸습니다: 「${post.title}」`);
    for (const k of keywordHits) {
      if (!reasons.has(k.userUuid))
        reasons.set(k.userUuid, `키워드 「${k.keyword}」가 들어간 새 글: 「${post.title}」`);
    }
    reasons.delete(post.authorUuid);
    if (reasons.size === 0) return;

    const recipients = [...reasons.keys()];
    const [readers, blocked] = await Promise.all([
      alerts.membersAmong(recipients),
      alerts.blockersAmong(post.authorUuid, recipients),
    ]);
    for (const reader of readers) {
      if (blocked.has(reader.uuid) || !mayRead(boardReadRoles, reader.roles)) continue;
      await notifier.notify({
        userUuid: reader.uuid,
        content: reasons.get(reader.uuid)!,
        path: `/board/${post.boardId}/${post.id}`,
      });
    }
  };
