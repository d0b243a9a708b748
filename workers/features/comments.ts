import { CommentInput } from '../../src/contract';
import type { WriteOutcome } from '../outbox/outbox';
import { resources } from '../sync/resources';
import { parseInput, type WorkerContext } from './context';

export type CommentsHandlers = {
  /** Pulls the post's comments and follows `/topic/post/{id}` until `closePost`. Counted per call. */
  openPost(postId: string): Promise<void>;
  closePost(postId: string): Promise<void>;
  createComment(postId: string, input: CommentInput): Promise<WriteOutcome>;
};

export function commentsHandlers(context: WorkerContext, newId: () => string): CommentsHandlers {
  return {
    async openPost(postId) {
      await context.account().openPost(postId);
    },
    async closePost(postId) {
      context.account().closePost(postId);
    },
    async createComment(postId, input) {
      const id = input.id ?? newId();
      const parsed = parseInput(CommentInput, { ...input, id }, id);
      if (!parsed.ok) return parsed.outcome;
      return context.account().outbox.submit({
        id,
        kind: 'comment.create',
        method: 'POST',
        path: resources.comments(postId),
        body: parsed.data,
        scope: postId,
      });
    },
  };
}
