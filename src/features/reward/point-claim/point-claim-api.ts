import {
  apiPath,
  MyPointClaimList,
  PointClaimCode,
  type PointClaimCodeInput,
  PointClaimCodeList,
  PointClaimerList,
  PointClaimResult,
} from '../../../contract';
import { http } from '../../../data/http';
import { dataWorker } from '../../../data/worker-client';

/** Point claim: the member's code box and list, and the staff's codes. */
export const pointClaimApi = {
  myClaims: (quiet = false) =>
    http.get(apiPath('mePointClaim'), { schema: MyPointClaimList, suppressAlert: quiet }),
  /** Claims a code; the balance everywhere follows from the point topic, the worker's summary at once. */
  async claim(code: string): Promise<PointClaimResult> {
    const result = await http.post(apiPath('mePointClaim'), { json: { code }, schema: PointClaimResult });
    void dataWorker().refreshPoints();
    return result;
  },
  codes: (quiet = false) =>
    http.get(apiPath('pointClaimCodes'), { schema: PointClaimCodeList, suppressAlert: quiet }),
  createCode: (input: PointClaimCodeInput) =>
    http.post(apiPath('pointClaimCodes'), { json: input, schema: PointClaimCode }),
  claimers: (id: string) => http.get(apiPath('pointClaimCodeClaimers', { id }), { schema: PointClaimerList }),
};
