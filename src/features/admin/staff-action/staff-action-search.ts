import { STAFF_ACTION_KINDS, STAFF_TARGET_TYPES } from '../../../contract/audit-kinds';
import { oneOf, positiveInt, searchOf, text, uuid } from '../../../lib/search-params';

/** A Seoul calendar day as a date field gives it, `YYYY-MM-DD`. */
const seoulDay = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

const targetId = (value: unknown) => text({ max: 100, trim: true })(value) || undefined;

/**
 * /admin/staff-action's query string, which the server filters by as it is:
 * `?actor=…&action=POINT_ADJUST&targetType=user&targetId=…&from=2025-01-01&to=2025-01-31&page=2`.
 */
export const parseStaffActionSearch = searchOf({
  actor: uuid,
  action: oneOf(STAFF_ACTION_KINDS),
  targetType: oneOf(STAFF_TARGET_TYPES),
  targetId,
  from: seoulDay,
  to: seoulDay,
  page: positiveInt,
});
export type StaffActionSearch = ReturnType<typeof parseStaffActionSearch>;

const KEYS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to', 'page'] as const;

/** The search as one query string, its keys in one order: the server's query and the page cache's key. */
export const staffActionQuery = (search: StaffActionSearch): string =>
  new URLSearchParams(
    KEYS.flatMap((key) => (search[key] === undefined ? [] : [[key, String(search[key])]])),
  ).toString();
