import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { afterWholeTheme, useSession } from '../../../app';

const DropBannerHost = lazy(() => afterWholeTheme(import('./DropBannerHost')));

/**
 * In the main layout: for a signed-in member, a banner with the 받기 button whenever a drop is
 * open, wherever they are (not on `/event/point-drop`, which shows it already). Its code loads lazily.
 */
export function DropBanner() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const { ready, user } = useSession();
  if (!ready || !user || path === '/event/point-drop') return null;
  return (
    <Suspense fallback={null}>
      <DropBannerHost />
    </Suspense>
  );
}
