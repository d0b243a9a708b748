import { checkInEndpoints as api, type CheckInResult } from '../../contract';
import { http } from '../../data/http';
import { dataWorker } from '../../data/worker-client';

/** The member's daily check-in (SPEC section 7 "Points, check-in and donation"). */
export const checkInApi = {
  status: (quiet = false) => http.call(api.status, {}, { suppressAlert: quiet }),
  rank: (quiet = false) => http.call(api.rank, {}, { suppressAlert: quiet }),
  /** Checks in; the balance everywhere follows from the point topic, the worker's summary at once. */
  async checkIn(): Promise<CheckInResult> {
    const result = await http.call(api.checkIn, {});
    void dataWorker().refreshPoints();
    return result;
  },
};

/** What the toast says after a check-in. */
export const checkedInMessage = (result: CheckInResult) =>
  result.bonus
    ? `${result.streak}일 연속 출석 보너스까지 +${result.gained.toLocaleString('ko-KR')}P를 받았어요.`
    : `+${result.gained.toLocaleString('ko-KR')}P를 받았어요. ${result.streak}일 연속 출석 중이에요.`;
