// First: before any module that may load zod.
import './lib/zod-jitless';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ClientFeature } from './app';
import { startGuardRecheck } from './app/router/guards';
import { router } from './app/router/router';
import { startSessionEarly } from './app/runtime/session-sync';
import { watchOpenedAccount } from './app/snapshot/kept-views';
import { features } from './features';
import { firstPageShown, markFirstPageShown } from './lib/page-loaded';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before the first check can answer: the guards may already have let its assumed user in.
startGuardRecheck(router);
watchOpenedAccount(router);
const seeded = startSessionEarly();
const appFeatures: readonly ClientFeature[] = features;
for (const feature of appFeatures) feature.beforeRender?.();
const stopWatchingFirstPage = router.subscribe('onResolved', () => {
  stopWatchingFirstPage();
  // After the frame that paints it: a callback of that frame itself would run what waits (other
  // pages' preloads, the shell's parts) before the paint.
  requestAnimationFrame(() => setTimeout(markFirstPageShown, 0));
});
void firstPageShown().then(() => {
  for (const feature of appFeatures) feature.afterLoad?.();
});

// After the last results are read (a few ms), so the first render can paint them. A failed early
// start still renders: the session sync opens the account again once the user check answers.
void seeded
  .catch((error: unknown) => console.error('early start failed', error))
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
