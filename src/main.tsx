import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { router } from './app/router/router';
import { captureInstallPrompt } from './features/pwa/install-event';
import { registerServiceWorker } from './features/pwa/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

captureInstallPrompt();
if (import.meta.env.PROD) registerServiceWorker();

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
