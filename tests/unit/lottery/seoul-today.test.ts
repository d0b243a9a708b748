import { describe, expect, it } from 'vitest';
import { isSeoulToday } from '../../../src/features/lottery/popups/seoul-today';

const seoul = (local: string) => Date.parse(`${local}+09:00`);

describe('a popup dismissed "today"', () => {
  it('stays dismissed until Seoul midnight, whatever the device zone', () => {
    const dismissed = seoul('2026-11-24T00:10:00');
    expect(isSeoulToday(dismissed, seoul('2026-11-24T23:59:59'))).toBe(true);
    expect(isSeoulToday(dismissed, seoul('2026-11-25T00:00:00'))).toBe(false);
    // One UTC day, two Seoul days: 14:00Z is 23:00 on the 24th in Seoul, 15:30Z is 00:30 on the 25th.
    expect(isSeoulToday(Date.parse('2026-11-24T14:00:00Z'), Date.parse('2026-11-24T15:30:00Z'))).toBe(false);
  });

  it('counts a missing record as not dismissed', () => {
    expect(isSeoulToday(null)).toBe(false);
    expect(isSeoulToday(undefined)).toBe(false);
  });
});
