import { type PointerEvent, useRef, useState } from 'react';
import { TOAST_SWIPE_DISMISS_RATIO } from './toast-config';

/** Below this many pixels of travel a press is still a click, not a drag. */
const CLICK_SLOP_PX = 6;

/**
 * Horizontal drag on a toast: past 30 % of its width it is dismissed, short of that it springs
 * back. `wasDragged` lets the click handler ignore the click that ends a drag.
 */
export function useSwipeDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; width: number } | null>(null);
  const dragged = useRef(false);
  const [offset, setOffset] = useState(0);

  return {
    offset,
    wasDragged: () => dragged.current,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0) return;
        start.current = { x: event.clientX, width: event.currentTarget.offsetWidth };
        dragged.current = false;
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (!start.current) return;
        const dx = event.clientX - start.current.x;
        if (Math.abs(dx) > CLICK_SLOP_PX && !dragged.current) {
          dragged.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        if (dragged.current) setOffset(dx);
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        const began = start.current;
        start.current = null;
        if (!began || !dragged.current) return;
        const dx = event.clientX - began.x;
        if (Math.abs(dx) > began.width * TOAST_SWIPE_DISMISS_RATIO) onDismiss();
        else setOffset(0);
      },
      onPointerCancel() {
        start.current = null;
        setOffset(0);
      },
    },
  };
}
