import { describe, expect, it } from 'vitest';
import { periodStart } from '../../server/lib/rank-period';

describe('ranking periods in Seoul time', () => {
  it('start the week on Monday 00:00 Seoul', () => {
    // Sunday 23:30 in Seoul is still the week that began the Monday before.
    expect(periodStart('week', new Date('2026-11-29T14:30:00Z'))?.toISOString()).toBe(
      '2026-11-22T15:00:00.000Z',
    );
    // Monday 00:10 in Seoul (Sunday in UTC) is a new week.
    expect(periodStart('week', new Date('2026-11-29T15:10:00Z'))?.toISOString()).toBe(
      '2026-11-29T15:00:00.000Z',
    );
  });

  it('start the month on the 1st 00:00 Seoul, and all time has no start', () => {
    // December 1st 01:00 in Seoul is November 30th in UTC.
    expect(periodStart('month', new Date('2026-11-30T16:00:00Z'))?.toISOString()).toBe(
      '2026-11-30T15:00:00.000Z',
    );
    expect(periodStart('month', new Date('2026-11-15T03:00:00Z'))?.toISOString()).toBe(
      '2026-10-31T15:00:00.000Z',
    );
    expect(periodStart('all')).toBeNull();
  });
});
