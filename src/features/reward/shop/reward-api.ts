import {
  rewardEndpoints as api,
  apiPath,
  type RewardDeliveryInput,
  type RewardItemInput,
} from '../../../contract';
import { http } from '../../../data/http';
import { dataWorker } from '../../../data/worker-client';

/**
 * The reward gift shop: the shelf, entries, and the staff's items and deliveries (`rewardEndpoints`;
 * the delivery, a 204 without a body, is called by its path).
 */
export const rewardApi = {
  items: (quiet = false) => http.call(api.items, {}, { suppressAlert: quiet }),
  myEntries: (quiet = false) => http.call(api.mine, {}, { suppressAlert: quiet }),
  /** Enters for an item; the balance everywhere follows from the point topic, the worker's summary at once. */
  async enter(id: string) {
    const result = await http.call(api.enter, { params: { id } });
    void dataWorker().refreshPoints();
    return result;
  },
  adminItems: (quiet = false) => http.call(api.adminItems, {}, { suppressAlert: quiet }),
  createItem: (input: RewardItemInput) => http.call(api.createItem, { body: input }),
  updateItem: (id: string, input: RewardItemInput) =>
    http.call(api.updateItem, { params: { id }, body: input }),
  winners: (quiet = false) => http.call(api.winners, {}, { suppressAlert: quiet }),
  deliver: (id: string, input: RewardDeliveryInput) =>
    http.put(apiPath('rewardDelivery', { id }), { json: input }),
};
