import { describe, expect, it } from 'vitest';
import {
  authPageRedirectFor,
  canActAsOrganizationAdmin,
  canActAsPatient,
  canActAsProvider,
  dashboardPathFor,
  hasRoleAccess,
  isPatient,
  isProvider,
  isSuperAdmin,
  isSuperAdmin as isAdmin,
} from './roles.ts';

describe('role checks', () => {
  it('each plain check passes only its own role', () => {
    expect(isPatient('patient')).toBe(true);
    expect(isPatient('super_admin')).toBe(false);
    expect(isProvider('provider')).toBe(true);
    expect(isProvider('patient')).toBe(false);
    expect(isSuperAdmin('super_admin')).toBe(true);
    expect(isAdmin('organization_admin')).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('"can act as" passes the role or super_admin', () => {
    expect(canActAsProvider('super_admin')).toBe(true);
    expect(canActAsProvider('patient')).toBe(false);
    expect(canActAsPatient('provider')).toBe(false);
    expect(canActAsPatient('super_admin')).toBe(true);
    expect(canActAsOrganizationAdmin('organization_admin')).toBe(true);
    expect(canActAsOrganizationAdmin('provider')).toBe(false);
  });

  it('route access: the role itself or super_admin; nobody without a role', () => {
    expect(hasRoleAccess('patient', 'patient')).toBe(true);
    expect(hasRoleAccess('super_admin', 'provider')).toBe(true);
    expect(hasRoleAccess('provider', 'patient')).toBe(false);
    expect(hasRoleAccess('patient')).toBe(true);
    expect(hasRoleAccess(null)).toBe(false);
  });
});

describe('destinations', () => {
  it('post-sign-in destination by role', () => {
    expect(dashboardPathFor('super_admin')).toBe('/admin');
    expect(dashboardPathFor('provider')).toBe('/provider-dashboard');
    expect(dashboardPathFor('patient')).toBe('/patient-dashboard');
    expect(dashboardPathFor('organization_admin')).toBe('/organization-admin-dashboard');
    expect(dashboardPathFor(null)).toBe('/');
  });

  it('on /auth itself organization_admin goes home', () => {
    expect(authPageRedirectFor('organization_admin')).toBe('/');
    expect(authPageRedirectFor('provider')).toBe('/provider-dashboard');
  });
});
