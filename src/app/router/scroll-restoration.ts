import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';
import { createScrollMemory } from './scroll-memory';

const entryKey = (location: ParsedLocation) => location.state.__TSR_key ?? location.href;

/** Saves the scroll position when leaving a page and applies the memory's target on arrival. */
export function startScrollRestoration(router: AnyRouter, startedAt: number): () => void {
  const memory = createScrollMemory(startedAt);
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const stopSaving = router.subscribe('onBeforeNavigate', ({ fromLocation, pathChanged }) => {
    if (fromLocation && pathChanged) memory.save(entryKey(fromLocation), window.scrollY);
  });
  const stopRestoring = router.subscribe('onRendered', ({ toLocation, pathChanged }) => {
    if (pathChanged) window.scrollTo(0, memory.target(entryKey(toLocation)));
  });
  return () => {
    stopSaving();
    stopRestoring();
  };
}
