import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Profile, Role } from '../../../src/contract';
import { ts } from '../../db/columns';

/** A required reference to a user row, for any module's table. */
export const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.uuid);

export const users = pgTable(
  'users',
  {
    uuid: uuid('uuid').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    point: bigint('point', { mode: 'number' }).notNull().default(0),
    /** Points earned in total (PRODUCT.md "Rank tiers"); moved only by the point ledger, with `point`. */
    earnedPoint: bigint('earned_point', { mode: 'number' }).notNull().default(0),
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
    /** The e-mail the provider verified, if it gave one: a later login with it finds this account. */
    email: text('email'),
  },
  (t) => [
    primaryKey({ columns: [t.userUuid, t.provider] }),
    uniqueIndex('user_socials_provider_user_key').on(t.provider, t.providerUserId),
    index('user_socials_email_idx').on(t.email),
  ],
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

/**
 * The username and nickname a withdrawn member held (lower-cased), kept from everyone else until
 * `until`: nobody can take them at once and pose as that member.
 */
export const reservedNames = pgTable(
  'reserved_names',
  {
    kind: text('kind').$type<'username' | 'nickname'>().notNull(),
    name: text('name').notNull(),
    until: ts('until').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.name] })],
);

/** A code a user puts on their SOOP station to prove it is theirs. */
export const soopLinkCodes = pgTable('afreecatv_link_codes', {
  userUuid: uuid('user_uuid')
    .primaryKey()
    .references(() => users.uuid),
  afreecatvUserId: text('afreecatv_user_id').notNull(),
  code: text('code').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

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
