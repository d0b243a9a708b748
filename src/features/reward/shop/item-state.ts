import type { RewardItem } from '../../../contract';

export type RewardItemState = 'upcoming' | 'open' | 'soldOut';

/** Where an item stands now: before its opening, open with stock left, or all handed out. */
export function rewardItemState(item: RewardItem, now = Date.now()): RewardItemState {
  if (now < Date.parse(item.opensAt)) return 'upcoming';
  return item.handedOut >= item.stock ? 'soldOut' : 'open';
}
