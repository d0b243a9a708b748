import { describe, expect, it } from 'vitest';
import { StaffActionQuery } from '../../../src/contract';
import {
  parseStaffActionSearch,
  staffActionQuery,
} from '../../../src/features/admin/staff-action/staff-action-search';

const ACTOR = '0190a3f0-0000-7000-8000-000000000001';

describe('the /admin/staff-action query string', () => {
  it('keeps good values and drops bad ones', () => {
    expect(
      parseStaffActionSearch({
        actor: ACTOR,
        action: 'POINT_ADJUST',
        targetType: 'user',
        targetId: ` ${ACTOR} `,
        from: '2025-01-01',
        to: '2025-01-31',
        page: '2',
      }),
    ).toEqual({
      actor: ACTOR,
      action: 'POINT_ADJUST',
      targetType: 'user',
      targetId: ACTOR,
      from: '2025-01-01',
      to: '2025-01-31',
      page: 2,
    });
    expect(
      parseStaffActionSearch({
        actor: 'someone',
        action: 'DROP_TABLE',
        targetType: 'server',
        targetId: '   ',
        from: '2025-1-1',
        page: '0',
      }),
    ).toEqual({});
  });

  it('is the server query, in one order whatever order the address had', () => {
    const query = staffActionQuery({ page: 2, action: 'ROLE_GRANT', from: '2025-01-01' });
    expect(query).toBe('action=ROLE_GRANT&from=2025-01-01&page=2');
    expect(staffActionQuery({ from: '2025-01-01', action: 'ROLE_GRANT', page: 2 })).toBe(query);
    // What the page sends, the server takes.
    expect(StaffActionQuery.safeParse(Object.fromEntries(new URLSearchParams(query))).success).toBe(true);
  });
});
