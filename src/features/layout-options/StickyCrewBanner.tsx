import { lazy, Suspense } from 'react';
import { afterWholeTheme } from '../../app';

const CrewBanner = lazy(() =>
  afterWholeTheme(import('./CrewBanner')).then((m) => ({ default: m.CrewBanner })),
);

/** The sticky slot: rendered only on wide screens, so its code loads only there. */
export function StickyCrewBanner() {
  return (
    <Suspense fallback={null}>
      <CrewBanner />
    </Suspense>
  );
}
