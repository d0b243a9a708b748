import { apiPath } from '../../../src/contract/api-paths';
import { Board, Comment } from '../../../src/contract/board';
import { HttpError } from '../../http/http-client';
import { upsertAnswer } from '../../outbox/apply-sent';
import { pullAfter, type RevCheckpoint, revPull } from '../../sync/rev-pull';
import { replicateTable } from '../../sync/table-replication';
import type { LocalBlock } from '../block/types';
import { defineFeature, type FeaturePart, type WorkerFeature } from '../feature';
import { type BoardDocs, boardCollections } from './collections';
import { type CommentsHandlers, commentsHandlers } from './comment-handlers';
import { createCommentsSync } from './comments-sync';
import { type PostsHandlers, postsHandlers } from './post-handlers';
import { StoredPost } from './post-keys';
import { fetchPostIfMissing, loadPostWindows } from './post-window';
import { boardQueries } from './queries';
import { followBoards, followPost } from './topics';
import type { BoardQueries } from './types';

export type BoardPart = FeaturePart & {
  /** Pulls the post's comments and follows its topic until `closePost` (counted per call). */
  openPost(postId: string): Promise<void>;
  closePost(postId: string): void;
};

export type BoardTypes = {
  docs: BoardDocs;
  /** Lists and comments leave out blocked members. */
  reads: { blocks: LocalBlock };
  handlers: PostsHandlers & CommentsHandlers;
  events: Record<never, never>;
  queries: BoardQueries;
  part: BoardPart;
};

/** Boards, their posts (a window per board, older pages on demand) and the open posts' comments. */
export const boardFeature: WorkerFeature<BoardTypes> = defineFeature<BoardTypes>({
  collections: boardCollections,
  queries: boardQueries,
  open({ db, http, socket, leadership, pullOptions }) {
    const boards = replicateTable<Board, RevCheckpoint>({
      collection: db.boards,
      identifier: 'boards',
      pull: revPull(http, apiPath('boardTable'), Board),
      ...pullOptions,
    });
    const posts = replicateTable<StoredPost, RevCheckpoint>({
      collection: db.posts,
      identifier: 'posts',
      pull: (checkpoint, batchSize) =>
        checkpoint
          ? pullAfter(http, apiPath('allPostTable'), StoredPost, checkpoint.rev, batchSize)
          : loadPostWindows(http, db),
      ...pullOptions,
    });
    const comments = createCommentsSync(http, db, pullOptions);
    const unfollowBoards = followBoards(socket, { boards, posts });
    const postTopics = new Map<string, () => void>();
    let closed = false;
    return {
      replications: [boards, posts, comments.replication],
      async openPost(postId) {
        comments.open(postId);
        if (!postTopics.has(postId))
          postTopics.set(postId, followPost(socket, postId, { posts, comments: comments.replication }));
        try {
          await fetchPostIfMissing(http, db, postId);
          // A tab that does not replicate still shows the comments, without live updates.
          if (!leadership.isLeader$.value) await comments.pullOnce(postId);
        } catch (error) {
          // Offline, the post shows what is stored; the replication catches up when the network returns.
          // Closed meanwhile (a login, a logout): the next account opens the post again.
          if (!(error instanceof HttpError) && !closed) throw error;
        }
      },
      closePost(postId) {
        if (!comments.close(postId)) return;
        postTopics.get(postId)?.();
        postTopics.delete(postId);
      },
      close() {
        closed = true;
        unfollowBoards();
        for (const unfollow of postTopics.values()) unfollow();
        postTopics.clear();
      },
    };
  },
  sent: {
    'post.create': (db, _entry, body) => upsertAnswer(db.posts, StoredPost, body),
    'post.update': (db, _entry, body) => upsertAnswer(db.posts, StoredPost, body),
    'post.delete': async (db, entry) => {
      await db.posts.findOne(entry.scope).incrementalRemove();
    },
    'comment.create': (db, _entry, body) => upsertAnswer(db.comments, Comment, body),
    'comment.update': (db, _entry, body) => upsertAnswer(db.comments, Comment, body),
    'comment.delete': async (db, entry) => {
      await db.comments.findOne(entry.scope).incrementalRemove();
    },
  },
  handlers: (context) => ({ ...postsHandlers(context), ...commentsHandlers(context) }),
});
