import { showAlert } from '../../app';
import { pushApi } from './push-api';
import { base64UrlToBytes, toSubscriptionInput } from './push-key';

/** SPEC section 8: the message when the browser refuses notifications. */
export const PERMISSION_DENIED_MESSAGE = '알림을 받으려면 권한을 허용해 주세요!';

/** How long to wait for the service worker before giving up on a subscription. */
const WORKER_WAIT_MS = 10_000;

export const pushSupported = (): boolean =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export const permissionGranted = (): boolean => pushSupported() && Notification.permission === 'granted';

/** Asks for notification permission when needed; a refusal is explained in the alert modal. */
export async function ensurePermission(): Promise<boolean> {
  if (!pushSupported()) {
    await showAlert({
      title: '알림',
      body: '이 브라우저는 푸시 알림을 지원하지 않습니다.',
    });
    return false;
  }
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission === 'granted') return true;
  await showAlert({ title: '알림', body: PERMISSION_DENIED_MESSAGE });
  return false;
}

/** The active service worker; `waitMs` null waits as long as its install takes. */
async function workerRegistration(
  waitMs: number | null = WORKER_WAIT_MS,
): Promise<ServiceWorkerRegistration | null> {
  if (waitMs === null) return navigator.serviceWorker.ready;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/**
 * What this browser will really do with a push: `unsupported` (no push here), `blocked` (the
 * member refused notifications), `ask` (permission not asked yet), `unsubscribed` (allowed but no
 * subscription) or `subscribed`.
 */
export type DevicePushState = 'unsupported' | 'blocked' | 'ask' | 'unsubscribed' | 'subscribed';

export async function devicePushState(): Promise<DevicePushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission === 'default') return 'ask';
  const registration = await workerRegistration(3000);
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? 'subscribed' : 'unsubscribed';
}

const subscribedListeners = new Set<() => void>();

/**
 * Called each time `subscribePush` has subscribed this browser: the settings row shows a
 * subscription the app's start made after the row had read the browser's state.
 */
export function onPushSubscribed(listener: () => void): () => void {
  subscribedListeners.add(listener);
  return () => subscribedListeners.delete(listener);
}

/**
 * Subscribes this browser with the server's VAPID key through the service worker and hands the
 * subscription to the server. Resolves false when the browser has no push service to offer.
 * A member at the switch waits briefly for the service worker; the start in the background waits
 * for its first install, which on a slow phone outlasts any wait a person would accept.
 */
export async function subscribePush(
  options: { waitForWorker: 'briefly' | 'untilInstalled' } = { waitForWorker: 'briefly' },
): Promise<boolean> {
  if (!permissionGranted()) return false;
  const registration = await workerRegistration(options.waitForWorker === 'briefly' ? WORKER_WAIT_MS : null);
  if (!registration) return false;
  const current = await registration.pushManager.getSubscription();
  const subscription =
    current ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(await pushApi.vapidKey()),
    }));
  const input = toSubscriptionInput(subscription.toJSON());
  if (!input) return false;
  await pushApi.subscribe(input);
  for (const listener of subscribedListeners) listener();
  return true;
}

/** Removes this browser's subscription from the server and from the browser. Never rejects. */
export async function unsubscribePush(): Promise<void> {
  if (!pushSupported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await pushApi.unsubscribe(subscription.endpoint);
    await subscription.unsubscribe();
  } catch (error) {
    console.warn('push unsubscribe failed', error);
  }
}
