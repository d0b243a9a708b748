import { z } from 'zod';
import { INT_MAX, INT_MIN, isoDate, replicated } from './common';
import { Role } from './user';

export const BoardCategory = z.object({
  number: z.number().int().min(1).max(INT_MAX, '말머리 번호가 너무 큽니다.'),
  name: z.string().min(1).max(20),
});
export type BoardCategory = z.infer<typeof BoardCategory>;

export const BoardId = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .regex(/^[a-z0-9-]+$/, '게시판 아이디는 영문 소문자, 숫자, 하이픈만 쓸 수 있습니다.');

/** Empty role lists mean: anyone may read / any signed-in linked user may write. */
export const Board = z.object({
  ...replicated,
  name: z.string(),
  description: z.string(),
  categories: z.array(BoardCategory),
  readRoles: z.array(Role),
  writeRoles: z.array(Role),
  sort: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Board = z.infer<typeof Board>;

export const BoardInput = z.object({
  id: BoardId,
  name: z.string().trim().min(1, '이름 항목은 필수입니다.').max(30, '이름 항목은 최대 30자 이하여야 합니다.'),
  description: z.string().trim().max(200).default(''),
  categories: z.array(BoardCategory).max(20).default([]),
  readRoles: z.array(Role).default([]),
  writeRoles: z.array(Role).default([]),
  sort: z
    .number()
    .int()
    .min(INT_MIN, '정렬 순서가 너무 작습니다.')
    .max(INT_MAX, '정렬 순서가 너무 큽니다.')
    .default(0),
});
export type BoardInput = z.input<typeof BoardInput>;
export const BoardUpdate = BoardInput.omit({ id: true });

/** A post counts as popular from this many likes (SPEC "popular"). */
export const POPULAR_LIKE_THRESHOLD = 5;

export const Post = z.object({
  ...replicated,
  boardId: z.string(),
  categoryNumber: z.number().int().nullable(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  authorUuid: z.string(),
  authorNickname: z.string(),
  authorProfileUri: z.string(),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  popular: z.boolean(),
  /**
   * When staff (not the author) last rewrote it; readers see that it was, never who. Null once the
   * author edits it again: the words are theirs then.
   */
  staffEditedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Post = z.infer<typeof Post>;

export const PostInput = z.object({
  /** Client-made id: the outbox's idempotency key. */
  id: z.string().uuid().optional(),
  categoryNumber: z.number().int().min(1).max(INT_MAX, '없는 말머리입니다.').nullable().default(null),
  title: z
    .string({ error: '제목 항목은 필수입니다.' })
    .trim()
    .min(1, '제목 항목은 필수입니다.')
    .max(100, '제목 항목은 최대 100자 이하여야 합니다.'),
  content: z
    .string({ error: '내용 항목은 필수입니다.' })
    .min(1, '내용 항목은 필수입니다.')
    .max(50_000, '내용 항목은 최대 50000자 이하여야 합니다.'),
});
export type PostInput = z.input<typeof PostInput>;

export const Comment = z.object({
  ...replicated,
  postId: z.string(),
  parentId: z.string().nullable(),
  /** Plain text. */
  content: z.string(),
  authorUuid: z.string(),
  authorNickname: z.string(),
  authorProfileUri: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Comment = z.infer<typeof Comment>;

export const CommentInput = z.object({
  id: z.string().uuid().optional(),
  parentId: z.string().uuid().nullable().default(null),
  content: z
    .string({ error: '댓글 항목은 필수입니다.' })
    .trim()
    .min(1, '댓글 항목은 필수입니다.')
    .max(1000, '댓글 항목은 최대 1000자 이하여야 합니다.'),
});
export type CommentInput = z.input<typeof CommentInput>;
export const CommentUpdate = CommentInput.pick({ content: true });
export type CommentUpdate = z.input<typeof CommentUpdate>;

export const LikeState = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type LikeState = z.infer<typeof LikeState>;

/**
 * Latest post time per `boardId_categoryNumber` and `boardId_popular`, plus `all`
 * (SPEC section 3). Values are epoch milliseconds.
 */
export const BoardLatestTime = z.record(z.string(), z.number());
export type BoardLatestTime = z.infer<typeof BoardLatestTime>;
