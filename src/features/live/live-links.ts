import type { LiveStation, Notice } from '../../contract';
import { chosenBroad } from '../../contract/soop-broad';

type StationLike = Pick<LiveStation, 'userId' | 'broadList'>;

/** The platform's player page for the chosen broadcast. */
export function playerUrl(station: StationLike): string {
  const broad = chosenBroad(station);
  return broad
    ? `https://play.sooplive.co.kr/${station.userId}/${broad.broadNo}`
    : `https://www.sooplive.com/station/${station.userId}`;
}

/** The platform's app, opened through its custom scheme on phones. */
export function appSchemeUrl(station: StationLike): string {
  const broad = chosenBroad(station);
  return `afreeca://player/live?user_id=${encodeURIComponent(station.userId)}${broad ? `&broad_no=${broad.broadNo}` : ''}`;
}

/** A notice's post on the streamer's station. */
export const noticeUrl = (notice: Pick<Notice, 'userId' | 'titleNo'>) =>
  `https://www.sooplive.com/station/${notice.userId}/post/${notice.titleNo}`;

/** Live stations first, most viewers first; then the rest by nickname. */
export function orderStations<T extends Pick<LiveStation, 'userNick' | 'broadList'>>(stations: T[]): T[] {
  const viewers = (s: T) => chosenBroad(s)?.currentSumViewer ?? -1;
  return [...stations].sort((a, b) => viewers(b) - viewers(a) || a.userNick.localeCompare(b.userNick, 'ko'));
}
