/**
 * Organizations (organizations.test.ts, docs/product.md#roles): zod-free constants, helpers and response
 * shapes, so a page that only shows an organization does not load zod. The input schemas are in
 * organization-schemas.ts.
 */

export const AFFILIATION_STATUSES = ['pending', 'approved', 'ended'] as const;
export type AffiliationStatus = (typeof AFFILIATION_STATUSES)[number];
export const isAffiliationStatus = (v: unknown): v is AffiliationStatus =>
  AFFILIATION_STATUSES.includes(v as AffiliationStatus);

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** How many rows one page of each list holds; a request can never ask for more. */
export const ORGANIZATION_PROVIDERS_PAGE_SIZE = 12;
export const AFFILIATIONS_PAGE_SIZE = 20;
export const INVITATIONS_PAGE_SIZE = 20;
export const APPOINTMENT_SUMMARY_PAGE_SIZE = 20;
export const ORGANIZATION_SEARCH_LIMIT = 10;
export const ADMIN_ORGANIZATIONS_PAGE_SIZE = 20;
export const LOCATIONS_MAX = 20;

/** Invitations one organization may send per hour: enough for a busy office, too few for spam. */
export const INVITATIONS_PER_HOUR = 30;

export type OrganizationAddress = {
  streetAddress: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
};

// The answers' types are inferred from their zod schemas in organization-schemas.ts. Import them from there with
// `import type`, which loads no zod; this file does not re-export them, as organization-schemas.ts imports it.

/** Appointment counts by status over one stretch of days. */
export const SUMMARY_STATUSES = [
  'scheduled',
  'confirmed',
  'pending_approval',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type SummaryStatus = (typeof SUMMARY_STATUSES)[number];

/** '1450 Coral Way, Miami, FL 33145', skipping what is missing. */
export function addressLine(a: Partial<OrganizationAddress>): string {
  const place = [a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.streetAddress, place].filter(Boolean).join(', ');
}
