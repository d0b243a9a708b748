import type { RxJsonSchema } from 'rxdb';
import type {
  LocalBlock,
  LocalBoard,
  LocalComment,
  LocalLiveStation,
  LocalNotice,
  LocalNotification,
  LocalPost,
  MetaDoc,
  OutboxDoc,
} from './local-types';
import { OUTBOX_KINDS } from './local-types';

/*
 * Every schema change bumps `version` and adds a strategy in `migrations.ts` (tested in
 * tests/unit/worker/migration.test.ts). Dexie refuses indexes on optional or boolean fields, and
 * RxDB needs maxLength on indexed strings and bounds on indexed numbers.
 */

const id = { type: 'string', maxLength: 100 } as const;
const text = { type: 'string' } as const;
const isoDate = { type: 'string', maxLength: 40 } as const;
const count = { type: 'integer', minimum: 0, maximum: 1_000_000_000_000, multipleOf: 1 } as const;
const rev = { type: 'integer', minimum: 0 } as const;

export const boardSchema: RxJsonSchema<LocalBoard> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    rev,
    name: text,
    description: text,
    categories: { type: 'array', items: { type: 'object' } },
    readRoles: { type: 'array', items: text },
    writeRoles: { type: 'array', items: text },
    sort: { type: 'integer', minimum: -1_000_000, maximum: 1_000_000, multipleOf: 1 },
    createdAt: isoDate,
    updatedAt: isoDate,
  },
  required: [
    'id',
    'rev',
    'name',
    'description',
    'categories',
    'readRoles',
    'writeRoles',
    'sort',
    'createdAt',
    'updatedAt',
  ],
  indexes: ['sort'],
};

/** A sort key: minus a count or a time in ms (`post-keys.ts`). */
const orderKey = { type: 'integer', minimum: -1e13, maximum: 1e13, multipleOf: 1 } as const;

/** Version 1 added the order keys and the search text (migrations.ts computes them for stored posts). */
export const postSchema: RxJsonSchema<LocalPost> = {
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    rev,
    boardId: { type: 'string', maxLength: 40 },
    categoryNumber: { type: ['integer', 'null'] },
    title: text,
    content: text,
    authorUuid: { type: 'string', maxLength: 40 },
    authorNickname: text,
    authorProfileUri: text,
    viewCount: count,
    likeCount: count,
    commentCount: count,
    popular: { type: 'boolean' },
    createdAt: isoDate,
    updatedAt: isoDate,
    orderNew: orderKey,
    orderLikes: orderKey,
    orderViews: orderKey,
    searchText: text,
  },
  required: [
    'id',
    'rev',
    'boardId',
    'categoryNumber',
    'title',
    'content',
    'authorUuid',
    'authorNickname',
    'authorProfileUri',
    'viewCount',
    'likeCount',
    'commentCount',
    'popular',
    'createdAt',
    'updatedAt',
    'orderNew',
    'orderLikes',
    'orderViews',
    'searchText',
  ],
  // One per list order, for one board and for all: a list reads its first rows in index order and
  // stops. `categoryNumber` (nullable) and `popular` (boolean) cannot be indexed; they filter the walk.
  indexes: [
    ['boardId', 'orderNew'],
    ['boardId', 'orderLikes', 'orderNew'],
    ['boardId', 'orderViews', 'orderNew'],
    'orderNew',
    ['orderLikes', 'orderNew'],
    ['orderViews', 'orderNew'],
  ],
};

export const commentSchema: RxJsonSchema<LocalComment> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    rev,
    postId: { type: 'string', maxLength: 100 },
    parentId: { type: ['string', 'null'] },
    content: text,
    authorUuid: { type: 'string', maxLength: 40 },
    authorNickname: text,
    authorProfileUri: text,
    createdAt: isoDate,
    updatedAt: isoDate,
  },
  required: [
    'id',
    'rev',
    'postId',
    'parentId',
    'content',
    'authorUuid',
    'authorNickname',
    'authorProfileUri',
    'createdAt',
    'updatedAt',
  ],
  indexes: [['postId', 'createdAt']],
};

export const notificationSchema: RxJsonSchema<LocalNotification> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    rev,
    content: text,
    createdAt: isoDate,
    confirmed: { type: 'boolean' },
    addData: { type: 'object', properties: { path: { type: ['string', 'null'] } } },
  },
  required: ['id', 'rev', 'content', 'createdAt', 'confirmed', 'addData'],
  indexes: ['createdAt'],
};

export const blockSchema: RxJsonSchema<LocalBlock> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    rev,
    userUuid: { type: 'string', maxLength: 40 },
    userNickname: text,
    reason: text,
    createdAt: isoDate,
  },
  required: ['id', 'rev', 'userUuid', 'userNickname', 'reason', 'createdAt'],
  indexes: ['userUuid'],
};

export const liveStationSchema: RxJsonSchema<LocalLiveStation> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    rev,
    userId: text,
    userNick: text,
    department: text,
    profileImage: text,
    broadList: { type: 'array', items: { type: 'object' } },
    updatedAt: isoDate,
  },
  required: ['id', 'rev', 'userId', 'userNick', 'department', 'profileImage', 'broadList', 'updatedAt'],
};

export const noticeSchema: RxJsonSchema<LocalNotice> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    rev,
    userId: text,
    userNick: text,
    titleNo: { type: 'integer' },
    titleName: text,
    regDate: { type: 'string', maxLength: 40 },
    profileImage: text,
    content: { type: 'object', properties: { summary: text, textContent: text } },
  },
  required: ['id', 'rev', 'userId', 'userNick', 'titleNo', 'titleName', 'regDate', 'profileImage', 'content'],
  // Newest first, as the notice list shows them.
  indexes: ['regDate'],
};

export const metaSchema: RxJsonSchema<MetaDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id, value: { type: 'object' } },
  required: ['id', 'value'],
};

export const outboxSchema: RxJsonSchema<OutboxDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    seq: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, multipleOf: 1 },
    kind: { type: 'string', enum: [...OUTBOX_KINDS] },
    method: { type: 'string', enum: ['POST', 'PUT', 'DELETE'] },
    path: text,
    body: { type: ['object', 'null'] },
    scope: { type: 'string', maxLength: 100 },
    state: { type: 'string', enum: ['pending', 'failed'] },
    error: { type: ['object', 'null'] },
    attempts: { type: 'integer', minimum: 0 },
    createdAt: isoDate,
  },
  required: [
    'id',
    'seq',
    'kind',
    'method',
    'path',
    'body',
    'scope',
    'state',
    'error',
    'attempts',
    'createdAt',
  ],
  indexes: ['seq'],
};
