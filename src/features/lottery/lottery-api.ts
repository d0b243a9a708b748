import {
  apiPath,
  Lottery,
  LotteryEnterResult,
  LotteryEntries,
  type LotteryInput,
  LotteryList,
  MyLotteryEntryList,
} from '../../contract';
import { http } from '../../data/http';
import { dataWorker } from '../../data/worker-client';

/** The lottery pages' and popup's calls. */
export const lotteryApi = {
  list: (quiet = false) => http.get(apiPath('lotteries'), { schema: LotteryList, suppressAlert: quiet }),
  mine: (quiet = false) =>
    http.get(apiPath('meLotteryEntries'), { schema: MyLotteryEntryList, suppressAlert: quiet }),
  entries: (id: string) => http.get(apiPath('lotteryEntries', { id }), { schema: LotteryEntries }),
  /** Enters once; the balance everywhere follows from the point topic, the worker's summary at once. */
  async enter(id: string): Promise<LotteryEnterResult> {
    const result = await http.post(apiPath('lotteryEnter', { id }), {
      json: { idempotencyKey: crypto.randomUUID() },
      schema: LotteryEnterResult,
    });
    void dataWorker().refreshPoints();
    return result;
  },
  adminList: (quiet = false) =>
    http.get(apiPath('adminLotteries'), { schema: LotteryList, suppressAlert: quiet }),
  create: (input: LotteryInput) => http.post(apiPath('adminLotteries'), { json: input, schema: Lottery }),
};
