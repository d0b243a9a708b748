import type { TimelineEntry } from '../../../contract/crew';
import { filterWords, matchesAny } from '../../../lib/text-match';

export const TIMELINE_SORTS = {
  newest: '최근 날짜순',
  oldest: '오래된 날짜순',
  updated: '최근 수정순',
} as const;
export type TimelineSort = keyof typeof TIMELINE_SORTS;

const byDate = (a: TimelineEntry, b: TimelineEntry) =>
  a.eventDate.localeCompare(b.eventDate) || a.createdAt.localeCompare(b.createdAt);

/** The entries the admin asked for: title, text or date holding the typed words, in the chosen order. */
export function visibleEntries(
  entries: readonly TimelineEntry[],
  query: string,
  sort: TimelineSort,
): TimelineEntry[] {
  const words = filterWords(query);
  const shown = entries.filter((e) => matchesAny([e.title, e.content, e.eventDate], words));
  if (sort === 'oldest') return shown.sort(byDate);
  if (sort === 'updated') return shown.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return shown.sort((a, b) => byDate(b, a));
}
