import { createRoute } from '@tanstack/react-router';
import { lazyPage, mainLayoutRoute, requireRoles } from '../../app';

export const settingsRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/user/me/settings',
  staticData: { title: '설정' },
  beforeLoad: ({ location }) => requireRoles(location),
  component: lazyPage(() => import('./SettingsPage'), 'SettingsPage'),
});

/** Children of `mainLayoutRoute`. */
export const settingsRoutes = [settingsRoute] as const;
