import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { startLinkPrompt } from '../../features/afreecatv/start-link-prompt';
import { startAppBridge } from '../../features/app-bridge/start-app-bridge';
import { startPush } from '../../features/push/start-push';
import { InstallHelper } from '../../features/pwa/InstallHelper';
import { reloadToNewVersion } from '../../features/pwa/service-worker';
import { createVersionCheck } from '../../features/pwa/version-check';
import { showConfirm } from '../modal/alert-service';
import { trackNavigationDirection } from '../router/navigation-direction';
import { startScrollRestoration } from '../router/scroll-restoration';
import { startErrorReporting } from './error-reporting';
import { startNotificationToasts } from './notification-toasts';
import { OfflineBanner } from './OfflineBanner';
import { startPageViewReporting } from './page-view-reporting';
import { startSessionSync } from './session-sync';
import { startVisibilitySync } from './visibility-sync';

const appStartedAt = Date.now();

/** The app's long-lived reactions, started once under the router. */
export function AppRuntime() {
  const router = useRouter();
  useEffect(() => {
    const checkVersion = createVersionCheck({
      pathname: () => router.state.location.pathname,
      confirm: () => showConfirm('업데이트가 발견되었습니다. 진행하시겠습니까?', { title: '알림' }),
      reload: reloadToNewVersion,
    });
    const stops = [
      startSessionSync(),
      startErrorReporting(),
      startPageViewReporting(router),
      startVisibilitySync(() => void checkVersion()),
      startNotificationToasts((path) => router.history.push(path)),
      startScrollRestoration(router, appStartedAt),
      trackNavigationDirection(router),
      startPush(),
      startAppBridge(),
      startLinkPrompt({
        pathname: () => router.state.location.pathname,
        navigate: (path) => router.history.push(path),
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [router]);
  return (
    <>
      <OfflineBanner />
      <InstallHelper />
    </>
  );
}
