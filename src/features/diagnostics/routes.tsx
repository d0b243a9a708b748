import { createRoute } from '@tanstack/react-router';
import { lazyPage, mainLayoutRoute } from '../../app';

export const diagnosticsRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/test',
  staticData: { title: '접속 진단', description: '앱이 잘 안 될 때 기기와 연결 상태를 확인하는 화면' },
  component: lazyPage(() => import('./DiagnosticsPage'), 'DiagnosticsPage'),
});

/** Children of `mainLayoutRoute`. */
export const diagnosticsRoutes = [diagnosticsRoute] as const;
