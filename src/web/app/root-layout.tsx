import { Suspense, lazy, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { ErrorBoundary } from '../components/layout/error-fallback.tsx';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { LoadingScreen } from '../components/ui/spinner.tsx';
import { PreferencesProvider } from '../lib/preferences.tsx';
import { useHydrated } from '../lib/hooks/use-hydrated.ts';
import { AppLive } from '../lib/app-live.ts';
import { PendingSaveRunner } from '../features/providers/components/pending-save-runner.tsx';
import { RealtimeConnection } from '../features/realtime/realtime-connection.tsx';
import { MaintenanceGate } from '../features/maintenance/maintenance-gate.tsx';
import { useT } from '../lib/i18n.tsx';

// Guests, most of the search page's visitors, never see these: they arrive with the first sign-in.
const MessagesHeaderLink = lazy(async () => ({
  default: (await import('../features/messaging/components/messages-header-link.tsx')).MessagesHeaderLink,
}));
const MessagesMenuLink = lazy(async () => ({
  default: (await import('../features/messaging/components/messages-header-link.tsx')).MessagesMenuLink,
}));
const NotificationsBell = lazy(async () => ({
  default: (await import('../features/notifications/components/notifications-bell.tsx')).NotificationsBell,
}));

// Arrives after the first screen: it waits 5 s before showing anything anyway.
const InstallPrompt = lazy(async () => ({
  default: (await import('../features/install/install-prompt.tsx')).InstallPrompt,
}));

/** Moves focus to the page's main region on navigation, so screen readers announce the new page. */
function useFocusOnNavigate() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return main;
}

/**
 * Parts that depend on the device (the install offer), drawn once the page is live. Only this small
 * part draws again then; a hook in the layout itself would draw the whole page a second time.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

export function RootLayout() {
  const main = useFocusOnNavigate();
  const t = useT();
  return (
    <PreferencesProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="focus:bg-primary sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:px-4 focus:py-3 focus:text-white"
        >
          {t('common.nav.skipToMain')}
        </a>
        <Header
          accountTools={
            <>
              <MessagesHeaderLink />
              <NotificationsBell />
            </>
          }
          MenuLinks={MessagesMenuLink}
        />
        <main id="main" ref={main} tabIndex={-1} className="flex-1 outline-none">
          <ErrorBoundary>
            <Suspense fallback={<LoadingScreen />}>
              <MaintenanceGate>
                <Outlet />
              </MaintenanceGate>
              <AppLive />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Footer />
        <PendingSaveRunner />
        <RealtimeConnection />
        <AfterHydration>
          <Suspense fallback={null}>
            <InstallPrompt />
          </Suspense>
        </AfterHydration>
        <Toaster
          position="top-center"
          closeButton
          // The library's own labels are English; a screen reader reads these in the page's language.
          containerAriaLabel={t('common.ui.toasts')}
          // Dark text on white: the coloured variants fall short of our contrast bar.
          toastOptions={{
            closeButtonAriaLabel: t('common.ui.closeToast'),
            style: { fontSize: '1.05rem', color: '#1c1917', background: '#ffffff' },
          }}
        />
        <ScrollRestoration />
      </div>
    </PreferencesProvider>
  );
}
