import {
  kartriderEndpoints as api,
  type KartRecordInput,
  type KartTierInput,
} from '../../contract/kartrider';
import { http } from '../../data/http';

/** `/kartrider/tier`'s calls (`kartriderEndpoints`); a quiet read leaves the kept answer on screen with the stale mark. */
export const kartApi = {
  board: (quiet = false) => http.call(api.board, {}, { suppressAlert: quiet }),
  addTier: (input: KartTierInput) => http.call(api.addTier, { body: input }),
  updateTier: (id: string, input: KartTierInput) =>
    http.call(api.updateTier, { params: { id }, body: input }),
  removeTier: (id: string) => http.call(api.removeTier, { params: { id } }),
  addRecord: (input: KartRecordInput) => http.call(api.addRecord, { body: input }),
  updateRecord: (id: string, input: KartRecordInput) =>
    http.call(api.updateRecord, { params: { id }, body: input }),
  removeRecord: (id: string) => http.call(api.removeRecord, { params: { id } }),
};
