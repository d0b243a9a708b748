import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ChatLine, VodRequestStatus } from '../../../src/contract/soop-chat';
import { ts } from '../../db/columns';
import { users } from '../user/tables';

/**
 * The crew's recent broadcast chat as the SOOP adapter reads it: a bounded store, pruned by age and
 * by count per station (`chat-reader.ts`). Moments keep their own copy of the chat around them.
 */
export const soopChatMessages = pgTable(
  'soop_chat_messages',
  {
    /** `{station}_{broadNo}_{chatNo}`: reading the same lines twice stores them once. */
    id: text('id').primaryKey(),
    stationUserId: text('station_user_id').notNull(),
    broadNo: bigint('broad_no', { mode: 'number' }).notNull(),
    chatNo: bigint('chat_no', { mode: 'number' }).notNull(),
    userId: text('user_id').notNull(),
    userNick: text('user_nick').notNull(),
    message: text('message').notNull(),
    /** The line carries the clip sequence (`hasClipSequence`). */
    mark: boolean('mark').notNull(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [
    index('soop_chat_messages_station_idx').on(t.stationUserId, t.broadNo, t.chatNo),
    index('soop_chat_messages_sent_idx').on(t.sentAt),
  ],
);

/** Several viewers typed the clip sequence within a short window (`moment-detector.ts`). */
export const soopChatMoments = pgTable(
  'soop_chat_moments',
  {
    /** `{station}_{broadNo}_{first sequence's chatNo}`: stable while the moment grows. */
    id: text('id').primaryKey(),
    stationUserId: text('station_user_id').notNull(),
    stationNick: text('station_nick').notNull(),
    broadNo: bigint('broad_no', { mode: 'number' }).notNull(),
    broadTitle: text('broad_title').notNull().default(''),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    viewerCount: integer('viewer_count').notNull(),
    before: jsonb('before').$type<ChatLine[]>().notNull(),
    during: jsonb('during').$type<ChatLine[]>().notNull(),
    after: jsonb('after').$type<ChatLine[]>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('soop_chat_moments_start_idx').on(t.startAt)],
);

/**
 * A clip request: public when made of a moment, private to its member when a member asked
 * (`requesterUuid`). Status moves 접수 → 제작 중 → 완료 (with the clip's link) or 반려 (with a reason).
 */
export const soopVodRequests = pgTable(
  'soop_vod_requests',
  {
    id: uuid('id').primaryKey(),
    momentId: text('moment_id').references(() => soopChatMoments.id),
    requesterUuid: uuid('requester_uuid').references(() => users.uuid),
    stationUserId: text('station_user_id').notNull(),
    stationNick: text('station_nick').notNull(),
    momentAt: ts('moment_at').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<VodRequestStatus>().notNull().default('RECEIVED'),
    clipUrl: text('clip_url'),
    rejectReason: text('reject_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One request per moment: a second admin's click cannot make a twin.
    uniqueIndex('soop_vod_requests_moment').on(t.momentId),
    index('soop_vod_requests_requester_idx').on(t.requesterUuid, t.createdAt),
    check('soop_vod_requests_one_source', sql`(${t.momentId} is null) <> (${t.requesterUuid} is null)`),
  ],
);

/** The video-request popup's event: one row, its end set by an admin (null: no popup). */
export const soopVodPopup = pgTable('soop_vod_popup', {
  id: integer('id').primaryKey(),
  endsAt: ts('ends_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
