import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { router } from './app/router/router';
import { preloadBoardPages } from './features/board/routes';
import { captureInstallPrompt } from './features/pwa/install-event';
import { registerServiceWorker } from './features/pwa/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

captureInstallPrompt();
if (import.meta.env.PROD) registerServiceWorker();
// Not part of the first page, but fetched once it has loaded: offline, the board must still open.
window.addEventListener('load', () => void preloadBoardPages(), { once: true });

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
