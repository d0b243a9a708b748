import {
  apiPath,
  StoreItem,
  StoreItemList,
  StoreProduct,
  type StoreProductInput,
  StoreProductList,
  type StoreProductStatus,
  StorePurchaseResult,
} from '../../contract';
import { http } from '../../data/http';
import { dataWorker } from '../../data/worker-client';

/**
 * The shop's calls. Lists keep quiet when asked (the page then shows its kept answer with the
 * stale mark); writes are alerted by the HTTP layer, field refusals come back to the form.
 */
export const storeApi = {
  products: (status: StoreProductStatus, quiet = false) =>
    http.get(`${apiPath('storeProducts')}?status=${status}`, {
      schema: StoreProductList,
      suppressAlert: quiet,
    }),
  product: (id: number, quiet = false) =>
    http.get(apiPath('storeProduct', { id }), { schema: StoreProduct, suppressAlert: quiet }),
  create: (input: StoreProductInput) =>
    http.post(apiPath('storeProductWrite'), { json: input, schema: StoreProduct }),
  modify: (id: number, input: StoreProductInput) =>
    http.put(apiPath('storeProductModify', { id }), { json: input, schema: StoreProduct }),
  setStatus: (id: number, status: StoreProductStatus) =>
    http.put(apiPath('storeProductStatus', { id }), { json: { status }, schema: StoreProduct }),

  /** The key makes a retried tap the same purchase; the bought pack is kept at once for the picker. */
  async purchase(id: number, idempotencyKey: string) {
    const result = await http.post(apiPath('storePurchase', { id }), {
      json: { idempotencyKey },
      schema: StorePurchaseResult,
    });
    await dataWorker().keepStoreItem(result.item);
    return result;
  },

  async setHidden(id: string, hidden: boolean) {
    const item = await http.put(apiPath('meStoreItem', { id }), { json: { hidden }, schema: StoreItem });
    await dataWorker().keepStoreItem(item);
  },
  async order(storeIdList: string[]) {
    const { storeList } = await http.post(apiPath('meStoreOrder'), {
      json: { storeIdList },
      schema: StoreItemList,
    });
    for (const item of storeList) await dataWorker().keepStoreItem(item);
  },
};
