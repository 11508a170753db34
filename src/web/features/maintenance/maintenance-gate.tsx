import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { maintenanceQuery } from './api.ts';
import { T, loadPageNamespaces } from '../../lib/i18n.tsx';
import type { Namespace } from '#shared/i18n/locales.ts';
import { openWhileLocked } from './open-while-locked.ts';

/**
 * The catalogue namespaces of the coming-soon page's words, loaded with its code: it can stand in
 * for any page (route-namespaces.test.ts).
 */
export const COMING_SOON_NAMESPACES: readonly Namespace[] = ['public', 'home'];

// Only visitors of a locked site download the coming-soon page.
const ComingSoonPage = lazy(async () => {
  const [page] = await Promise.all([
    import('./coming-soon-page.tsx'),
    loadPageNamespaces(COMING_SOON_NAMESPACES),
  ]);
  return { default: page.ComingSoonPage };
});

/**
 * Maintenance mode in the browser (maintenance.test.tsx): unknown → a spinner; off → the site; on and
 * locked → the coming-soon page; on and unlocked → the site, with a notice for a super admin. The
 * server enforces the lock; this only decides what to show.
 */
function useMaintenanceStatus() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const options = maintenanceQuery(user?.id ?? null);
  const query = useQuery({ ...options, placeholderData: (previous) => previous });
  // Re-check on each page change (only when the last answer is older than the stale time).
  useEffect(() => {
    void queryClient.prefetchQuery(maintenanceQuery(user?.id ?? null));
  }, [pathname, queryClient, user?.id]);
  return { status: query.data, pathname };
}

export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { status, pathname } = useMaintenanceStatus();
  if (!status) return <LoadingScreen />;
  if (status.locked && !openWhileLocked(pathname)) return <ComingSoonPage />;
  return (
    <>
      {status.enabled && status.access === 'super_admin' && <MaintenanceNotice />}
      {children}
    </>
  );
}

/** Tells a super admin that visitors do not see what they see. */
function MaintenanceNotice() {
  return (
    <div role="status" className="border-b-4 border-amber-500 bg-amber-100 text-amber-950">
      <p className="mx-auto max-w-7xl px-4 py-3 text-lg">
        <T
          k="common.maintenance.notice"
          components={[<strong />, <Link to={paths.adminMaintenance} className="font-bold underline" />]}
        />
      </p>
    </div>
  );
}
