import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { afterWholeTheme, useSession } from '../../../app';

const EventPopupHost = lazy(() => afterWholeTheme(import('./EventPopupHost')));

/**
 * In the main layout: on the home page, once the session is known, the event popups of SPEC
 * section 4 (the lottery poster, the reward announcement, then the video request). Their code loads only there.
 */
export function EventPopups() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const { ready } = useSession();
  if (path !== '/' || !ready) return null;
  return (
    <Suspense fallback={null}>
      <EventPopupHost />
    </Suspense>
  );
}
