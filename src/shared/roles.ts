import type { MessageKey } from './i18n/translate.ts';
/** Every role an account can hold. Sign-up may choose only SIGN_UP_ROLES. */
export const ROLES = ['patient', 'provider', 'organization_admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];
export const SIGN_UP_ROLES = ['patient', 'provider'] as const;

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

// Each check passes for its own role only; the "can act as" checks also let super_admin through.
export const isPatient = (role: Role | null | undefined) => role === 'patient';
export const isProvider = (role: Role | null | undefined) => role === 'provider';
export const isOrganizationAdmin = (role: Role | null | undefined) => role === 'organization_admin';
export const isSuperAdmin = (role: Role | null | undefined) => role === 'super_admin';
export const canActAsProvider = (role: Role | null | undefined) => isProvider(role) || isSuperAdmin(role);
export const canActAsPatient = (role: Role | null | undefined) => isPatient(role) || isSuperAdmin(role);
export const canActAsOrganizationAdmin = (role: Role | null | undefined) =>
  isOrganizationAdmin(role) || isSuperAdmin(role);

/** Route guard rule: the required role itself, or super_admin (who passes all). */
export function hasRoleAccess(role: Role | null | undefined, required?: Role): boolean {
  if (!role) return false;
  if (!required) return true;
  return role === required || role === 'super_admin';
}

/** Where a user lands after sign-in, and where a denied user is sent. */
export function dashboardPathFor(role: Role | null | undefined): string {
  switch (role) {
    case 'super_admin':
      return '/admin';
    case 'provider':
      return '/provider-dashboard';
    case 'patient':
      return '/patient-dashboard';
    case 'organization_admin':
      return '/organization-admin-dashboard';
    default:
      return '/';
  }
}

/** On /auth itself, organization_admin and unknown roles go home (roles.test.ts). */
export function authPageRedirectFor(role: Role | null | undefined): string {
  return role === 'organization_admin' ? '/' : dashboardPathFor(role);
}

export const ROLE_BADGE = {
  super_admin: 'common.role.super_admin',
  provider: 'common.role.provider',
  patient: 'common.role.patient',
  organization_admin: 'common.role.organization_admin',
} as const satisfies Record<Role, MessageKey>;
