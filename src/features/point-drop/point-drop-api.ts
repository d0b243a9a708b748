import {
  pointDropEndpoints as api,
  type PointDropCatchResult,
  type PointDropInput,
  type RankPeriod,
} from '../../contract';
import { http } from '../../data/http';
import { dataWorker } from '../../data/worker-client';

/** The point drop pages', banner's and admin screen's calls (`pointDropEndpoints`). */
export const pointDropApi = {
  list: (quiet = false) => http.call(api.list, {}, { suppressAlert: quiet }),
  active: () => http.call(api.active, {}, { suppressAlert: true }),
  packets: (id: string) => http.call(api.packets, { params: { id } }),
  /** Catches one packet; the balance everywhere follows from the point topic, the worker's summary at once. */
  async catchOne(id: string): Promise<PointDropCatchResult> {
    const result = await http.call(api.catch, { params: { id } });
    void dataWorker().refreshPoints();
    return result;
  },
  rank: (period: RankPeriod, quiet = false) =>
    http.call(api.rank, { query: { period } }, { suppressAlert: quiet }),
  adminList: (quiet = false) => http.call(api.adminList, {}, { suppressAlert: quiet }),
  start: (input: PointDropInput) => http.call(api.start, { body: input }),
  close: (id: string) => http.call(api.close, { params: { id } }),
};
