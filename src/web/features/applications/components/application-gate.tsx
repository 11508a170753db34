import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Role } from '#shared/roles.ts';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { saveIntendedRoute } from '../../../lib/auth/intended-route.ts';

/** Provider sign-up: the auth page's register mode with the provider role chosen. */
const PROVIDER_SIGN_UP = `${paths.auth}?role=provider`;

/**
 * Where someone who may not apply is sent (docs/product.md#onboarding): patients and admins to their own
 * area.
 */
function elsewhereFor(role: Role | null): string {
  if (role === 'patient') return paths.patientDashboard;
  if (role === 'super_admin') return paths.admin;
  return paths.home;
}

/**
 * Only providers see the application. Unlike the dashboards' guard, super_admin does not pass: an
 * admin has nothing to apply for. A guest goes to provider sign-up and comes back here after signing in.
 */
export function ApplicationGate({ children }: { children: ReactNode }) {
  const { user, userRole, initializing } = useAuth();
  if (initializing) return <LoadingScreen />;
  if (!user) {
    saveIntendedRoute(paths.providerApplication);
    return <Navigate to={PROVIDER_SIGN_UP} replace />;
  }
  if (userRole !== 'provider') return <Navigate to={elsewhereFor(userRole)} replace />;
  return <>{children}</>;
}
