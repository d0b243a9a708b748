import type { Observable } from 'rxjs';
import { combineLatest, map, switchMap } from 'rxjs';
import { outboxEntries$ } from '../../queries/pending';
import { blockedUserUuids$ } from '../block/queries';
import type { QueryContext } from '../feature';
import type { BoardTypes } from '.';
import { pendingComment, pendingPost, withPendingChange } from './pending';
import { withoutPostKeys } from './post-keys';
import { postWindows$ } from './post-window';
import { DEFAULT_POSTS_LIMIT, pendingPostMatches, postsMangoQuery } from './posts-query';
import type { CommentView, OpenedPost, PostsQuery, PostView } from './types';

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

function post$({ db, author }: BoardQueryContext, id: string): Observable<OpenedPost | null> {
  return combineLatest([
    db.posts.findOne(id).$,
    blockedUserUuids$(db),
    outboxEntries$(db, ['post.create']),
  ]).pipe(
    map(([doc, blocked, entries]) => {
      if (doc) {
        const row = withoutPostKeys(doc.toMutableJSON());
        return { ...row, ...synced, authorBlocked: blocked.includes(row.authorUuid) };
      }
      const entry = entries.find((e) => e.id === id);
      const pending = entry && author ? pendingPost(entry, author) : null;
      return pending && { ...pending, authorBlocked: false };
    }),
  );
}

function comments$({ db, author }: BoardQueryContext, postId: string): Observable<CommentView[]> {
  return combineLatest([
    db.comments.find({ selector: { postId }, sort: [{ createdAt: 'asc' }] }).$,
    blockedUserUuids$(db),
    outboxEntries$(db, ['comment.create', 'comment.update', 'comment.delete']),
  ]).pipe(
    map(([docs, blocked, entries]) => {
      const hidden = new Set(blocked);
      // The latest edit or deletion of each comment: entries come in the order they are sent.
      const changes = new Map(
        entries.filter((entry) => entry.kind !== 'comment.create').map((entry) => [entry.scope, entry]),
      );
      const rows: CommentView[] = docs
        .filter((doc) => !hidden.has(doc.authorUuid))
        .map((doc) => ({ ...doc.toMutableJSON(), ...synced }));
      const known = new Set(rows.map((row) => row.id));
      const pending = author
        ? entries
            .filter(
              (entry) => entry.kind === 'comment.create' && entry.scope === postId && !known.has(entry.id),
            )
            .map((entry) => pendingComment(entry, author))
            .filter((comment): comment is CommentView => comment !== null)
        : [];
      return [...rows, ...pending]
        .map((comment) => withPendingChange(comment, changes.get(comment.id)))
        .filter((comment): comment is CommentView => comment !== null);
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
