/**
 * Seoul labels from arithmetic alone (no dayjs): the home page's rows and the live strip label
 * their times on the first page, where dayjs and its zone plugins would add 6 KB gzip. Seoul has
 * kept UTC+9, without summer time, since 1988-10-09 03:00 KDT; an earlier instant is read through
 * the platform's zone data (Intl). The rest of the app's times are in ./time.
 */
export type ClockInput = Date | number | string;

/** Every time a person reads is Seoul time, whatever zone the device is set to (SPEC section 1). */
export const SEOUL = 'Asia/Seoul';

const SEOUL_OFFSET_MS = 9 * 3_600_000;
const SEOUL_FIXED_SINCE = Date.UTC(1988, 9, 8, 18);
/** An explicit offset (`Z`, `+09:00`, `+0900`) at the end of an ISO string. */
export const HAS_OFFSET = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;
/** The streaming platform's offset-less Seoul wall-clock time: `2024-01-01 12:00:00`. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

const SEOUL_FIELDS = new Intl.DateTimeFormat('en-US', {
  timeZone: SEOUL,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Milliseconds whose UTC fields are the wall clock an offset-less string names. */
function wallClockOf(text: string): number | null {
  const match = WALL_CLOCK.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', ms = '0'] = match;
  return Date.UTC(+year!, +month! - 1, +day!, +hour, +minute, +second, +ms.padEnd(3, '0'));
}

/** A Date whose UTC fields read Seoul's wall clock at the input; null when it names no time. */
function seoulClock(input: ClockInput): Date | null {
  if (typeof input === 'string' && !HAS_OFFSET.test(input.trim())) {
    const wall = wallClockOf(input);
    return wall === null ? null : new Date(wall);
  }
  const instant = typeof input === 'string' ? Date.parse(input) : input.valueOf();
  if (!Number.isFinite(instant)) return null;
  if (instant >= SEOUL_FIXED_SINCE) return new Date(instant + SEOUL_OFFSET_MS);
  const part = Object.fromEntries(
    SEOUL_FIELDS.formatToParts(instant).map(({ type, value }) => [type, Number(value)]),
  );
  return new Date(Date.UTC(part.year!, part.month! - 1, part.day, part.hour, part.minute, part.second));
}

/** The instant; an offset-less string is Seoul wall-clock time (UTC+9). NaN when it names none. */
function instantOf(input: ClockInput): number {
  if (typeof input === 'string' && !HAS_OFFSET.test(input.trim()))
    return (wallClockOf(input) ?? Number.NaN) - SEOUL_OFFSET_MS;
  return typeof input === 'string' ? Date.parse(input) : input.valueOf();
}

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1440;
const MINUTES_PER_MONTH = 43_200;
const MINUTES_PER_YEAR = 525_600;

/**
 * "N분 전" style label (SPEC section 9 "Display"). With `end` it is a duration ("N분") without
 * the '전' suffix. Under one minute reads '방금 전' (or '0분' as a duration); a start in the
 * future counts as now, because server and device clocks drift by a few seconds.
 */
export function elapsedLabel(start: ClockInput, end?: ClockInput): string {
  const seconds = Math.trunc((instantOf(end ?? Date.now()) - instantOf(start)) / 1000);
  const minutes = Math.max(0, Math.floor(seconds / 60));
  const suffix = end === undefined ? ' 전' : '';
  if (minutes < 1 && end === undefined) return '방금 전';
  if (minutes < MINUTES_PER_HOUR) return `${minutes}분${suffix}`;
  if (minutes <= MINUTES_PER_DAY) return `${Math.floor(minutes / MINUTES_PER_HOUR)}시간${suffix}`;
  if (minutes <= MINUTES_PER_MONTH) return `${Math.floor(minutes / MINUTES_PER_DAY)}일${suffix}`;
  if (minutes <= MINUTES_PER_YEAR) return `${Math.floor(minutes / MINUTES_PER_MONTH)}개월${suffix}`;
  return `${Math.floor(minutes / MINUTES_PER_YEAR)}년${suffix}`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Board list time: HH:mm today, MM.DD this year, else YYYY.MM.DD; "today" and "year" in Seoul.
 * Empty for an input that names no time.
 */
export function boardTime(input: ClockInput, now: ClockInput = Date.now()): string {
  const clock = seoulClock(input);
  const today = seoulClock(now);
  if (!clock || !today) return '';
  const year = clock.getUTCFullYear();
  const date = `${pad2(clock.getUTCMonth() + 1)}.${pad2(clock.getUTCDate())}`;
  if (year !== today.getUTCFullYear()) return `${year}.${date}`;
  const todayDate = `${pad2(today.getUTCMonth() + 1)}.${pad2(today.getUTCDate())}`;
  return date === todayDate ? `${pad2(clock.getUTCHours())}:${pad2(clock.getUTCMinutes())}` : date;
}
