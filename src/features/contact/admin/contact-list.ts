import {
  type ContactCategory,
  type ContactStatus,
  type ContactThread,
  contactSenderName,
} from '../../../contract';
import { filterWords, matchesAny } from '../../../lib/text-match';

export const CONTACT_SORTS = {
  newest: '최신순',
  oldest: '오래된 순',
  waitingFirst: '답변 대기 먼저',
} as const;
export type ContactSort = keyof typeof CONTACT_SORTS;

export interface ContactFilter {
  query: string;
  status: ContactStatus | 'ALL';
  category: ContactCategory | 'ALL';
  sort: ContactSort;
}

const newest = (a: ContactThread, b: ContactThread) => b.createdAt.localeCompare(a.createdAt);

const ORDER: Record<ContactSort, (a: ContactThread, b: ContactThread) => number> = {
  newest,
  oldest: (a, b) => -newest(a, b),
  // What still waits first, the longest waiting on top; then the answered ones, newest first.
  waitingFirst: (a, b) =>
    a.status !== b.status
      ? a.status === 'WAITING'
        ? -1
        : 1
      : a.status === 'WAITING'
        ? -newest(a, b)
        : newest(a, b),
};

/** What the admin typed, matched on the title, the text, the answer and the sender (nickname or a visitor's e-mail). */
const matches = (thread: ContactThread, words: string) =>
  matchesAny([thread.title, thread.content, thread.answer ?? '', contactSenderName(thread)], words);

/** The threads shown: filtered and sorted here, on every keystroke, from the list already loaded. */
export function visibleThreads(threads: readonly ContactThread[], filter: ContactFilter): ContactThread[] {
  const words = filterWords(filter.query);
  return threads
    .filter(
      (t) =>
        (filter.status === 'ALL' || t.status === filter.status) &&
        (filter.category === 'ALL' || t.category === filter.category) &&
        matches(t, words),
    )
    .sort(ORDER[filter.sort]);
}
