import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  STAFF_ACTION_PAGE_SIZE,
  type StaffActionDetail,
  type StaffActionKind,
  type StaffActionPage,
  type StaffActionQuery,
  type StaffTargetType,
} from '../../../src/contract';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { users } from '../user/tables';
import { staffActions } from './tables';

/** One staff action as the code that does it describes it. */
export interface StaffActionEntry {
  actorUuid: string;
  action: StaffActionKind;
  /** A member's `label` may be left out: the record takes their nickname at the time. */
  target: { type: StaffTargetType; id: string; label?: string };
  /** What was done, in Korean, without the target's name (the page shows it beside). */
  summary: string;
  detail?: StaffActionDetail;
  /** Why, as staff wrote it. */
  memo?: string;
}

/** Seoul has kept UTC+9 without summer time since 1988: its day starts at 00:00+09:00. */
const seoulDayStart = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+09:00`) + plusDays * 24 * 60 * 60 * 1000);

const labelOf = ({ target }: StaffActionEntry): string | SQL =>
  target.label ??
  (target.type === 'user'
    ? sql`coalesce((select u.nickname from users u where u.uuid = ${target.id}::uuid), '')`
    : '');

export function createStaffActionRepository(db: Db) {
  return {
    /** Adds the rows in `tx`, the transaction of the actions they record. */
    async record(tx: Db, entries: readonly StaffActionEntry[]): Promise<void> {
      if (entries.length === 0) return;
      await tx.insert(staffActions).values(
        entries.map((entry) => ({
          id: newId(),
          actorUuid: entry.actorUuid,
          action: entry.action,
          targetType: entry.target.type,
          targetId: entry.target.id,
          targetLabel: labelOf(entry),
          summary: entry.summary,
          detail: entry.detail ?? {},
          memo: entry.memo ?? '',
        })),
      );
    },

    async page(query: z.output<typeof StaffActionQuery>): Promise<StaffActionPage> {
      const where = and(
        query.actor ? eq(staffActions.actorUuid, query.actor) : undefined,
        query.action ? eq(staffActions.action, query.action) : undefined,
        query.targetType ? eq(staffActions.targetType, query.targetType) : undefined,
        query.targetId ? eq(staffActions.targetId, query.targetId) : undefined,
        query.from ? gte(staffActions.createdAt, seoulDayStart(query.from)) : undefined,
        query.to ? lt(staffActions.createdAt, seoulDayStart(query.to, 1)) : undefined,
      );
      const actor = { uuid: users.uuid, nickname: users.nickname, username: users.username };
      const [rows, [counted], actors] = await Promise.all([
        db
          .select({ row: staffActions, actor })
          .from(staffActions)
          .innerJoin(users, eq(users.uuid, staffActions.actorUuid))
          .where(where)
          .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
          .limit(STAFF_ACTION_PAGE_SIZE)
          .offset((query.page - 1) * STAFF_ACTION_PAGE_SIZE),
        db.select({ total: count() }).from(staffActions).where(where),
        db
          .select(actor)
          .from(users)
          .where(inArray(users.uuid, db.selectDistinct({ uuid: staffActions.actorUuid }).from(staffActions)))
          .orderBy(users.nickname),
      ]);
      return {
        data: rows.map(({ row, actor }) => ({
          id: row.id,
          actor,
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          targetLabel: row.targetLabel,
          summary: row.summary,
          detail: row.detail,
          memo: row.memo,
          createdAt: row.createdAt.toISOString(),
        })),
        total: counted?.total ?? 0,
        page: query.page,
        pageSize: STAFF_ACTION_PAGE_SIZE,
        actors,
      };
    },
  };
}

export type StaffActionRepository = ReturnType<typeof createStaffActionRepository>;
