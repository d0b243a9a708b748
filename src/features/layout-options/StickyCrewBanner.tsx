import { lazy, Suspense } from 'react';

const CrewBanner = lazy(() => import('./CrewBanner').then((m) => ({ default: m.CrewBanner })));

/** The sticky slot: rendered only on wide screens, so its code loads only there. */
export function StickyCrewBanner() {
  return (
    <Suspense fallback={null}>
      <CrewBanner />
    </Suspense>
  );
}
