import { toSeoul } from '../../../lib/time';

/** Whether `at` falls on today's Seoul calendar day: a popup's dismissal holds until Seoul midnight. */
export const isSeoulToday = (at: number | null | undefined, now = Date.now()): boolean =>
  at != null && toSeoul(at).format('YYYY-MM-DD') === toSeoul(now).format('YYYY-MM-DD');
