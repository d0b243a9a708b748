import type { StaffActionEntry } from '../audit';
import type { BoardRow } from './board-repository';
import type { CommentRow } from './comment-repository';
import type { PostRow } from './post-repository';

/** What the record of staff actions says of the board module's staff writes (`app.audit`). */

/** The settings a board edit may change, as the record names them. */
const BOARD_FIELDS = {
  name: '이름',
  description: '설명',
  categories: '말머리',
  readRoles: '읽기 권한',
  writeRoles: '쓰기 권한',
  sort: '정렬 순서',
} as const satisfies Partial<Record<keyof BoardRow, string>>;

const boardTarget = (row: BoardRow) => ({ type: 'board' as const, id: row.id, label: row.name });

export const boardCreated = (actorUuid: string, row: BoardRow, revived: boolean): StaffActionEntry => ({
  actorUuid,
  action: 'BOARD_CREATE',
  target: boardTarget(row),
  summary: revived ? '삭제했던 게시판을 새 설정으로 다시 만듦' : '게시판을 만듦',
});

/** The edit's changed settings, or null when it changed none. */
export function boardUpdated(actorUuid: string, before: BoardRow, after: BoardRow): StaffActionEntry | null {
  const changed = (Object.keys(BOARD_FIELDS) as (keyof typeof BOARD_FIELDS)[]).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  if (changed.length === 0) return null;
  return {
    actorUuid,
    action: 'BOARD_UPDATE',
    target: boardTarget(after),
    summary: `바꾼 설정: ${changed.map((field) => BOARD_FIELDS[field]).join(', ')}`,
    detail: { changed, ...(before.name !== after.name ? { previousName: before.name } : {}) },
  };
}

export const boardRemoved = (actorUuid: string, row: BoardRow): StaffActionEntry => ({
  actorUuid,
  action: 'BOARD_DELETE',
  target: boardTarget(row),
  summary: '게시판을 삭제함',
});

/** Staff rewrote a member's post: what the title was and became (the content is the post's now). */
export const postEdited = (actorUuid: string, before: PostRow, after: PostRow): StaffActionEntry => ({
  actorUuid,
  action: 'POST_EDIT',
  target: { type: 'post', id: after.id, label: after.title },
  summary:
    before.title === after.title
      ? `${before.authorNickname}님의 글을 수정함`
      : `${before.authorNickname}님의 글을 수정함 (제목: ${before.title} → ${after.title})`,
  detail: {
    boardId: after.boardId,
    authorUuid: after.authorUuid,
    contentChanged: before.content !== after.content,
  },
});

export const postRemoved = (actorUuid: string, post: PostRow): StaffActionEntry => ({
  actorUuid,
  action: 'POST_DELETE',
  target: { type: 'post', id: post.id, label: post.title },
  summary: `${post.authorNickname}님의 글을 삭제함`,
  detail: { boardId: post.boardId, authorUuid: post.authorUuid },
});

/** The comment's opening words stand for it: a deleted comment is read nowhere else. */
const EXCERPT_LENGTH = 40;

export const commentRemoved = (actorUuid: string, comment: CommentRow, post: PostRow): StaffActionEntry => ({
  actorUuid,
  action: 'COMMENT_DELETE',
  target: {
    type: 'comment',
    id: comment.id,
    label:
      comment.content.length > EXCERPT_LENGTH
        ? `${comment.content.slice(0, EXCERPT_LENGTH)}…`
        : comment.content,
  },
  summary: `${comment.authorNickname}님의 댓글을 삭제함 (글: ${post.title})`,
  detail: { postId: post.id, boardId: post.boardId, authorUuid: comment.authorUuid },
});
