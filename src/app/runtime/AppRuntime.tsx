import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { AppRuntimeContext, ClientFeature } from '../feature';
import { trackNavigationDirection } from '../router/navigation-direction';
import { startScrollRestoration } from '../router/scroll-restoration';
import { startKeptViews } from '../snapshot/kept-views';
import { startErrorReporting } from './error-reporting';
import { OfflineBanner } from './OfflineBanner';
import { startPageViewReporting } from './page-view-reporting';
import { startSessionSync } from './session-sync';
import { startVisibilitySync } from './visibility-sync';

const appStartedAt = Date.now();

/** The app's long-lived reactions, started once under the router, then every feature's own. */
export function AppRuntime({ features }: { features: readonly ClientFeature[] }) {
  const router = useRouter();
  useEffect(() => {
    const returnListeners = new Set<() => void>();
    const app: AppRuntimeContext = {
      pathname: () => router.state.location.pathname,
      navigate: (path) => router.history.push(path),
      onReturn: (listener) => {
        returnListeners.add(listener);
        return () => returnListeners.delete(listener);
      },
    };
    const stops = [
      startSessionSync(),
      startErrorReporting(),
      startPageViewReporting(router),
      startVisibilitySync(() => {
        for (const listener of returnListeners) listener();
      }),
      startScrollRestoration(router, appStartedAt),
      startKeptViews(router),
      trackNavigationDirection(router),
      ...features.flatMap((feature) => (feature.start ? [feature.start(app)] : [])),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [router, features]);
  return (
    <>
      <OfflineBanner />
      {features.map(({ name, Mounted }) => Mounted && <Mounted key={name} />)}
    </>
  );
}
