import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { showToast } from '../toast/toaster';

/** Says why a route guard sent the user here (`guardReason` in the history entry's state), once per entry. */
export function GuardReasonToast() {
  const state = useRouterState({ select: (s) => s.location.state });
  const shown = useRef(new Set<string>());
  const { guardReason, __TSR_key: key } = state;
  useEffect(() => {
    if (!guardReason || !key || shown.current.has(key)) return;
    shown.current.add(key);
    showToast({ type: 'warning', description: guardReason });
  }, [guardReason, key]);
  return null;
}
