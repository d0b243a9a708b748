import { apiPath } from '../../contract';
import { http, laterSchema } from '../../data/http';

// The subscribe button fills a slot of the shell, which is on the first page: the answers'
// schemas load later.
const AlertKeyword = laterSchema((contract) => contract.AlertKeyword);
const AlertKeywords = laterSchema((contract) => contract.AlertKeyword.array());
const AlertSubscribe = laterSchema((contract) => contract.AlertSubscribe);
const AlertSubscriptions = laterSchema((contract) => contract.AlertSubscribe.array());

/** Keyword and member-subscription alerts (SPEC section 7 "Alerts"). */
export const alertsApi = {
  keywords: () => http.get(apiPath('keywordAlerts'), { schema: AlertKeywords }),
  addKeyword: (keyword: string) =>
    http.post(apiPath('keywordAlerts'), { json: { keyword }, schema: AlertKeyword }),
  removeKeyword: (id: string) => http.delete(apiPath('keywordAlert', { id })),
  subscriptions: () => http.get(apiPath('alertSubscriptions'), { schema: AlertSubscriptions }),
  subscribe: (userUuid: string) =>
    http.post(apiPath('alertSubscriptions'), { json: { userUuid }, schema: AlertSubscribe }),
  removeSubscription: (id: string) => http.delete(apiPath('alertSubscription', { id })),
};
