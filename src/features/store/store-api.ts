import { storeEndpoints as api, type StoreProductInput, type StoreProductStatus } from '../../contract';
import { http } from '../../data/http';
import { dataWorker } from '../../data/worker-client';

/**
 * The shop's calls (`storeEndpoints`). Lists keep quiet when asked (the page then shows its kept answer with the
 * stale mark); writes are alerted by the HTTP layer, field refusals come back to the form.
 */
export const storeApi = {
  products: (status: StoreProductStatus, quiet = false) =>
    http.call(api.products, { query: { status } }, { suppressAlert: quiet }),
  product: (id: number, quiet = false) =>
    http.call(api.product, { params: { id } }, { suppressAlert: quiet }),
  create: (input: StoreProductInput) => http.call(api.create, { body: input }),
  modify: (id: number, input: StoreProductInput) => http.call(api.modify, { params: { id }, body: input }),
  setStatus: (id: number, status: StoreProductStatus) =>
    http.call(api.setStatus, { params: { id }, body: { status } }),

  /** The key makes a retried tap the same purchase; the bought pack is kept at once for the picker. */
  async purchase(id: number, idempotencyKey: string) {
    const result = await http.call(api.purchase, { params: { id }, body: { idempotencyKey } });
    await dataWorker().keepStoreItem(result.item);
    return result;
  },

  async setHidden(id: string, hidden: boolean) {
    const item = await http.call(api.setHidden, { params: { id }, body: { hidden } });
    await dataWorker().keepStoreItem(item);
  },
  async order(storeIdList: string[]) {
    const { storeList } = await http.call(api.order, { body: { storeIdList } });
    for (const item of storeList) await dataWorker().keepStoreItem(item);
  },
};
