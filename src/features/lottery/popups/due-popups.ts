import type { Lottery, RewardItem } from '../../../contract';
import { appStorage } from '../../../data/http';
import { rewardItemState } from '../../reward/shop/item-state';
import { rewardApi } from '../../reward/shop/reward-api';
import { soopVodApi } from '../../soop-vod/soop-vod-api';
import { lotteryApi } from '../lottery-api';
import { isSeoulToday } from './seoul-today';

export type EventPopup =
  | { kind: 'lottery'; key: string; lottery: Lottery }
  | { kind: 'reward'; key: string; items: RewardItem[] }
  | { kind: 'soopVod'; key: string };

/**
 * The popups to show on entering, in order: each running lottery not dismissed today for its id
 * (the `lottery` record), then, for a member, the reward announcement while gifts are open or about
 * to open, unless closed today (`popup.humorEventAt`), then the video-request popup until the end
 * an admin set, unless closed today (`popup.eventSoopVodAt`). The server's lists decide; offline, none.
 */
export async function duePopups(signedIn: boolean): Promise<EventPopup[]> {
  const now = Date.now();
  const dismissed = appStorage.read('lottery');
  const lotteries = await lotteryApi.list(true).then(
    (r) => r.data,
    () => [],
  );
  const popups: EventPopup[] = lotteries
    .filter((l) => l.status === 'OPEN' && !isSeoulToday(dismissed[l.id], now))
    .map((lottery) => ({ kind: 'lottery', key: `lottery:${lottery.id}`, lottery }));
  if (signedIn && !isSeoulToday(appStorage.read('popup').humorEventAt, now)) {
    const items = await rewardApi.items(true).then(
      (r) => r.itemList.filter((item) => !item.hidden && rewardItemState(item, now) !== 'soldOut'),
      () => [],
    );
    if (items.length > 0) popups.push({ kind: 'reward', key: 'reward', items });
  }
  if (!isSeoulToday(appStorage.read('popup').eventSoopVodAt, now)) {
    const endsAt = await soopVodApi.popup().then(
      (setting) => setting.endsAt,
      () => null,
    );
    if (endsAt && Date.parse(endsAt) > now) popups.push({ kind: 'soopVod', key: 'soopVod' });
  }
  return popups;
}
