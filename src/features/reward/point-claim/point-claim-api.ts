import {
  pointClaimEndpoints as api,
  type PointClaimCodeInput,
  type PointClaimResult,
} from '../../../contract';
import { http } from '../../../data/http';
import { dataWorker } from '../../../data/worker-client';

/** Point claim: the member's code box and list, and the staff's codes (`pointClaimEndpoints`). */
export const pointClaimApi = {
  myClaims: (quiet = false) => http.call(api.mine, {}, { suppressAlert: quiet }),
  /** Claims a code; the balance everywhere follows from the point topic, the worker's summary at once. */
  async claim(code: string): Promise<PointClaimResult> {
    const result = await http.call(api.claim, { body: { code } });
    void dataWorker().refreshPoints();
    return result;
  },
  codes: (quiet = false) => http.call(api.codes, {}, { suppressAlert: quiet }),
  createCode: (input: PointClaimCodeInput) => http.call(api.createCode, { body: input }),
  claimers: (id: string) => http.call(api.claimers, { params: { id } }),
};
