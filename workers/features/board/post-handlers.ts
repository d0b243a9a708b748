import { apiPath } from '../../../src/contract/api-paths';
import { PostInput } from '../../../src/contract/board';
import type { WriteOutcome } from '../../outbox/outbox';
import { parseInput } from '../../outbox/parse-input';
import type { FeatureContext } from '../feature';
import type { BoardTypes } from '.';
import { loadOlderPosts, type OlderPosts } from './post-window';

export type PostsHandlers = {
  /** Fetches the page below the board's window and keeps it; the lists grow by themselves. */
  loadOlderPosts(boardId: string, beforeCreatedAt: string): Promise<OlderPosts>;
  /** `input.id` may be given (a uuid); otherwise one is made. The outcome's id is the post's. */
  createPost(boardId: string, input: PostInput): Promise<WriteOutcome>;
  updatePost(boardId: string, postId: string, input: PostInput): Promise<WriteOutcome>;
  deletePost(boardId: string, postId: string): Promise<WriteOutcome>;
};

export function postsHandlers(context: FeatureContext<BoardTypes>): PostsHandlers {
  return {
    async loadOlderPosts(boardId, beforeCreatedAt) {
      const { http, db } = await context.account();
      return loadOlderPosts(http, db, boardId, beforeCreatedAt);
    },
    async createPost(boardId, input) {
      const id = input.id ?? context.newId();
      const parsed = parseInput(PostInput, { ...input, id }, id);
      if (!parsed.ok) return parsed.outcome;
      return (await context.account()).outbox.submit({
        id,
        kind: 'post.create',
        method: 'POST',
        path: apiPath('posts', { boardId }),
        body: parsed.data,
        scope: boardId,
      });
    },
    async updatePost(boardId, postId, input) {
      const parsed = parseInput(PostInput.omit({ id: true }), input, postId);
      if (!parsed.ok) return parsed.outcome;
      return (await context.account()).outbox.submit({
        kind: 'post.update',
        method: 'PUT',
        path: apiPath('post', { boardId, id: postId }),
        body: parsed.data,
        scope: postId,
      });
    },
    async deletePost(boardId, postId) {
      return (await context.account()).outbox.submit({
        kind: 'post.delete',
        method: 'DELETE',
        path: apiPath('post', { boardId, id: postId }),
        body: null,
        scope: postId,
      });
    },
  };
}
