import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { dashboardPathFor, hasRoleAccess, type Role } from '#shared/roles.ts';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { saveIntendedRoute } from '../../../lib/auth/intended-route.ts';

/**
 * Signed-in users only; with `role`, that role or super_admin. A guest's attempted path and query
 * are remembered and restored after sign-in; a user without the role goes to their own dashboard.
 * (The server checks every permission again: this only spares people a page they cannot use.)
 */
export function ProtectedRoute({ role, children }: { role?: Role; children: ReactNode }) {
  const { user, userRole, initializing } = useAuth();
  const location = useLocation();
  if (initializing) return <LoadingScreen />;
  if (!user) {
    saveIntendedRoute(`${location.pathname}${location.search}`);
    return <Navigate to={paths.auth} replace />;
  }
  if (!hasRoleAccess(userRole, role)) return <Navigate to={dashboardPathFor(userRole)} replace />;
  return <>{children}</>;
}
