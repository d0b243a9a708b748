import { apiPath } from '../../../src/contract/api-paths';
import { Comment } from '../../../src/contract/board';
import { type HttpClient, HttpError } from '../../http/http-client';
import { upsertFreshRows } from '../../sync/local-rows';
import { pullAfter } from '../../sync/rev-pull';
import { type PullPage, replicateTable, type TableReplication } from '../../sync/table-replication';
import type { BoardDb } from './collections';

/** Per opened post, the rev its comments were pulled to. Closed posts drop out. */
export type CommentsCheckpoint = { posts: Record<string, number> };

export type CommentsSync = {
  replication: TableReplication<Comment, CommentsCheckpoint>;
  /** Counted, so two views of one post keep it open until both close. */
  open(postId: string): void;
  close(postId: string): boolean;
  /** One full pull of a post's comments, for a tab that does not replicate. */
  pullOnce(postId: string): Promise<void>;
};

/**
 * One replication for the comments of every opened post (one per post would give each its own
 * IndexedDB store for RxDB's replication metadata).
 */
export function createCommentsSync(
  http: HttpClient,
  db: BoardDb,
  options: { batchSize: number; retryTime: number },
): CommentsSync {
  const openCounts = new Map<string, number>();

  async function pullPost(postId: string, rev: number, batchSize: number) {
    try {
      return await pullAfter(http, apiPath('commentTable', { postId }), Comment, rev, batchSize);
    } catch (error) {
      // A post deleted while open has no comments to pull; do not hold up the other posts.
      if (error instanceof HttpError && error.body.status === 404) return { rows: [], checkpoint: { rev } };
      throw error;
    }
  }

  async function pull(
    checkpoint: CommentsCheckpoint | undefined,
    batchSize: number,
  ): Promise<PullPage<Comment, CommentsCheckpoint>> {
    const rows: Comment[] = [];
    const posts: Record<string, number> = {};
    for (const postId of openCounts.keys()) {
      const page = await pullPost(postId, checkpoint?.posts[postId] ?? 0, batchSize);
      rows.push(...page.rows);
      posts[postId] = page.checkpoint.rev;
    }
    // RxDB pulls again while a pull returns at least `batchSize` rows, so a full page of one post
    // is enough to bring the rest of it.
    return { rows, checkpoint: { posts } };
  }

  const replication = replicateTable<Comment, CommentsCheckpoint>({
    collection: db.comments,
    identifier: 'comments-of-open-posts',
    pull,
    ...options,
  });

  return {
    replication,
    open(postId) {
      openCounts.set(postId, (openCounts.get(postId) ?? 0) + 1);
      replication.resync();
    },
    close(postId) {
      const left = (openCounts.get(postId) ?? 1) - 1;
      if (left > 0) openCounts.set(postId, left);
      else openCounts.delete(postId);
      return left <= 0;
    },
    async pullOnce(postId) {
      let rev = 0;
      for (;;) {
        const page = await pullPost(postId, rev, options.batchSize);
        await upsertFreshRows(db.comments, page.rows);
        if (page.rows.length < options.batchSize) return;
        rev = page.checkpoint.rev;
      }
    },
  };
}
