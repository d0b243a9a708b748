import { useEffect, useState } from 'react';
import { showToast, useStoredValue } from '../../app';
import { appStorage } from '../../data/http';
import { pushApi } from '../push/push-api';
import { ensurePermission, subscribePush, unsubscribePush } from '../push/web-push';
import { SettingRow } from './SettingRow';

const setDeviceEnabled = (enable: boolean) =>
  appStorage.update('notification', (prefs) => ({
    ...prefs,
    appSettings: { enable },
  }));

/**
 * 앱 푸시: the account's APP_PUSH setting on the server and this browser's push subscription.
 * Turning it on asks for notification permission first; a refusal leaves it off.
 */
export function AppPushRow() {
  const device = useStoredValue('notification').appSettings.enable;
  const [server, setServer] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    pushApi.appPushEnabled().then(setServer, () => setServer(null));
  }, []);

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
      setBusy(false);
    }
  };

  return (
    <SettingRow
      label="앱 푸시"
      description="앱이나 브라우저가 닫혀 있어도 새 알림을 푸시로 받습니다."
      checked={Boolean(server && device)}
      disabled={server === null || busy}
      onChange={(next) => void onChange(next)}
    />
  );
}
