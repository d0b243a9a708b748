import { createRoute } from '@tanstack/react-router';
import { lazyPage, mainLayoutRoute } from '../../app';

export const pwaInstallGuideRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/pwa-install-guide',
  staticData: { title: '앱 설치 안내', description: '씨나인을 홈 화면에 앱으로 설치하는 방법' },
  component: lazyPage(() => import('./PwaInstallGuidePage'), 'PwaInstallGuidePage'),
});

/** Children of `mainLayoutRoute`. */
export const pwaRoutes = [pwaInstallGuideRoute] as const;
