/**
 * Accounts the e2e server is started with (see playwright.config.ts). A super_admin can only be made
 * from the command line, so the web server command creates this one before the app starts.
 */
export const E2E_ADMIN = {
  email: 'admin@e2e.careconnect.test',
  password: 'e2e-admin-password-1',
  first: 'Ada',
  last: 'Admin',
} as const;

/** An organization admin (also made from the command line): starts without an organization. */
export const E2E_ORG_ADMIN = {
  email: 'org-admin@e2e.careconnect.test',
  password: 'e2e-org-admin-password-1',
  first: 'Olivia',
  last: 'Organizer',
} as const;

/** The demo seed's accounts (README). */
export const DEMO_PATIENT = { email: 'patient@demo.careconnect.test', password: 'demo-password-1' } as const;
export const DEMO_PROVIDER = {
  email: 'provider@demo.careconnect.test',
  password: 'demo-password-1',
} as const;
/** Rosa's daughter (Ana Delgado), who may do everything for the demo patient (ADR 18). */
export const DEMO_CAREGIVER = {
  email: 'caregiver@demo.careconnect.test',
  password: 'demo-password-1',
} as const;
