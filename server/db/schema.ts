import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BoardCategory, Broad, Profile, Role } from '../../src/contract';

/** The one global change sequence behind every replicated row's `rev` (DESIGN section 4). */
export const revSeq = pgSequence('rev_seq');

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A required reference to a user row. */
const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.uuid);

/** `rev` is set by the `bump_rev` trigger on every insert and update; `deleted` is the tombstone. */
const replicatedColumns = () => ({
  rev: bigint('rev', { mode: 'number' }).notNull().default(0),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    uuid: uuid('uuid').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    point: bigint('point', { mode: 'number' }).notNull().default(0),
    roles: text('roles').array().$type<Role[]>().notNull().default(sql`'{USER}'::text[]`),
    profile: jsonb('profile').$type<Profile | null>(),
    afreecatvUserId: text('afreecatv_user_id'),
    deviceId: text('device_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    withdrawnAt: ts('withdrawn_at'),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_nickname_key').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_afreecatv_user_id_key').on(t.afreecatvUserId),
  ],
);

export const userSocials = pgTable(
  'user_socials',
  {
    userUuid: userRef('user_uuid'),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.provider] })],
);

export const boardRoles = pgTable(
  'board_roles',
  {
    userUuid: userRef('user_uuid'),
    boardId: text('board_id').notNull(),
    roleCode: text('role_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.boardId, t.roleCode] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie value: a leaked table does not leak sessions. */
    idHash: text('id_hash').primaryKey(),
    userUuid: userRef('user_uuid'),
    deviceId: text('device_id'),
    userAgent: text('user_agent'),
    remember: boolean('remember').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userUuid)],
);

/** Failed logins, counted per IP and per username for the rate limit; shared by every node. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ip: text('ip').notNull(),
    username: text('username').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_ip_idx').on(t.ip, t.at),
    index('login_failures_username_idx').on(t.username, t.at),
  ],
);

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

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userUuid: userRef('user_uuid'),
    content: text('content').notNull(),
    path: text('path'),
    confirmed: boolean('confirmed').notNull().default(false),
    ...replicatedColumns(),
  },
  (t) => [
    uniqueIndex('notifications_rev_idx').on(t.rev),
    index('notifications_user_idx').on(t.userUuid, t.rev),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    id: uuid('id').primaryKey(),
    ownerUuid: userRef('owner_uuid'),
    userUuid: userRef('user_uuid'),
    reason: text('reason').notNull().default(''),
    ...replicatedColumns(),
  },
  (t) => [
    uniqueIndex('blocks_rev_idx').on(t.rev),
    index('blocks_owner_idx').on(t.ownerUuid, t.rev),
    uniqueIndex('blocks_owner_user_key').on(t.ownerUuid, t.userUuid).where(sql`${t.deleted} = false`),
  ],
);

/** The crew's stations on the streaming platform, as admins list them. */
export const crewStations = pgTable('crew_stations', {
  userId: text('user_id').primaryKey(),
  userNick: text('user_nick').notNull(),
  department: text('department').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** What the adapter last read of each crew station; replicated to clients. */
export const liveStations = pgTable(
  'live_stations',
  {
    id: text('id').primaryKey(),
    userNick: text('user_nick').notNull(),
    department: text('department').notNull().default(''),
    profileImage: text('profile_image').notNull().default(''),
    broadList: jsonb('broad_list').$type<Broad[]>().notNull().default([]),
    ...replicatedColumns(),
  },
  (t) => [uniqueIndex('live_stations_rev_idx').on(t.rev)],
);

/** Station board posts (notices) of the crew, newest first by regDate. */
export const notices = pgTable(
  'notices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    userNick: text('user_nick').notNull(),
    titleNo: bigint('title_no', { mode: 'number' }).notNull(),
    titleName: text('title_name').notNull(),
    /** Seoul wall-clock text as the platform gives it; sorts as text. */
    regDate: text('reg_date').notNull(),
    profileImage: text('profile_image').notNull().default(''),
    summary: text('summary').notNull().default(''),
    textContent: text('text_content').notNull().default(''),
    ...replicatedColumns(),
  },
  (t) => [uniqueIndex('notices_rev_idx').on(t.rev), index('notices_reg_date_idx').on(t.regDate)],
);

/** Jobs only one node may run (the platform poller): a node holds the lease while it renews it. */
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

/** A code a user puts on their platform station to prove it is theirs. */
export const afreecatvLinkCodes = pgTable('afreecatv_link_codes', {
  userUuid: uuid('user_uuid')
    .primaryKey()
    .references(() => users.uuid),
  afreecatvUserId: text('afreecatv_user_id').notNull(),
  code: text('code').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

export const alertKeywords = pgTable(
  'alert_keywords',
  {
    id: uuid('id').primaryKey(),
    userUuid: userRef('user_uuid'),
    keyword: text('keyword').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('alert_keywords_user_keyword_key').on(t.userUuid, t.keyword)],
);

export const alertSubscribes = pgTable(
  'alert_subscribes',
  {
    id: uuid('id').primaryKey(),
    userUuid: userRef('user_uuid'),
    targetUuid: userRef('target_uuid'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alert_subscribes_user_target_key').on(t.userUuid, t.targetUuid),
    index('alert_subscribes_target_idx').on(t.targetUuid),
  ],
);

/** Per-user server-side settings (APP_PUSH); client-only switches stay in local storage. */
export const userSettings = pgTable(
  'user_settings',
  {
    userUuid: userRef('user_uuid'),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.name] })],
);

/** Native app devices (the mobile app bridge) that receive pushes. */
export const mobileDevices = pgTable('mobile_devices', {
  deviceToken: text('device_token').primaryKey(),
  userUuid: userRef('user_uuid'),
  os: text('os').notNull(),
  versionRelease: text('version_release').notNull().default(''),
  versionName: text('version_name').notNull().default(''),
  timezone: text('timezone').notNull().default(''),
  locale: text('locale').notNull().default(''),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Values the server makes once and keeps (the VAPID key pair for web push). */
export const serverSettings = pgTable('server_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Browsers that agreed to receive web pushes for a user. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userUuid: userRef('user_uuid'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userUuid)],
);

/** Page views the client reports (SPEC section 2); capped per device and per IP (`ops/page-views.ts`). */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    /** The signed-in viewer; null when signed out. */
    userUuid: uuid('user_uuid').references(() => users.uuid),
    deviceId: text('device_id'),
    ip: text('ip').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('page_views_device_idx').on(t.deviceId, t.createdAt),
    index('page_views_ip_idx').on(t.ip, t.createdAt),
    index('page_views_created_idx').on(t.createdAt),
  ],
);
