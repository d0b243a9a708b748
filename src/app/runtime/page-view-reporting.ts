import type { AnyRouter } from '@tanstack/react-router';
import type { PageViewReport } from '../../contract';
import { apiPath } from '../../contract/api-paths';
import { http } from '../../data/http';
import { createPageViewTimer, pageViewPath } from './page-view-timer';

function send(view: PageViewReport) {
  // Offline the view is dropped: a page view is not worth a queue or a retry.
  if (!navigator.onLine) return;
  void http
    .post(apiPath('logPageView'), {
      json: view,
      suppressAlert: true,
      skipSessionCheck: true,
      // Outside the call queue: a report must never hold up the user's own writes.
      unqueued: true,
    })
    .catch(() => undefined);
}

/** Reports each settled navigation's page about 1 s after it lands (SPEC section 2). */
export function startPageViewReporting(router: AnyRouter): () => void {
  const timer = createPageViewTimer(send);
  // The first page may have settled before this runs.
  const first = router.state.resolvedLocation;
  if (first) timer.landed(pageViewPath(first));
  const stop = router.subscribe('onResolved', ({ toLocation }) => timer.landed(pageViewPath(toLocation)));
  return () => {
    stop();
    timer.stop();
  };
}
