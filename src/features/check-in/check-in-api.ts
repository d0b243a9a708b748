import { apiPath, CheckInRank, CheckInResult, CheckInStatus } from '../../contract';
import { http } from '../../data/http';
import { dataWorker } from '../../data/worker-client';

/** The member's daily check-in (SPEC section 7 "Points, check-in and donation"). */
export const checkInApi = {
  status: (quiet = false) => http.get(apiPath('meCheckIn'), { schema: CheckInStatus, suppressAlert: quiet }),
  rank: (quiet = false) => http.get(apiPath('checkInRank'), { schema: CheckInRank, suppressAlert: quiet }),
  /** Checks in; the balance everywhere follows from the point topic, the worker's summary at once. */
  async checkIn(): Promise<CheckInResult> {
    const result = await http.post(apiPath('meCheckedIn'), { schema: CheckInResult });
    void dataWorker().refreshPoints();
    return result;
  },
};

/** What the toast says after a check-in. */
export const checkedInMessage = (result: CheckInResult) =>
  result.bonus
    ? `${result.streak}일 연속 출석 보너스까지 +${result.gained.toLocaleString('ko-KR')}P를 받았어요.`
    : `+${result.gained.toLocaleString('ko-KR')}P를 받았어요. ${result.streak}일 연속 출석 중이에요.`;
