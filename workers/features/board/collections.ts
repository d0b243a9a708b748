import { Board, Comment, Post } from '../../../src/contract/board';
import type { CollectionDefinition, CoreDocs } from '../../db/collections';
import { rxSchemaOf } from '../../db/rx-schema';
import type { Collections } from '../feature';
import { withPostKeys } from './post-keys';
import type { LocalBoard, LocalComment, LocalPost, PostKeys, PostRow } from './types';

export type BoardDocs = { boards: LocalBoard; posts: LocalPost; comments: LocalComment };

const uuid = { maxLength: 40 };
const count = { minimum: 0, maximum: 1_000_000_000_000, multipleOf: 1 };
/** A sort key: minus a count or a time in ms (`post-keys.ts`). */
const orderKey = { type: 'integer', minimum: -1e13, maximum: 1e13, multipleOf: 1 } as const;

export const boardCollections: { [K in keyof BoardDocs]: CollectionDefinition<BoardDocs[K]> } = {
  boards: {
    schema: rxSchemaOf<LocalBoard>(Board, {
      version: 0,
      bounds: { sort: { minimum: -1_000_000, maximum: 1_000_000, multipleOf: 1 } },
      indexes: ['sort'],
    }),
    migrationStrategies: {},
  },
  posts: {
    schema: rxSchemaOf<LocalPost, keyof PostKeys>(Post, {
      // 1 added the order keys and the search text; 2 the staff-edit mark.
      version: 2,
      bounds: {
        boardId: { maxLength: 40 },
        authorUuid: uuid,
        viewCount: count,
        likeCount: count,
        commentCount: count,
      },
      stored: {
        orderNew: orderKey,
        orderLikes: orderKey,
        orderViews: orderKey,
        searchText: { type: 'string' },
      },
      // One per list order, for one board and for all: a list reads its first rows in index order
      // and stops. `categoryNumber` (nullable) and `popular` (boolean) cannot be indexed; they
      // filter the walk.
      indexes: [
        ['boardId', 'orderNew'],
        ['boardId', 'orderLikes', 'orderNew'],
        ['boardId', 'orderViews', 'orderNew'],
        'orderNew',
        ['orderLikes', 'orderNew'],
        ['orderViews', 'orderNew'],
      ],
    }),
    migrationStrategies: {
      1: (post: PostRow) => withPostKeys(post),
      // Stored before the mark existed: the next pull of a staff-edited post brings it.
      2: (post: LocalPost) => ({ ...post, staffEditedAt: post.staffEditedAt ?? null }),
    },
  },
  comments: {
    schema: rxSchemaOf<LocalComment>(Comment, {
      version: 0,
      bounds: { postId: { maxLength: 100 }, authorUuid: uuid },
      indexes: [['postId', 'createdAt']],
    }),
    migrationStrategies: {},
  },
};

/** The board feature's view of an account's database. */
export type BoardDb = Collections<BoardDocs & CoreDocs>;
