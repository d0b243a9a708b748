import { useCallback, useEffect, useState } from 'react';
import { showToast, useStoredValue } from '../../app';
import { appStorage } from '../../data/http';
import { pushApi } from '../push/push-api';
import {
  type DevicePushState,
  devicePushState,
  ensurePermission,
  onPushSubscribed,
  subscribePush,
  unsubscribePush,
} from '../push/web-push';
import { SettingRow } from './SettingRow';

const setDeviceEnabled = (enable: boolean) =>
  appStorage.update('notification', (prefs) => ({
    ...prefs,
    appSettings: { enable },
  }));

const DESCRIPTION = '앱이나 브라우저가 닫혀 있어도 새 알림을 푸시로 받습니다.';

/** Why the switch is off although the account wants pushes: what this browser lacks. */
const DEVICE_HINTS: Partial<Record<DevicePushState, string>> = {
  unsupported: '이 브라우저는 푸시 알림을 지원하지 않습니다. 설치한 앱이나 다른 브라우저에서 켜 주세요.',
  blocked: '브라우저에서 이 사이트의 알림이 차단되어 있습니다. 브라우저 설정에서 알림을 허용한 뒤 켜 주세요.',
  ask: '켜면 브라우저가 알림 권한을 묻습니다.',
  unsubscribed: '이 브라우저는 아직 푸시를 받도록 등록되지 않았습니다. 켜면 등록합니다.',
};

/**
 * 앱 푸시: on only when a push would really reach this browser: the account's APP_PUSH setting,
 * this device's switch, the browser's permission and a live subscription. Turning it on asks for
 * permission and subscribes; what stands in the way is said under the label.
 */
export function AppPushRow() {
  const device = useStoredValue('notification').appSettings.enable;
  const [server, setServer] = useState<boolean | null>(null);
  const [browser, setBrowser] = useState<DevicePushState | null>(null);
  const [busy, setBusy] = useState(false);
  // A refused turn-on leaves every value as it was, yet the browser already flipped the hidden
  // checkbox: a new switch after each attempt shows the real state again.
  const [attempt, setAttempt] = useState(0);

  const readBrowser = useCallback(() => devicePushState().then(setBrowser), []);
  useEffect(() => {
    pushApi.appPushEnabled().then(setServer, () => setServer(null));
    void readBrowser();
    return onPushSubscribed(() => void readBrowser());
  }, [readBrowser]);

  const turnOn = async () => {
    if (!(await ensurePermission())) return;
    await pushApi.setAppPush(true);
    setServer(true);
    setDeviceEnabled(true);
    const subscribed = await subscribePush().catch(() => false);
    if (!subscribed)
      showToast({
        type: 'warning',
        title: '이 브라우저에서는 푸시를 받을 수 없습니다.',
        description: '앱 푸시는 켜 두었으니 설치한 앱이나 다른 브라우저에서 받을 수 있습니다.',
      });
  };
  const turnOff = async () => {
    await pushApi.setAppPush(false);
    setServer(false);
    setDeviceEnabled(false);
    await unsubscribePush();
  };
  const onChange = async (next: boolean) => {
    setBusy(true);
    try {
      await (next ? turnOn() : turnOff());
    } catch {
      // The HTTP layer alerted the failure; the switch keeps showing the stored state.
    } finally {
      await readBrowser();
      setBusy(false);
      setAttempt((n) => n + 1);
    }
  };

  const wanted = Boolean(server && device);
  const hint =
    browser && (wanted || browser === 'unsupported' || browser === 'blocked')
      ? DEVICE_HINTS[browser]
      : undefined;
  return (
    <SettingRow
      key={attempt}
      label="앱 푸시"
      description={hint ? `${DESCRIPTION} ${hint}` : DESCRIPTION}
      checked={wanted && browser === 'subscribed'}
      disabled={server === null || browser === null || browser === 'unsupported' || busy}
      onChange={(next) => void onChange(next)}
    />
  );
}
