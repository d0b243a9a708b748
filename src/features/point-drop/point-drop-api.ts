import {
  apiPath,
  PointDrop,
  PointDropCatchResult,
  type PointDropInput,
  PointDropList,
  PointRanking,
  type RankPeriod,
} from '../../contract';
import { http } from '../../data/http';
import { dataWorker } from '../../data/worker-client';

/** The point drop pages', banner's and admin screen's calls. */
export const pointDropApi = {
  list: (quiet = false) => http.get(apiPath('pointDrops'), { schema: PointDropList, suppressAlert: quiet }),
  active: () => http.get(apiPath('pointDropsActive'), { schema: PointDropList, suppressAlert: true }),
  /** Catches one packet; the balance everywhere follows from the point topic, the worker's summary at once. */
  async catchOne(id: string): Promise<PointDropCatchResult> {
    const result = await http.post(apiPath('pointDropCatch', { id }), { schema: PointDropCatchResult });
    void dataWorker().refreshPoints();
    return result;
  },
  rank: (period: RankPeriod, quiet = false) =>
    http.get(`${apiPath('pointDropRank')}?period=${period}`, { schema: PointRanking, suppressAlert: quiet }),
  adminList: (quiet = false) =>
    http.get(apiPath('adminPointDrops'), { schema: PointDropList, suppressAlert: quiet }),
  start: (input: PointDropInput) => http.post(apiPath('adminPointDrops'), { json: input, schema: PointDrop }),
  close: (id: string) => http.post(apiPath('adminPointDropClose', { id }), { schema: PointDrop }),
};
