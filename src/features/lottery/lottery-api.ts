import { lotteryEndpoints as api, type LotteryEnterResult, type LotteryInput } from '../../contract';
import { http } from '../../data/http';
import { dataWorker } from '../../data/worker-client';

/** The lottery pages' and popup's calls (`lotteryEndpoints`). */
export const lotteryApi = {
  list: (quiet = false) => http.call(api.list, {}, { suppressAlert: quiet }),
  mine: (quiet = false) => http.call(api.mine, {}, { suppressAlert: quiet }),
  entries: (id: string) => http.call(api.entries, { params: { id } }),
  /** Enters once; the balance everywhere follows from the point topic, the worker's summary at once. */
  async enter(id: string): Promise<LotteryEnterResult> {
    const result = await http.call(api.enter, {
      params: { id },
      body: { idempotencyKey: crypto.randomUUID() },
    });
    void dataWorker().refreshPoints();
    return result;
  },
  adminList: (quiet = false) => http.call(api.adminList, {}, { suppressAlert: quiet }),
  create: (input: LotteryInput) => http.call(api.create, { body: input }),
};
