import { useSyncExternalStore } from 'react';

/** Without a window (tests, prerender) the layout is judged as a desktop. */
const FALLBACK_WIDTH = 1920;

function subscribe(onChange: () => void) {
  // One read per frame at most: a window drag fires resize far more often than we paint.
  let frame = 0;
  const onResize = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(onChange);
  };
  window.addEventListener('resize', onResize);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', onResize);
  };
}

export const useViewportWidth = (): number =>
  useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => FALLBACK_WIDTH,
  );
