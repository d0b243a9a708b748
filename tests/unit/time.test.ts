import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { boardTime, elapsedLabel } from '../../src/lib/seoul-clock';
import {
  formatDate,
  formatDateTime,
  formatManwon,
  formatNoticeWatermark,
  formatTimestamp,
  nextNoticeWatermark,
  toSeoul,
  weekOfMonth,
  weekOfMonthLabel,
} from '../../src/lib/time';

// The device sits in Los Angeles; every label must still be Seoul time.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = originalTz;
  vi.useRealTimers();
});

/** 2025-10-04 20:00 in Seoul is 2025-10-04 04:00 in Los Angeles (same day) and 11:00Z. */
const SEOUL_EVENING = Date.parse('2025-10-04T20:00:00+09:00');
const minutes = (n: number) => n * 60_000;

describe('device zone', () => {
  it('is really not Seoul in this test', () => {
    expect(new Date(SEOUL_EVENING).getTimezoneOffset()).not.toBe(-540);
  });
});

describe('toSeoul', () => {
  it('reads offset-less strings as Seoul wall-clock time', () => {
    expect(toSeoul('2024-01-01 09:00:00').toISOString()).toBe('2024-01-01T00:00:00.000Z');
  });
  it('keeps the instant of strings with an offset', () => {
    expect(toSeoul('2024-01-01T00:00:00Z').format('YYYY-MM-DD HH:mm')).toBe('2024-01-01 09:00');
    expect(toSeoul('2024-01-01T00:00:00+0900').format('HH:mm')).toBe('00:00');
  });
});

describe('elapsedLabel', () => {
  const at = (offsetMinutes: number) => SEOUL_EVENING - minutes(offsetMinutes);
  it('uses 방금 전 under a minute and counts minutes, hours, days, months, years', () => {
    vi.useFakeTimers({ now: SEOUL_EVENING });
    expect(elapsedLabel(at(0))).toBe('방금 전');
    expect(elapsedLabel(SEOUL_EVENING + 5000)).toBe('방금 전');
    expect(elapsedLabel(at(1))).toBe('1분 전');
    expect(elapsedLabel(at(59))).toBe('59분 전');
    expect(elapsedLabel(at(60))).toBe('1시간 전');
    expect(elapsedLabel(at(1440))).toBe('24시간 전');
    expect(elapsedLabel(at(1441))).toBe('1일 전');
    expect(elapsedLabel(at(43_200))).toBe('30일 전');
    expect(elapsedLabel(at(43_201))).toBe('1개월 전');
    expect(elapsedLabel(at(525_600))).toBe('12개월 전');
    expect(elapsedLabel(at(525_601))).toBe('1년 전');
    vi.useRealTimers();
  });
  it('drops the 전 suffix when an end time is given', () => {
    expect(elapsedLabel(SEOUL_EVENING, SEOUL_EVENING + minutes(90))).toBe('1시간');
    expect(elapsedLabel(SEOUL_EVENING, SEOUL_EVENING + minutes(5))).toBe('5분');
    expect(elapsedLabel(SEOUL_EVENING, SEOUL_EVENING)).toBe('0분');
  });
});

describe('boardTime', () => {
  // 00:30 on Oct 5 in Seoul is still Oct 4 in Los Angeles: "today" must be Seoul's.
  const now = Date.parse('2025-10-05T00:30:00+09:00');
  it('shows HH:mm for today in Seoul', () => {
    expect(boardTime('2025-10-05T00:10:00+09:00', now)).toBe('00:10');
  });
  it('shows MM.DD for yesterday in Seoul even when the device thinks it is the same day', () => {
    expect(boardTime('2025-10-04T23:50:00+09:00', now)).toBe('10.04');
  });
  it('shows YYYY.MM.DD for another year', () => {
    expect(boardTime('2024-12-31T23:59:00+09:00', now)).toBe('2024.12.31');
  });
  it('labels as the zone database does: around Seoul midnights, New Year and the device clock changes', () => {
    const reference = (input: number | string, at: number) => {
      const time = toSeoul(input);
      const today = toSeoul(at);
      if (time.format('YYYY-MM-DD') === today.format('YYYY-MM-DD')) return time.format('HH:mm');
      return time.format(time.year() === today.year() ? 'MM.DD' : 'YYYY.MM.DD');
    };
    const instants = [
      '2024-12-31T23:30:00+09:00', // Seoul New Year's Eve
      '2025-03-09T01:30:00-08:00', // Los Angeles springs forward
      '2025-11-02T00:30:00-07:00', // and falls back
      '1988-10-08T16:00:00Z', // Seoul's last summer time
    ].map(Date.parse);
    for (const start of instants) {
      for (let step = 0; step < 48; step++) {
        const at = start + minutes(step * 15);
        for (const age of [0, 20, 60 * 3, 60 * 30, 60 * 24 * 400]) {
          expect(boardTime(at - minutes(age), at)).toBe(reference(at - minutes(age), at));
        }
        const iso = new Date(at).toISOString();
        expect(boardTime(iso, at)).toBe(reference(iso, at));
      }
    }
    expect(boardTime('2025-10-04 23:50:00', now)).toBe('10.04');
  });
  it('reads the platform wall-clock strings, times before 1988, and nothing from no time', () => {
    const now = Date.parse('2025-10-05T00:30:00+09:00');
    expect(boardTime('2025-10-05 00:10:00', now)).toBe('00:10');
    expect(boardTime('2025-10-05T00:10', now)).toBe('00:10');
    expect(boardTime('2024-12-31', now)).toBe('2024.12.31');
    // Seoul kept summer time in 1988: 1988-07-01 00:30 KDT was 1988-06-30 15:30Z.
    expect(boardTime('1988-06-30T15:30:00Z', now)).toBe(toSeoul('1988-06-30T15:30:00Z').format('YYYY.MM.DD'));
    expect(boardTime('1988-06-30T15:30:00Z', now)).toBe('1988.07.01');
    expect(boardTime('어제', now)).toBe('');
    expect(elapsedLabel('2025-10-04 19:30:00', SEOUL_EVENING)).toBe('30분');
    expect(elapsedLabel('2025-10-04T19:30:00+09:00', '2025-10-04 20:00:00')).toBe('30분');
  });
});

describe('date formats', () => {
  it('formats in Seoul with Korean weekdays', () => {
    expect(formatDate(SEOUL_EVENING)).toBe('2025.10.04(토)');
    expect(formatDateTime(SEOUL_EVENING)).toBe('2025.10.04(토) 20:00');
    expect(formatTimestamp(SEOUL_EVENING)).toBe('2025-10-04 20:00:00');
    expect(formatNoticeWatermark(SEOUL_EVENING)).toBe('2025-10-04T20:00:00');
  });
  it('gives the same day label from its one formatter as from the zone lookup, at any instant', () => {
    const start = Date.UTC(2019, 0, 1);
    for (let i = 0; i < 3000; i++) {
      // Steps of 7 h 13 min 20 s over two years cross every Seoul hour, midnight and month end.
      const instant = start + i * 26_000_000;
      const expected = toSeoul(instant).format('YYYY.MM.DD(ddd)');
      expect(formatDate(instant)).toBe(expected);
      expect(formatDate(new Date(instant))).toBe(expected);
      expect(formatDate(new Date(instant).toISOString())).toBe(expected);
    }
    expect(formatDate('2025-10-04T23:30:00+09:00')).toBe('2025.10.04(토)');
    expect(formatDate('2025-10-04 23:30:00')).toBe('2025.10.04(토)');
  });
  it('moves the notice watermark one second past the latest regDate', () => {
    expect(nextNoticeWatermark('2025-10-04 23:59:59')).toBe('2025-10-05T00:00:00');
  });
});

describe('weekOfMonth', () => {
  it('starts weeks on Monday', () => {
    // June 2025 starts on a Sunday: the 1st is week 1 alone, Monday the 2nd opens week 2.
    expect(weekOfMonth('2025-06-01 12:00:00')).toBe(1);
    expect(weekOfMonth('2025-06-02 12:00:00')).toBe(2);
    expect(weekOfMonth('2025-06-08 12:00:00')).toBe(2);
    expect(weekOfMonth('2025-06-30 12:00:00')).toBe(6);
    // September 2025 starts on a Monday.
    expect(weekOfMonth('2025-09-07 12:00:00')).toBe(1);
    expect(weekOfMonth('2025-09-08 12:00:00')).toBe(2);
  });
  it('judges the day in Seoul', () => {
    // 2025-06-02 00:30 Seoul is still Sunday June 1 in Los Angeles.
    expect(weekOfMonth('2025-06-01T15:30:00Z')).toBe(2);
    expect(weekOfMonthLabel('2025-06-01T15:30:00Z')).toBe('6월 2주차');
  });
});

describe('formatManwon', () => {
  it('writes 만원 units and cuts fractions', () => {
    expect(formatManwon(150_000)).toBe('15만원');
    expect(formatManwon(12_345)).toBe('1.2만원');
    expect(formatManwon(19_999)).toBe('1.9만원');
    expect(formatManwon(123_450_000)).toBe('12,345만원');
    expect(formatManwon(5000)).toBe('5,000원');
    expect(formatManwon(Number.NaN)).toBe('0원');
  });
});
