import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { applySavedTextSize } from './lib/preferences.tsx';
import { registerServiceWorker } from './features/notifications/lib/service-worker.ts';
import { clearPushLocalKeys } from './features/notifications/lib/push-local-keys.ts';
import { captureInstallOffer } from './features/install/install-event.ts';
import './styles.css';

applySavedTextSize();
clearPushLocalKeys();
registerServiceWorker();
captureInstallOffer();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
