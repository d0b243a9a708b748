import { apiPath } from '../../../src/contract/api-paths';
import { CommentInput, CommentUpdate } from '../../../src/contract/board';
import type { WriteOutcome } from '../../outbox/outbox';
import { parseInput } from '../../outbox/parse-input';
import type { FeatureContext } from '../feature';
import type { BoardTypes } from '.';

export type CommentsHandlers = {
  /** Pulls the post's comments and follows `/topic/post/{id}` until `closePost`. Counted per call. */
  openPost(postId: string): Promise<void>;
  closePost(postId: string): Promise<void>;
  createComment(postId: string, input: CommentInput): Promise<WriteOutcome>;
  /** The author's own comment; offline the new text shows as 전송 대기 until it is sent. */
  updateComment(postId: string, commentId: string, input: CommentUpdate): Promise<WriteOutcome>;
  /** Offline the comment leaves the list at once and the server hears of it later. */
  deleteComment(postId: string, commentId: string): Promise<WriteOutcome>;
};

export function commentsHandlers(context: FeatureContext<BoardTypes>): CommentsHandlers {
  // Posts the UI holds open, with how many times. A post page can mount before the account is open
  // (or while it switches at login): each account that opens gets the posts already held.
  const held = new Map<string, number>();
  context.account$.subscribe((account) => {
    if (!account) return;
    for (const [postId, times] of held) {
      for (let i = 0; i < times; i++) void account.part.openPost(postId).catch(() => undefined);
    }
  });
  return {
    async openPost(postId) {
      held.set(postId, (held.get(postId) ?? 0) + 1);
      await context.current()?.part.openPost(postId);
    },
    async closePost(postId) {
      const times = (held.get(postId) ?? 0) - 1;
      if (times > 0) held.set(postId, times);
      else held.delete(postId);
      context.current()?.part.closePost(postId);
    },
    async createComment(postId, input) {
      const id = input.id ?? context.newId();
      const parsed = parseInput(CommentInput, { ...input, id }, id);
      if (!parsed.ok) return parsed.outcome;
      return (await context.account()).outbox.submit({
        id,
        kind: 'comment.create',
        method: 'POST',
        path: apiPath('comments', { postId }),
        body: parsed.data,
        scope: postId,
      });
    },
    async updateComment(postId, commentId, input) {
      const parsed = parseInput(CommentUpdate, input, commentId);
      if (!parsed.ok) return parsed.outcome;
      return (await context.account()).outbox.submit({
        kind: 'comment.update',
        method: 'PUT',
        path: apiPath('comment', { postId, id: commentId }),
        body: parsed.data,
        scope: commentId,
      });
    },
    async deleteComment(postId, commentId) {
      return (await context.account()).outbox.submit({
        kind: 'comment.delete',
        method: 'DELETE',
        path: apiPath('comment', { postId, id: commentId }),
        body: null,
        scope: commentId,
      });
    },
  };
}
