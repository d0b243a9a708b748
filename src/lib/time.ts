import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ko';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { HAS_OFFSET, SEOUL } from './seoul-clock';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('ko');

export type TimeInput = Date | number | string | Dayjs;

/**
 * The instant as a Seoul-zoned dayjs. Strings without an offset (the streaming platform's
 * `regDate`, `2024-01-01 12:00:00`) are Seoul wall-clock time, not device-local time.
 */
export function toSeoul(input: TimeInput = Date.now()): Dayjs {
  if (typeof input === 'string' && !HAS_OFFSET.test(input.trim())) return dayjs.tz(input, SEOUL);
  return dayjs(input).tz(SEOUL);
}

/**
 * One formatter, made once: `toSeoul` looks the zone up anew on each call, which a list of
 * thousands of rows (the admin member list as one types) paid per row.
 */
const SEOUL_DAY = new Intl.DateTimeFormat('ko-KR', {
  timeZone: SEOUL,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
});

/** The instant when the input names one exactly (a date, a number, an ISO time with its offset). */
function exactInstant(input: TimeInput): Date | null {
  if (input instanceof Date || typeof input === 'number') return new Date(input);
  if (typeof input === 'string' && HAS_OFFSET.test(input.trim())) {
    const date = new Date(input);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** 2025.10.04(토) */
export function formatDate(input: TimeInput): string {
  const instant = exactInstant(input);
  if (instant === null) return toSeoul(input).format('YYYY.MM.DD(ddd)');
  const part = Object.fromEntries(SEOUL_DAY.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.year}.${part.month}.${part.day}(${part.weekday})`;
}

/** 2025.10.04(토) 20:00 */
export const formatDateTime = (input: TimeInput): string => toSeoul(input).format('YYYY.MM.DD(ddd) HH:mm');

/** 2025-10-04 20:00:00 */
export const formatTimestamp = (input: TimeInput): string => toSeoul(input).format('YYYY-MM-DD HH:mm:ss');

/** Seoul wall-clock time in the notice watermark format (`regDateGreaterThan`). */
export const formatNoticeWatermark = (input: TimeInput): string =>
  toSeoul(input).format('YYYY-MM-DDTHH:mm:ss');

/**
 * The next notice load starts one second after the latest `regDate` held, because the
 * platform's dates have second precision and the filter is inclusive on its side.
 */
export const nextNoticeWatermark = (latestRegDate: TimeInput): string =>
  formatNoticeWatermark(toSeoul(latestRegDate).add(1, 'second'));

/** Week of the month (1-based) with weeks starting on Monday; week 1 holds the 1st. */
export function weekOfMonth(input: TimeInput): number {
  const date = toSeoul(input);
  // dayjs counts Sunday as 0; shift so Monday is 0 and Sunday is 6.
  const firstWeekdayFromMonday = (date.date(1).day() + 6) % 7;
  return Math.ceil((date.date() + firstWeekdayFromMonday) / 7);
}

/** "10월 1주차" */
export function weekOfMonthLabel(input: TimeInput): string {
  return `${toSeoul(input).month() + 1}월 ${weekOfMonth(input)}주차`;
}

const WON_PER_MANWON = 10_000;

/**
 * Amount in won as 만원 text: 150000 → "15만원", 12345 → "1.2만원", 5000 → "5,000원".
 * Fractions are cut, never rounded up, so a donation total is never overstated.
 */
export function formatManwon(won: number): string {
  if (!Number.isFinite(won)) return '0원';
  if (Math.abs(won) < WON_PER_MANWON) return `${Math.trunc(won).toLocaleString('ko-KR')}원`;
  const manwon = Math.trunc((won / WON_PER_MANWON) * 10) / 10;
  return `${manwon.toLocaleString('ko-KR', { maximumFractionDigits: 1 })}만원`;
}

/**
 * A `datetime-local` input's value, read as Seoul's wall clock, as an ISO time with Seoul's offset.
 * Empty stays empty, for the schema to call it missing.
 */
export const seoulLocalIso = (local: string): string => (local ? `${local}:00+09:00` : '');
