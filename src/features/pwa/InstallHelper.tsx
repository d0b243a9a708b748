import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { dismissToast, showToast } from '../../app';
import { appStorage } from '../../data/http';
import { INSTALL_PROMPT, isInstalledApp, nextInstallPrompt } from './install-prompt';

/** The PWA install snackbar (SPEC section 4). Mounted once at the root; renders nothing itself. */
export function InstallHelper() {
  const router = useRouter();
  useEffect(() => {
    let toastId: string | undefined;
    const timer = setTimeout(() => {
      const { show, next } = nextInstallPrompt(appStorage.read('common'), isInstalledApp(), Date.now());
      appStorage.update('common', (common) => ({ ...common, ...next }));
      if (!show) return;
      toastId = showToast({
        title: '씨나인을 앱으로 설치해 보세요',
        description: '홈 화면에서 바로 열고 라이브 알림도 받을 수 있어요. 눌러서 설치 방법을 확인하세요.',
        duration: INSTALL_PROMPT.visibleMs,
        // A suggestion: it leaves the moment news needs the toast's place.
        yields: true,
        onClick: () => {
          appStorage.update('common', (common) => ({ ...common, helpPwaInstallAt: Date.now() }));
          void router.navigate({ to: '/pwa-install-guide' });
        },
      });
    }, INSTALL_PROMPT.delayMs);
    return () => {
      clearTimeout(timer);
      if (toastId) dismissToast(toastId);
    };
  }, [router]);
  return null;
}
