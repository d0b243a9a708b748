import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BoardCategory, Role } from '../../../src/contract';
import { replicatedColumns, ts } from '../../db/columns';
import { userRef, users } from '../user/tables';

export const boards = pgTable('boards', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  categories: jsonb('categories').$type<BoardCategory[]>().notNull().default([]),
  readRoles: text('read_roles').array().$type<Role[]>().notNull().default(sql`'{}'::text[]`),
  writeRoles: text('write_roles').array().$type<Role[]>().notNull().default(sql`'{}'::text[]`),
  sort: integer('sort').notNull().default(0),
  ...replicatedColumns(),
});

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey(),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id),
    categoryNumber: integer('category_number'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    authorUuid: userRef('author_uuid'),
    authorNickname: text('author_nickname').notNull(),
    authorProfileUri: text('author_profile_uri').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    popular: boolean('popular').generatedAlwaysAs(sql`like_count >= 5`),
    /** When someone other than the author (staff) last rewrote it; cleared when the author edits again. */
    staffEditedAt: ts('staff_edited_at'),
    /** Who that was: kept for the staff, never shown to readers. */
    staffEditedBy: uuid('staff_edited_by').references(() => users.uuid),
    ...replicatedColumns(),
  },
  (t) => [
    uniqueIndex('posts_rev_idx').on(t.rev),
    index('posts_board_created_idx').on(t.boardId, t.createdAt),
    index('posts_created_idx').on(t.createdAt),
    index('posts_author_idx').on(t.authorUuid),
    index('posts_popular_idx').on(t.boardId, t.createdAt).where(sql`popular`),
  ],
);

/**
 * Each board's post figures, kept by triggers on `posts` in the transaction of the row they count
 * (migration 0011), so a post table reads its total and checkpoint from a few rows instead of
 * counting every post on each read. `headRev` is the highest rev any of the board's posts took.
 */
export const postBoardStats = pgTable('post_board_stats', {
  boardId: text('board_id')
    .primaryKey()
    .references(() => boards.id),
  livePosts: integer('live_posts').notNull().default(0),
  allPosts: integer('all_posts').notNull().default(0),
  headRev: bigint('head_rev', { mode: 'number' }).notNull().default(0),
});

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id),
    userUuid: userRef('user_uuid'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userUuid] })],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id),
    parentId: uuid('parent_id'),
    content: text('content').notNull(),
    authorUuid: userRef('author_uuid'),
    authorNickname: text('author_nickname').notNull(),
    authorProfileUri: text('author_profile_uri').notNull(),
    ...replicatedColumns(),
  },
  (t) => [uniqueIndex('comments_rev_idx').on(t.rev), index('comments_post_idx').on(t.postId, t.createdAt)],
);
