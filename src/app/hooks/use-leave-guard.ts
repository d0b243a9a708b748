import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';
import { showConfirm } from '../modal/alert-service';

export const LEAVE_MESSAGE = '작성 중인 내용이 사라집니다. 계속하시겠습니까?';

/**
 * Asks before leaving a form with unsaved changes (SPEC section 8, 'Unsaved modal'): in-app
 * navigation through the router's blocker, closing or reloading the tab through beforeunload
 * (the draft then survives for the next visit). Leaving on purpose runs `onLeave`.
 * `release()` lets the navigation after a successful save through.
 */
export function useLeaveGuard(dirty: boolean, onLeave: () => void) {
  const released = useRef(false);
  useBlocker({
    shouldBlockFn: async () => {
      if (!dirty || released.current) return false;
      const leave = await showConfirm(LEAVE_MESSAGE);
      if (leave) onLeave();
      return !leave;
    },
    enableBeforeUnload: () => dirty && !released.current,
  });
  return {
    release: () => {
      released.current = true;
    },
  };
}
