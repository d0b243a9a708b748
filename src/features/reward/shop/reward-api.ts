import {
  apiPath,
  MyRewardEntryList,
  type RewardDeliveryInput,
  RewardEntryResult,
  RewardItem,
  type RewardItemInput,
  RewardItemList,
  RewardWinnerList,
} from '../../../contract';
import { http } from '../../../data/http';
import { dataWorker } from '../../../data/worker-client';

/** The reward gift shop: the shelf, entries, and the staff's items and deliveries. */
export const rewardApi = {
  items: (quiet = false) =>
    http.get(apiPath('rewardItems'), { schema: RewardItemList, suppressAlert: quiet }),
  myEntries: (quiet = false) =>
    http.get(apiPath('meRewardEntries'), { schema: MyRewardEntryList, suppressAlert: quiet }),
  /** Enters for an item; the balance everywhere follows from the point topic, the worker's summary at once. */
  async enter(id: string) {
    const result = await http.post(apiPath('rewardEntry', { id }), { schema: RewardEntryResult });
    void dataWorker().refreshPoints();
    return result;
  },
  adminItems: (quiet = false) =>
    http.get(apiPath('rewardAdminItems'), { schema: RewardItemList, suppressAlert: quiet }),
  createItem: (input: RewardItemInput) =>
    http.post(apiPath('rewardAdminItems'), { json: input, schema: RewardItem }),
  updateItem: (id: string, input: RewardItemInput) =>
    http.put(apiPath('rewardAdminItem', { id }), { json: input, schema: RewardItem }),
  winners: (quiet = false) =>
    http.get(apiPath('rewardWinners'), { schema: RewardWinnerList, suppressAlert: quiet }),
  deliver: (id: string, input: RewardDeliveryInput) =>
    http.put(apiPath('rewardDelivery', { id }), { json: input }),
};
