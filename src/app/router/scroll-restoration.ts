import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';
import { createScrollMemory } from './scroll-memory';
import { stackKeyOf } from './stack-key';

/** Frames to keep trying while the page below is still growing (lists paint a moment later). */
const RESTORE_FRAMES = 60;

function scrollToWhenTallEnough(y: number) {
  let frames = 0;
  const step = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 1 && ++frames < RESTORE_FRAMES) requestAnimationFrame(step);
  };
  step();
}

const entryKey = (location: ParsedLocation) => location.state.__TSR_key ?? location.href;

/** Another path, or another page-stack page on the same path (a list with a new filter). */
const pageChanged = (event: {
  pathChanged: boolean;
  fromLocation?: ParsedLocation;
  toLocation: ParsedLocation;
}) =>
  event.pathChanged ||
  (event.fromLocation !== undefined &&
    stackKeyOf(event.fromLocation.search) !== stackKeyOf(event.toLocation.search));

/** Saves the scroll position when leaving a page and applies the memory's target on arrival. */
export function startScrollRestoration(router: AnyRouter, startedAt: number): () => void {
  const memory = createScrollMemory(startedAt);
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const stopSaving = router.subscribe('onBeforeNavigate', (event) => {
    if (event.fromLocation && pageChanged(event)) memory.save(entryKey(event.fromLocation), window.scrollY);
  });
  const stopRestoring = router.subscribe('onRendered', (event) => {
    if (pageChanged(event)) scrollToWhenTallEnough(memory.target(entryKey(event.toLocation)));
  });
  return () => {
    stopSaving();
    stopRestoring();
  };
}
