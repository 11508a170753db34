import { z } from 'zod';
import { singleLine } from '../validation/single-line.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { adminListPage, QUERY_MESSAGES } from '../validation/query-values.ts';
import { AFFILIATION_STATUSES, INVITATION_STATUSES, LOCATIONS_MAX } from './organizations.ts';
import { ORGANIZATION_MESSAGES as M } from './organization-messages.ts';

/** One input schema per organization operation; the forms and the API validate with the same objects. */

/** What the organization calls' own checks say, as keys (ADR 19); the organization pages load `practice`. */
export const ORGANIZATION_QUERY_MESSAGES = {
  chooseOrganization: 'practice.validation.chooseOrganization',
  affiliationStatus: 'practice.validation.affiliationStatus',
  affiliationAction: 'practice.validation.affiliationAction',
} as const satisfies Record<string, MessageKey>;

const digitCount = (v: string) => v.replace(/\D/g, '').length;

const trimmed = (max: number, message: MessageKey) => z.string().trim().max(max, message);

const phone = singleLine().refine(
  (v) => v === '' || digitCount(v) === 10 || (digitCount(v) === 11 && /^\D*1/.test(v)),
  M.phone,
);

const state = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), M.state);

const zipCode = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{5}(-\d{4})?$/.test(v), M.zipCode);

const website = z
  .string()
  .trim()
  .max(300, M.website)
  .refine((v) => {
    if (v === '') return true;
    try {
      const url = new URL(v);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, M.website);

export const locationSchema = z.object({
  name: singleLine().min(1, M.locationName).max(120, M.shortText),
  streetAddress: singleLine().min(1, M.locationStreet).max(120, M.shortText),
  city: singleLine().min(1, M.locationCity).max(80, M.shortText),
  state: state.refine((v) => v !== '', M.state),
  zipCode: zipCode.refine((v) => v !== '', M.zipCode),
  phone,
});

/**
 * Create or edit an organization. Empty text means "none". logoUploadId: an upload of the caller's to
 * organization-logos/logos sets the logo, null removes it, absent keeps it.
 */
export const organizationInputSchema = z.object({
  name: singleLine().min(1, M.name).max(150, M.nameTooLong),
  description: trimmed(2000, M.description),
  website,
  phone,
  streetAddress: singleLine().max(120, M.shortText),
  city: singleLine().max(80, M.shortText),
  state,
  zipCode,
  locations: z
    .array(locationSchema)
    .max(LOCATIONS_MAX, M.locationsMax)
    .refine(
      (list) => new Set(list.map((l) => l.name.trim().toLowerCase())).size === list.length,
      M.locationsUnique,
    ),
  logoUploadId: z.uuid(M.logoWrongPlace).nullable().optional(),
});
export type OrganizationInput = z.input<typeof organizationInputSchema>;
export type OrganizationValues = z.output<typeof organizationInputSchema>;

const search = z
  .string()
  .trim()
  .max(100, QUERY_MESSAGES.searchTooLong)
  .optional()
  .transform((v) => v || undefined);

/**
 * Which organization a dashboard call is about. An organization admin may leave it out (theirs);
 * a super admin must name one.
 */
export const organizationScopeSchema = z.object({
  organizationId: z.uuid(ORGANIZATION_QUERY_MESSAGES.chooseOrganization).optional(),
});

export const pageQuerySchema = organizationScopeSchema.extend({ page: adminListPage });

/** GET /api/organizations/{id}/providers: the page only (anyone may read it). */
export const organizationProvidersQuerySchema = z.object({ page: adminListPage });

export const affiliationListQuerySchema = pageQuerySchema.extend({
  status: z.enum(AFFILIATION_STATUSES, ORGANIZATION_QUERY_MESSAGES.affiliationStatus).optional(),
});

const roleText = singleLine().max(80, M.role);
const locationText = singleLine().max(120, M.shortText);

/** Invite a provider by email, with the role and location they would have. */
export const invitationInputSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(M.email).max(254, M.email)),
  affiliationRole: roleText,
  locationName: locationText,
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

/**
 * The organization admin's answer to an affiliation: approve a request (with role and location),
 * decline it, change an approved one's role and location, or end it.
 */
export const affiliationUpdateSchema = z.object({
  action: z.enum(['approve', 'decline', 'update', 'end'], ORGANIZATION_QUERY_MESSAGES.affiliationAction),
  affiliationRole: roleText.optional(),
  locationName: locationText.optional(),
});
export type AffiliationUpdateInput = z.input<typeof affiliationUpdateSchema>;

/** A provider asks to join an organization. */
export const joinRequestSchema = z.object({
  organizationId: z.uuid(M.notFound),
});

export const organizationSearchQuerySchema = z.object({ q: search });

export const adminOrganizationListQuerySchema = z.object({ q: search, page: adminListPage });

// The answers. The pages import their types with `import type`, which loads no zod.

const paging = { total: z.number(), page: z.number(), pageSize: z.number() };

const organizationLocationDtoSchema = z.object({
  name: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string().nullable(),
});

/** What anyone may see of an organization (the public page). */
export const publicOrganizationDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  locations: z.array(organizationLocationDtoSchema),
});
export type PublicOrganizationDto = z.infer<typeof publicOrganizationDtoSchema>;

/** A listed provider on the organization's public page. */
const organizationProviderCardDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  specialty: z.string(),
  /** The plain-language category (ADR 23) screens name; null for a hidden code. */
  category: z.string().nullable(),
  imageUrl: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number(),
  affiliationRole: z.string().nullable(),
  locationName: z.string().nullable(),
});
export type OrganizationProviderCardDto = z.infer<typeof organizationProviderCardDtoSchema>;

export const organizationProvidersDtoSchema = z.object({
  providers: z.array(organizationProviderCardDtoSchema),
  ...paging,
});
export type OrganizationProvidersDto = z.infer<typeof organizationProvidersDtoSchema>;

/** The organization as its admin edits it. */
export const managedOrganizationDtoSchema = publicOrganizationDtoSchema.extend({ updatedAt: z.string() });
export type ManagedOrganizationDto = z.infer<typeof managedOrganizationDtoSchema>;

export const myOrganizationDtoSchema = z.object({ organization: managedOrganizationDtoSchema.nullable() });
export type MyOrganizationDto = z.infer<typeof myOrganizationDtoSchema>;

export const organizationOverviewDtoSchema = z.object({
  providersApproved: z.number(),
  providersPending: z.number(),
  invitationsPending: z.number(),
  appointmentsThisWeek: z.number(),
});
export type OrganizationOverviewDto = z.infer<typeof organizationOverviewDtoSchema>;

const affiliationStatus = z.enum(AFFILIATION_STATUSES);

export const affiliationDtoSchema = z.object({
  id: z.string(),
  status: affiliationStatus,
  affiliationRole: z.string().nullable(),
  locationName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  provider: z.object({
    id: z.string(),
    name: z.string(),
    specialty: z.string(),
    category: z.string().nullable(),
    listed: z.boolean(),
  }),
});
export type AffiliationDto = z.infer<typeof affiliationDtoSchema>;

export const affiliationListDtoSchema = z.object({
  affiliations: z.array(affiliationDtoSchema),
  ...paging,
  counts: z.object({ pending: z.number(), approved: z.number(), ended: z.number() }),
});
export type AffiliationListDto = z.infer<typeof affiliationListDtoSchema>;

export const invitationDtoSchema = z.object({
  id: z.string(),
  email: z.string(),
  affiliationRole: z.string().nullable(),
  locationName: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
});
export type InvitationDto = z.infer<typeof invitationDtoSchema>;

export const invitationListDtoSchema = z.object({ invitations: z.array(invitationDtoSchema), ...paging });
export type InvitationListDto = z.infer<typeof invitationListDtoSchema>;

/** Appointment counts by status (SUMMARY_STATUSES) over one stretch of days. */
const appointmentCountsDtoSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number(),
  scheduled: z.number(),
  confirmed: z.number(),
  pending_approval: z.number(),
  completed: z.number(),
  cancelled: z.number(),
  no_show: z.number(),
});
export type AppointmentCountsDto = z.infer<typeof appointmentCountsDtoSchema>;

const providerAppointmentRowDtoSchema = z.object({
  providerId: z.string(),
  name: z.string(),
  specialty: z.string(),
  category: z.string().nullable(),
  /** From today on, not cancelled or finished. */
  upcoming: z.number(),
  /** The last 30 days. */
  completed: z.number(),
  cancelled: z.number(),
  noShow: z.number(),
});

/** Counts only: an organization sees how busy its providers are, never who their patients are. */
export const appointmentSummaryDtoSchema = z.object({
  today: z.string(),
  thisWeek: appointmentCountsDtoSchema,
  next7Days: appointmentCountsDtoSchema,
  last30Days: appointmentCountsDtoSchema,
  providers: z.array(providerAppointmentRowDtoSchema),
  ...paging,
});
export type AppointmentSummaryDto = z.infer<typeof appointmentSummaryDtoSchema>;

const organizationRef = z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() });

/** The provider's side: an invitation addressed to their account email. */
const providerInvitationDtoSchema = z.object({
  id: z.string(),
  organization: organizationRef,
  affiliationRole: z.string().nullable(),
  locationName: z.string().nullable(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ProviderInvitationDto = z.infer<typeof providerInvitationDtoSchema>;

const providerAffiliationDtoSchema = z.object({
  id: z.string(),
  status: affiliationStatus,
  affiliationRole: z.string().nullable(),
  locationName: z.string().nullable(),
  organization: organizationRef,
  updatedAt: z.string(),
});
export type ProviderAffiliationDto = z.infer<typeof providerAffiliationDtoSchema>;

export const providerOrganizationsDtoSchema = z.object({
  invitations: z.array(providerInvitationDtoSchema),
  affiliations: z.array(providerAffiliationDtoSchema),
});
export type ProviderOrganizationsDto = z.infer<typeof providerOrganizationsDtoSchema>;

const organizationSearchResultDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type OrganizationSearchResultDto = z.infer<typeof organizationSearchResultDtoSchema>;

/** GET /api/organizations/search: the matches, at most ORGANIZATION_SEARCH_LIMIT. */
export const organizationSearchDtoSchema = z.object({
  organizations: z.array(organizationSearchResultDtoSchema),
});
export type OrganizationSearchDto = z.infer<typeof organizationSearchDtoSchema>;

const adminOrganizationDtoSchema = organizationSearchResultDtoSchema.extend({
  adminEmail: z.string().nullable(),
  providersApproved: z.number(),
});
export type AdminOrganizationDto = z.infer<typeof adminOrganizationDtoSchema>;

export const adminOrganizationListDtoSchema = z.object({
  organizations: z.array(adminOrganizationDtoSchema),
  ...paging,
});
export type AdminOrganizationListDto = z.infer<typeof adminOrganizationListDtoSchema>;
