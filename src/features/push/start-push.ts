import { appStorage, session, sessionApi } from '../../data/http';
import { permissionGranted, subscribePush, unsubscribePush } from './web-push';

/**
 * SPEC section 4 "Push": with permission already granted, a signed-in member's browser is
 * subscribed on start, once per member (unless 앱 푸시 was turned off on this device). Logging
 * out removes the subscription before the session ends, while the call is still allowed.
 */
export function startPush(): () => void {
  let registeredFor: string | null = null;
  const register = () => {
    const { user } = session.getSnapshot();
    if (!user || registeredFor === user.uuid) return;
    if (!permissionGranted() || !appStorage.read('notification').appSettings.enable) return;
    registeredFor = user.uuid;
    subscribePush({ waitForWorker: 'untilInstalled' }).catch((error: unknown) =>
      console.warn('push registration failed', error),
    );
  };
  const stopSession = session.subscribe(({ user }) => {
    if (!user) registeredFor = null;
    register();
  });
  register();
  const stopLogout = sessionApi.beforeLogout(unsubscribePush);
  return () => {
    stopSession();
    stopLogout();
  };
}
