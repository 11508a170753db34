import { z } from 'zod';
import { AFFILIATION_STATUSES, LOCATIONS_MAX, ORGANIZATION_MESSAGES as M } from './organizations.ts';

/** One input schema per organization operation; the forms and the API validate with the same objects. */

const digitCount = (v: string) => v.replace(/\D/g, '').length;

const trimmed = (max: number, message: string) => z.string().trim().max(max, message);

const phone = z
  .string()
  .trim()
  .refine((v) => v === '' || digitCount(v) === 10 || (digitCount(v) === 11 && /^\D*1/.test(v)), M.phone);

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
  name: z.string().trim().min(1, M.locationName).max(120, M.shortText),
  streetAddress: z.string().trim().min(1, M.locationStreet).max(120, M.shortText),
  city: z.string().trim().min(1, M.locationCity).max(80, M.shortText),
  state: state.refine((v) => v !== '', M.state),
  zipCode: zipCode.refine((v) => v !== '', M.zipCode),
  phone,
});
export type LocationInput = z.input<typeof locationSchema>;

/**
 * Create or edit an organization. Empty text means "none". logoUploadId: an upload of the caller's to
 * organization-logos/logos sets the logo, null removes it, absent keeps it.
 */
export const organizationInputSchema = z.object({
  name: z.string().trim().min(1, M.name).max(150, M.nameTooLong),
  description: trimmed(2000, M.description),
  website,
  phone,
  streetAddress: trimmed(120, M.shortText),
  city: trimmed(80, M.shortText),
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

const page = z.coerce
  .number({ message: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(10_000, 'page must be at most 10000')
  .default(1);

const search = z
  .string()
  .trim()
  .max(100, 'Search must be 100 characters or less')
  .optional()
  .transform((v) => v || undefined);

/**
 * Which organization a dashboard call is about. An organization admin may leave it out (theirs);
 * a super admin must name one.
 */
export const organizationScopeSchema = z.object({
  organizationId: z.uuid('Please choose an organization').optional(),
});

export const pageQuerySchema = organizationScopeSchema.extend({ page });

export const affiliationListQuerySchema = pageQuerySchema.extend({
  status: z.enum(AFFILIATION_STATUSES, 'Choose pending, approved or ended').optional(),
});

const roleText = trimmed(80, M.role);
const locationText = trimmed(120, M.shortText);

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
  action: z.enum(['approve', 'decline', 'update', 'end'], 'Choose approve, decline, update or end'),
  affiliationRole: roleText.optional(),
  locationName: locationText.optional(),
});
export type AffiliationUpdateInput = z.input<typeof affiliationUpdateSchema>;

/** A provider asks to join an organization. */
export const joinRequestSchema = z.object({
  organizationId: z.uuid(M.notFound),
});

export const organizationSearchQuerySchema = z.object({ q: search });

export const adminOrganizationListQuerySchema = z.object({ q: search, page });
