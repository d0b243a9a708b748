import { useRouterState } from '@tanstack/react-router';
import { useLayout } from '../../app';
import { useLiveRefresh } from './use-live-refresh';
import { useLiveToasts } from './use-live-toasts';

/** In the main layout: live lists refresh while on screen, and live and notice toasts show. */
export default function LiveLayoutEffect() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const { liveDrawerOpen } = useLayout();
  useLiveRefresh(path, liveDrawerOpen);
  useLiveToasts(path);
  return null;
}
