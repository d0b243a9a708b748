import type { Observable } from 'rxjs';
import { combineLatest, map, switchMap } from 'rxjs';
import { outboxEntries$ } from '../../queries/pending';
import { blockedUserUuids$ } from '../block/queries';
import type { QueryContext } from '../feature';
import type { BoardTypes } from '.';
import { pendingComment, pendingPost } from './pending';
import { withoutPostKeys } from './post-keys';
import { postWindows$ } from './post-window';
import { DEFAULT_POSTS_LIMIT, pendingPostMatches, postsMangoQuery } from './posts-query';
import type { CommentView, PostsQuery, PostView } from './types';

type BoardQueryContext = QueryContext<BoardTypes>;

const synced = { pending: false, error: null } as const;

function posts$({ db, author }: BoardQueryContext, query: PostsQuery): Observable<PostView[]> {
  return combineLatest([postWindows$(db), blockedUserUuids$(db), outboxEntries$(db, ['post.create'])]).pipe(
    switchMap(([windows, blocked, entries]) =>
      db.posts.find(postsMangoQuery(query, windows, blocked)).$.pipe(
        map((docs) => {
          const rows: PostView[] = docs.map((doc) => ({
            ...withoutPostKeys(doc.toMutableJSON()),
            ...synced,
          }));
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

function post$({ db, author }: BoardQueryContext, id: string): Observable<PostView | null> {
  return combineLatest([db.posts.findOne(id).$, outboxEntries$(db, ['post.create'])]).pipe(
    map(([doc, entries]) => {
      if (doc) return { ...withoutPostKeys(doc.toMutableJSON()), ...synced };
      const entry = entries.find((e) => e.id === id);
      return entry && author ? pendingPost(entry, author) : null;
    }),
  );
}

function comments$({ db, author }: BoardQueryContext, postId: string): Observable<CommentView[]> {
  return combineLatest([
    db.comments.find({ selector: { postId }, sort: [{ createdAt: 'asc' }] }).$,
    blockedUserUuids$(db),
    outboxEntries$(db, ['comment.create']),
  ]).pipe(
    map(([docs, blocked, entries]) => {
      const hidden = new Set(blocked);
      const rows: CommentView[] = docs
        .filter((doc) => !hidden.has(doc.authorUuid))
        .map((doc) => ({ ...doc.toMutableJSON(), ...synced }));
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

export const boardQueries = {
  boards: ({ db }: BoardQueryContext) =>
    db.boards.find({ sort: [{ sort: 'asc' }] }).$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON()))),
  posts: posts$,
  post: (context: BoardQueryContext, { id }: { id: string }) => post$(context, id),
  comments: (context: BoardQueryContext, { postId }: { postId: string }) => comments$(context, postId),
};
