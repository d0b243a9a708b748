import type { RxDocument } from 'rxdb';
import type { Observable } from 'rxjs';
import { combineLatest, map, switchMap } from 'rxjs';
import type { C9Database } from '../db/database';
import { withoutPostKeys } from '../features/board/post-keys';
import { postWindows$ } from '../features/board/post-window';
import { pendingPostMatches, postsMangoQuery } from '../features/board/posts-query';
import { notifications$, unreadCount$ } from '../features/notification/queries';
import { blockedUserUuids$ } from './blocked-users';
import {
  type CommentView,
  DEFAULT_POSTS_LIMIT,
  type LiveQueries,
  type LiveQueryKind,
  type PostView,
} from './live-query-types';
import { type Author, outboxEntries$, pendingComment, pendingPost } from './pending';

export type QueryContext = { db: C9Database; author: Author | null };

const synced = { pending: false, error: null } as const;
const plain = <T>(doc: RxDocument<T>): T => doc.toMutableJSON();

function posts$({ db, author }: QueryContext, query: LiveQueries['posts']['params']): Observable<PostView[]> {
  return combineLatest([postWindows$(db), blockedUserUuids$(db), outboxEntries$(db, ['post.create'])]).pipe(
    switchMap(([windows, blocked, entries]) =>
      db.posts.find(postsMangoQuery(query, windows, blocked)).$.pipe(
        map((docs) => {
          const rows: PostView[] = docs.map((doc) => ({ ...withoutPostKeys(plain(doc)), ...synced }));
          const known = new Set(rows.map((row) => row.id));
          const pending = author
            ? entries
                .filter((entry) => !known.has(entry.id))
                .map((entry) => pendingPost(entry, author))
                .filter((post): post is PostView => post !== null && pendingPostMatches(post, query))
            : [];
          // Pending posts are the newest of all, so they lead the list.
          return [...pending.reverse(), ...rows].slice(0, query.limit ?? DEFAULT_POSTS_LIMIT);
        }),
      ),
    ),
  );
}

function post$({ db, author }: QueryContext, id: string): Observable<PostView | null> {
  return combineLatest([db.posts.findOne(id).$, outboxEntries$(db, ['post.create'])]).pipe(
    map(([doc, entries]) => {
      if (doc) return { ...withoutPostKeys(plain(doc)), ...synced };
      const entry = entries.find((e) => e.id === id);
      return entry && author ? pendingPost(entry, author) : null;
    }),
  );
}

function comments$({ db, author }: QueryContext, postId: string): Observable<CommentView[]> {
  return combineLatest([
    db.comments.find({ selector: { postId }, sort: [{ createdAt: 'asc' }] }).$,
    blockedUserUuids$(db),
    outboxEntries$(db, ['comment.create']),
  ]).pipe(
    map(([docs, blocked, entries]) => {
      const hidden = new Set(blocked);
      const rows: CommentView[] = docs
        .filter((doc) => !hidden.has(doc.authorUuid))
        .map((doc) => ({ ...plain(doc), ...synced }));
      const known = new Set(rows.map((row) => row.id));
      const pending = author
        ? entries
            .filter((entry) => entry.scope === postId && !known.has(entry.id))
            .map((entry) => pendingComment(entry, author))
            .filter((comment): comment is CommentView => comment !== null)
        : [];
      return [...rows, ...pending];
    }),
  );
}

type Observers = {
  [K in LiveQueryKind]: (
    context: QueryContext,
    params: LiveQueries[K]['params'],
  ) => Observable<LiveQueries[K]['result']>;
};

/** The notice list shows this many unless asked otherwise. */
const DEFAULT_NOTICES_LIMIT = 30;

const observers: Observers = {
  liveStations: ({ db }) =>
    db.liveStations.find({ sort: [{ id: 'asc' }] }).$.pipe(map((docs) => docs.map(plain))),
  notices: ({ db }, { limit }) =>
    db.notices
      .find({ sort: [{ regDate: 'desc' }], limit: limit ?? DEFAULT_NOTICES_LIMIT })
      .$.pipe(map((docs) => docs.map(plain))),
  boards: ({ db }) => db.boards.find({ sort: [{ sort: 'asc' }] }).$.pipe(map((docs) => docs.map(plain))),
  posts: posts$,
  post: (context, { id }) => post$(context, id),
  comments: (context, { postId }) => comments$(context, postId),
  notifications: ({ db }, { limit }) => notifications$(db, limit),
  unreadCount: ({ db }) => unreadCount$(db),
  blocks: ({ db }) =>
    db.blocks.find({ sort: [{ createdAt: 'desc' }] }).$.pipe(map((docs) => docs.map(plain))),
  outbox: ({ db }) =>
    db.outbox.find({ sort: [{ seq: 'asc' }] }).$.pipe(
      map((docs) =>
        docs.map(plain).map(({ id, kind, scope, state, error, attempts, createdAt }) => ({
          id,
          kind,
          scope,
          state,
          error,
          attempts,
          createdAt,
        })),
      ),
    ),
};

export function observeLiveQuery<K extends LiveQueryKind>(
  context: QueryContext,
  kind: K,
  params: LiveQueries[K]['params'],
): Observable<LiveQueries[K]['result']> {
  return observers[kind](context, params);
}
