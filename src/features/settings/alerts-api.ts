import { alertEndpoints as api } from '../../contract';
import { http } from '../../data/http';

/** Keyword and member-subscription alerts (SPEC section 7 "Alerts", `alertEndpoints`). */
export const alertsApi = {
  keywords: () => http.call(api.keywords, {}),
  addKeyword: (keyword: string) => http.call(api.addKeyword, { body: { keyword } }),
  removeKeyword: (id: string) => http.call(api.removeKeyword, { params: { id } }),
  subscriptions: () => http.call(api.subscriptions, {}),
  subscribe: (userUuid: string) => http.call(api.subscribe, { body: { userUuid } }),
  removeSubscription: (id: string) => http.call(api.unsubscribe, { params: { id } }),
};
