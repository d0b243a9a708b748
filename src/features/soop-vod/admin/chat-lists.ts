import type { ChatMoment, VodRequest, VodRequestStatus } from '../../../contract/soop-chat';
import { filterWords, matchesAny } from '../../../lib/text-match';

export const MOMENT_SORTS = { newest: '최신순', viewers: '참여 많은 순', station: '방송국 이름순' } as const;
export type MomentSort = keyof typeof MOMENT_SORTS;

const MOMENT_ORDER: Record<MomentSort, (a: ChatMoment, b: ChatMoment) => number> = {
  newest: (a, b) => b.startAt.localeCompare(a.startAt),
  viewers: (a, b) => b.viewerCount - a.viewerCount || b.startAt.localeCompare(a.startAt),
  station: (a, b) => a.stationNick.localeCompare(b.stationNick, 'ko') || b.startAt.localeCompare(a.startAt),
};

/** What the admin typed, matched on the station, the broadcast title and the chat of the moment. */
const momentTexts = (m: ChatMoment) => [
  m.stationNick,
  m.stationUserId,
  m.broadTitle,
  ...[...m.before, ...m.during, ...m.after].flatMap((line) => [line.userNick, line.message]),
];

/** The moments shown: filtered and sorted here, on every keystroke, from the list already loaded. */
export function visibleMoments(
  moments: readonly ChatMoment[],
  query: string,
  sort: MomentSort,
  onlyOpen: boolean,
): ChatMoment[] {
  const words = filterWords(query);
  return moments
    .filter((m) => (!onlyOpen || m.requestId === null) && matchesAny(momentTexts(m), words))
    .sort(MOMENT_ORDER[sort]);
}

export type StatusFilter = VodRequestStatus | 'ALL';

/** The requests shown, newest first: by status, and by what the admin typed. */
export function visibleRequests(
  requests: readonly VodRequest[],
  query: string,
  status: StatusFilter,
): VodRequest[] {
  const words = filterWords(query);
  return requests
    .filter(
      (r) =>
        (status === 'ALL' || r.status === status) &&
        matchesAny([r.title, r.description, r.stationNick, r.stationUserId, r.requesterNick ?? ''], words),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
