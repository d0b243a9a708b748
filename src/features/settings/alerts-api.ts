import { z } from 'zod';
import { AlertKeyword, AlertSubscribe } from '../../contract';
import { http } from '../../data/http';

const KEYWORDS = '/api/v1/user/me/alert/keyword';
const SUBSCRIPTIONS = '/api/v1/user/me/alert/subscribe';

/** Keyword and member-subscription alerts (SPEC section 7 "Alerts"). */
export const alertsApi = {
  keywords: () => http.get(KEYWORDS, { schema: z.array(AlertKeyword) }),
  addKeyword: (keyword: string) => http.post(KEYWORDS, { json: { keyword }, schema: AlertKeyword }),
  removeKeyword: (id: string) => http.delete(`${KEYWORDS}/${encodeURIComponent(id)}`),
  subscriptions: () => http.get(SUBSCRIPTIONS, { schema: z.array(AlertSubscribe) }),
  removeSubscription: (id: string) => http.delete(`${SUBSCRIPTIONS}/${encodeURIComponent(id)}`),
};
