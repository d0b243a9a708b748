import { apiPath } from '../../contract';
import {
  type MemberVodRequestInput,
  type MomentRequestInput,
  SoopChatAdminOverview,
  VodPopupSetting,
  VodRequest,
  VodRequestBoard,
  type VodStatusInput,
} from '../../contract/soop-chat';
import { http } from '../../data/http';

/** Clip requests: the member's board and asking, and the staff's moments, statuses and popup. */
export const soopVodApi = {
  board: (quiet = false) =>
    http.get(apiPath('soopVodRequests'), { schema: VodRequestBoard, suppressAlert: quiet }),
  ask: (input: MemberVodRequestInput) =>
    http.post(apiPath('soopVodRequests'), { json: input, schema: VodRequest }),
  popup: () => http.get(apiPath('soopVodPopup'), { schema: VodPopupSetting, suppressAlert: true }),
  overview: (quiet = false) =>
    http.get(apiPath('soopChatAdmin'), { schema: SoopChatAdminOverview, suppressAlert: quiet }),
  requestFromMoment: (id: string, input: MomentRequestInput) =>
    http.post(apiPath('soopChatMomentRequest', { id }), { json: input, schema: VodRequest }),
  setStatus: (id: string, input: VodStatusInput) =>
    http.put(apiPath('soopVodRequestStatus', { id }), { json: input, schema: VodRequest }),
  setPopup: (endsAt: string | null) =>
    http.put(apiPath('soopVodPopupAdmin'), { json: { endsAt }, schema: VodPopupSetting }),
};
