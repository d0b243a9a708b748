import { apiPath, type PushSubscriptionInput } from '../../contract';
import { http, laterSchema } from '../../data/http';

const SUBSCRIPTION = apiPath('mePushSubscription');
const APP_PUSH = apiPath('meSetting', { name: 'APP_PUSH' });
// Push starts with the app, on the first page: its answers' schemas load later.
const VapidPublicKey = laterSchema((contract) => contract.VapidPublicKey);
const SettingAnswer = laterSchema((contract) => contract.SettingAnswer);

/** Web push calls (SPEC section 7 "Settings, device…") and the server's VAPID key. */
export const pushApi = {
  vapidKey: async () =>
    (
      await http.get(apiPath('pushPublicKey'), {
        schema: VapidPublicKey,
      })
    ).publicKey,
  subscribe: (subscription: PushSubscriptionInput) => http.post(SUBSCRIPTION, { json: subscription }),
  /** Quiet: it runs on the way out, where an error modal would only get in the way. */
  unsubscribe: (endpoint: string) => http.delete(SUBSCRIPTION, { json: { endpoint }, suppressAlert: true }),
  appPushEnabled: async () => (await http.get(APP_PUSH, { schema: SettingAnswer })).setting.value === 'Y',
  setAppPush: (enabled: boolean) =>
    http.put(APP_PUSH, {
      json: { value: enabled ? 'Y' : 'N' },
      schema: SettingAnswer,
    }),
};
