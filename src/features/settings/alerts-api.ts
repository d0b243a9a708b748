import { z } from 'zod';
import { AlertKeyword, AlertSubscribe, apiPath } from '../../contract';
import { http } from '../../data/http';

/** Keyword and member-subscription alerts (SPEC section 7 "Alerts"). */
export const alertsApi = {
  keywords: () => http.get(apiPath('keywordAlerts'), { schema: z.array(AlertKeyword) }),
  addKeyword: (keyword: string) =>
    http.post(apiPath('keywordAlerts'), { json: { keyword }, schema: AlertKeyword }),
  removeKeyword: (id: string) => http.delete(apiPath('keywordAlert', { id })),
  subscriptions: () => http.get(apiPath('alertSubscriptions'), { schema: z.array(AlertSubscribe) }),
  subscribe: (userUuid: string) =>
    http.post(apiPath('alertSubscriptions'), { json: { userUuid }, schema: AlertSubscribe }),
  removeSubscription: (id: string) => http.delete(apiPath('alertSubscription', { id })),
};
