import { date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CrewMemberType, TimelineImage } from '../../../src/contract/crew';
import { ts } from '../../db/columns';
import { crewStations } from '../soop/tables';
import { userRef } from '../user/tables';

/** The organisation chart's departments (`/organization`), in `sort` order. Not replicated: pages read them. */
export const crewDepartments = pgTable('crew_departments', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * A person placed in a department: one of the crew stations the server polls (so the chart shows
 * their live status and picture). Removing the station or the department removes the placement.
 */
export const crewPeople = pgTable(
  'crew_people',
  {
    id: uuid('id').primaryKey(),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => crewDepartments.id, { onDelete: 'cascade' }),
    stationUserId: text('station_user_id')
      .notNull()
      .references(() => crewStations.userId, { onDelete: 'cascade' }),
    memberType: text('member_type').$type<CrewMemberType>().notNull(),
    roleTitle: text('role_title').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('crew_people_department_station').on(t.departmentId, t.stationUserId)],
);

/** The crew's history (`/timeline`): what happened on which day, with its images from the file module. */
export const crewTimeline = pgTable(
  'crew_timeline',
  {
    id: uuid('id').primaryKey(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    /** The claimed files as shown (their rows never change, so a copy of their addresses stays right). */
    images: jsonb('images').$type<TimelineImage[]>().notNull().default([]),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('crew_timeline_event_date_idx').on(t.eventDate, t.createdAt)],
);
