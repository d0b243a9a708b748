/** Seoul has kept UTC+9, without summer time, since 1988: a day there is plain arithmetic. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The Seoul calendar day of an instant, `YYYY-MM-DD` (check-ins and daily caps count by it). */
export const seoulDay = (at: Date = new Date()): string =>
  new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);

/** The day before a `YYYY-MM-DD` day. */
export const dayBefore = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The instant the Seoul month of `at` began. */
export const seoulMonthStart = (at: Date = new Date()): Date =>
  new Date(`${seoulDay(at).slice(0, 7)}-01T00:00:00+09:00`);
