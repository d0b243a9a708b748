import { createRootRouteWithContext, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { NavigationProvider } from '../layout/NavigationProvider';
import { AppProviders } from '../providers/AppProviders';
import { AppRuntime } from '../runtime/AppRuntime';
import { currentBrowserSupported, NOT_SUPPORTED_PATH } from './browser-support';
import { DocumentMeta } from './DocumentMeta';
import { type AppRouterContext, useFeatures } from './features-context';
import { GuardReasonToast } from './GuardReasonToast';
import { NotFoundPage } from './NotFoundPage';
import { RouterAnchor } from './RouterAnchor';
import { requireStackKey } from './stack-key';

function RootShell() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const supported = pathname !== NOT_SUPPORTED_PATH;
  const features = useFeatures();
  return (
    <AppProviders>
      <NavigationProvider currentPath={pathname} link={RouterAnchor}>
        <DocumentMeta />
        <GuardReasonToast />
        <Outlet />
        {supported && <AppRuntime features={features} />}
      </NavigationProvider>
    </AppProviders>
  );
}

export const rootRoute = createRootRouteWithContext<AppRouterContext>()({
  beforeLoad: ({ location, matches, preload }) => {
    if (location.pathname !== NOT_SUPPORTED_PATH && !currentBrowserSupported())
      throw redirect({ to: NOT_SUPPORTED_PATH });
    requireStackKey({ location, matches, preload });
  },
  component: RootShell,
  notFoundComponent: NotFoundPage,
  staticData: {},
});
