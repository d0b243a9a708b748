import { apiPath } from '../../contract';
import { KartBoard, type KartRecordInput, type KartTierInput } from '../../contract/kartrider';
import { http } from '../../data/http';

/** `/kartrider/tier`'s calls; a quiet read leaves the kept answer on screen with the stale mark. */
export const kartApi = {
  board: (quiet = false) => http.get(apiPath('kartBoard'), { schema: KartBoard, suppressAlert: quiet }),
  addTier: (input: KartTierInput) => http.post(apiPath('adminKartTiers'), { json: input }),
  updateTier: (id: string, input: KartTierInput) =>
    http.put(apiPath('adminKartTier', { id }), { json: input }),
  removeTier: (id: string) => http.delete(apiPath('adminKartTier', { id })),
  addRecord: (input: KartRecordInput) => http.post(apiPath('adminKartRecords'), { json: input }),
  updateRecord: (id: string, input: KartRecordInput) =>
    http.put(apiPath('adminKartRecord', { id }), { json: input }),
  removeRecord: (id: string) => http.delete(apiPath('adminKartRecord', { id })),
};
