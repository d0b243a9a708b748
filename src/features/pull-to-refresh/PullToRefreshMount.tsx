import { lazy, Suspense, useState } from 'react';
import { runningInstalledIos } from './installed-ios';

const PullToRefresh = lazy(() => import('./PullToRefresh').then((m) => ({ default: m.PullToRefresh })));

/** Everywhere but the installed iOS app this is all that loads: a check, then nothing. */
export function PullToRefreshMount() {
  const [installedIos] = useState(runningInstalledIos);
  if (!installedIos) return null;
  return (
    <Suspense fallback={null}>
      <PullToRefresh />
    </Suspense>
  );
}
