import { session, sessionApi } from '../../data/http';
import { isNativeApp } from '../../lib/platform';
import {
  type DeviceTokenMessage,
  deviceRequest,
  type OutgoingBridgeMessage,
  parseBridgeMessage,
} from './bridge-messages';
import { registerMobileDevice } from './device-api';

declare global {
  interface Window {
    /** Injected by the native wrapper's webview (react-native-webview). */
    ReactNativeWebView?: { postMessage(message: string): void };
  }
}

/**
 * The bridge to the native app shell (README "Mobile app bridge"): the app's device token is
 * registered for whoever is signed in (crudType C) and removed before a logout (crudType D).
 * Outside the app this does nothing.
 */
export function startAppBridge(): () => void {
  const native = window.ReactNativeWebView;
  if (!native || !isNativeApp(navigator.userAgent)) return () => {};

  let device: DeviceTokenMessage | null = null;
  let registered: string | null = null;
  const register = () => {
    const { user } = session.getSnapshot();
    if (!user) registered = null;
    const key = user && device ? `${user.uuid}:${device.deviceToken}` : null;
    if (!key || !device || key === registered) return;
    registered = key;
    registerMobileDevice(deviceRequest(device, 'C')).catch((error: unknown) => {
      registered = null;
      console.warn('device registration failed', error);
    });
  };
  // react-native-webview delivers to `window` on iOS and to `document` on Android.
  const onMessage = (event: Event) => {
    const message = parseBridgeMessage((event as MessageEvent).data);
    if (!message) return;
    device = message;
    register();
  };
  window.addEventListener('message', onMessage);
  document.addEventListener('message', onMessage);
  const stopSession = session.subscribe(register);
  const stopLogout = sessionApi.beforeLogout(async () => {
    if (device && registered) await registerMobileDevice(deviceRequest(device, 'D'));
    registered = null;
  });
  const request: OutgoingBridgeMessage = { type: 'requestDeviceToken' };
  native.postMessage(JSON.stringify(request));

  return () => {
    window.removeEventListener('message', onMessage);
    document.removeEventListener('message', onMessage);
    stopSession();
    stopLogout();
  };
}
