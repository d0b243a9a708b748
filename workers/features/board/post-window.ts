import type { Observable } from 'rxjs';
import { map } from 'rxjs';
import { z } from 'zod';
import { apiPath } from '../../../src/contract/api-paths';
import { Board } from '../../../src/contract/board';
import { MAX_TABLE_LENGTH } from '../../../src/contract/common';
import type { HttpClient } from '../../http/http-client';
import { fetchTable } from '../../http/table';
import { upsertFreshRows } from '../../sync/local-rows';
import type { RevCheckpoint } from '../../sync/rev-pull';
import type { PullPage } from '../../sync/table-replication';
import type { BoardDb } from './collections';
import { StoredPost } from './post-keys';

/** Recent posts kept per board; older pages come on demand and stay. */
export const POST_WINDOW_SIZE = 100;
export const OLDER_POSTS_PAGE_SIZE = 100;

/**
 * A board's posts are held without gaps from `oldestCreatedAt` up; lists show only that range, so
 * an old post that arrived through a change (a like, an edit) does not open a hole in a list.
 */
export const PostWindow = z.object({ oldestCreatedAt: z.string().nullable(), complete: z.boolean() });
export type PostWindow = z.infer<typeof PostWindow>;
export type PostWindows = Record<string, PostWindow>;

const WINDOW_PREFIX = 'post-window:';

async function saveWindow(db: BoardDb, boardId: string, window: PostWindow): Promise<void> {
  await db.meta.upsert({ id: `${WINDOW_PREFIX}${boardId}`, value: window });
}

async function readWindow(db: BoardDb, boardId: string): Promise<PostWindow | null> {
  const doc = await db.meta.findOne(`${WINDOW_PREFIX}${boardId}`).exec();
  const parsed = PostWindow.safeParse(doc?.value);
  return parsed.success ? parsed.data : null;
}

/** Every board's window, re-emitted when one changes; unreadable entries count as absent. */
export function postWindows$(db: BoardDb): Observable<PostWindows> {
  return db.meta.find({ selector: { id: { $regex: `^${WINDOW_PREFIX}` } } }).$.pipe(
    map((docs) => {
      const windows: PostWindows = {};
      for (const doc of docs) {
        const parsed = PostWindow.safeParse(doc.value);
        if (parsed.success) windows[doc.id.slice(WINDOW_PREFIX.length)] = parsed.data;
      }
      return windows;
    }),
  );
}

/**
 * The posts replication's first pull: each board's recent window. Each answer's checkpoint is the
 * resource's max rev in the same snapshot, so the change pull resumes from the smallest of them
 * without a gap (rows seen twice are written twice, harmlessly).
 */
export async function loadPostWindows(
  http: HttpClient,
  db: BoardDb,
): Promise<PullPage<StoredPost, RevCheckpoint>> {
  const boards = await fetchTable(http, apiPath('boardTable'), Board, { length: MAX_TABLE_LENGTH });
  // All boards at once: one after another, a slow network paid a round trip per board.
  const pages = await Promise.all(
    boards.data
      .filter((b) => !b.deleted)
      .map(async (board) => ({
        boardId: board.id,
        page: await fetchTable(http, apiPath('allPostTable'), StoredPost, {
          length: POST_WINDOW_SIZE,
          orderColumnName: 'createdAt',
          order: 'desc',
          searchColumns: [{ name: 'boardId', value: board.id, operator: 'eq' }],
        }),
      })),
  );
  for (const { boardId, page } of pages) {
    await saveWindow(db, boardId, {
      oldestCreatedAt: page.data.at(-1)?.createdAt ?? null,
      complete: page.data.length < POST_WINDOW_SIZE,
    });
  }
  const revs = pages.map(({ page }) => page.checkpoint?.rev ?? 0);
  return {
    rows: pages.flatMap(({ page }) => page.data),
    checkpoint: { rev: revs.length > 0 ? Math.min(...revs) : 0 },
  };
}

export type OlderPosts = { loaded: number; hasMore: boolean };

/**
 * Fetches the page of a board's posts just below its window (or below `beforeCreatedAt` when the
 * board has no window yet) and widens the window. A filtered list's oldest row can be far above the
 * window's edge, so the edge, not the caller's cursor, decides where the page starts.
 */
export async function loadOlderPosts(
  http: HttpClient,
  db: BoardDb,
  boardId: string,
  beforeCreatedAt: string,
): Promise<OlderPosts> {
  const window = await readWindow(db, boardId);
  if (window?.complete) return { loaded: 0, hasMore: false };
  const edge = window?.oldestCreatedAt ?? null;
  const before = edge !== null && Date.parse(edge) < Date.parse(beforeCreatedAt) ? edge : beforeCreatedAt;
  const page = await fetchTable(http, apiPath('allPostTable'), StoredPost, {
    length: OLDER_POSTS_PAGE_SIZE,
    orderColumnName: 'createdAt',
    order: 'desc',
    searchColumns: [
      { name: 'boardId', value: boardId, operator: 'eq' },
      { name: 'createdAt', value: before, operator: 'lt' },
    ],
  });
  await upsertFreshRows(db.posts, page.data);
  const complete = page.data.length < OLDER_POSTS_PAGE_SIZE;
  if (window && before === edge) {
    await saveWindow(db, boardId, { oldestCreatedAt: page.data.at(-1)?.createdAt ?? edge, complete });
  }
  return { loaded: page.data.length, hasMore: !complete };
}

/** A post opened from a link may be older than its board's window. */
export async function fetchPostIfMissing(http: HttpClient, db: BoardDb, postId: string): Promise<void> {
  if (await db.posts.findOne(postId).exec()) return;
  const page = await fetchTable(http, apiPath('allPostTable'), StoredPost, {
    length: 1,
    searchColumns: [{ name: 'id', value: postId, operator: 'eq' }],
  });
  await upsertFreshRows(db.posts, page.data);
}
