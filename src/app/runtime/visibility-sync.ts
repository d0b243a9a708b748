import { session } from '../../data/http';
import { dataWorker } from '../../data/worker-client';

/**
 * SPEC section 4 "Visibility": the worker's visible flag follows the page (visibilitychange,
 * pageshow, pagehide, focus), and a return to the tab re-checks a signed-in user. `onReturn`
 * runs on every hidden-to-visible change (the version check hangs on it).
 */
export function startVisibilitySync(onReturn: () => void): () => void {
  let wasVisible = document.visibilityState === 'visible';
  const update = (event: Event) => {
    const visible = event.type !== 'pagehide' && document.visibilityState === 'visible';
    void dataWorker().setVisible(visible);
    if (visible && !wasVisible) {
      if (session.getSnapshot().user) void session.loadUser({ force: true });
      onReturn();
    }
    wasVisible = visible;
  };
  const windowEvents = ['pageshow', 'pagehide', 'focus'] as const;
  for (const name of windowEvents) window.addEventListener(name, update);
  document.addEventListener('visibilitychange', update);
  void dataWorker().setVisible(wasVisible);
  return () => {
    for (const name of windowEvents) window.removeEventListener(name, update);
    document.removeEventListener('visibilitychange', update);
  };
}
