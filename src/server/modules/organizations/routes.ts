import { createRoute, z } from '@hono/zod-openapi';
import {
  adminOrganizationListQuerySchema,
  affiliationListQuerySchema,
  affiliationUpdateSchema,
  invitationInputSchema,
  joinRequestSchema,
  organizationInputSchema,
  organizationScopeSchema,
  organizationSearchQuerySchema,
  pageQuerySchema,
} from '#shared/organizations/organization-schemas.ts';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organizations.ts';
import { requireUser } from '../../lib/http.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter } from '../../lib/router.ts';
import * as adminService from './admin-service.ts';
import * as membersService from './org-admin-members-service.ts';
import * as orgAdminService from './org-admin-service.ts';
import * as providerService from './provider-service.ts';
import * as publicService from './public-service.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const idParam = z.object({ id: z.string().openapi({ format: 'uuid' }) });

const Location = z.object({
  name: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string().nullable(),
});
const PublicOrganization = z.object({
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
  locations: z.array(Location),
});
const ManagedOrganization = PublicOrganization.extend({ updatedAt: z.string() });
const Paging = { total: z.number(), page: z.number(), pageSize: z.number() };
const AffiliationStatus = z.enum(['pending', 'approved', 'ended']);
const OrganizationRef = z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() });

const Affiliation = z.object({
  id: z.string(),
  status: AffiliationStatus,
  affiliationRole: z.string().nullable(),
  locationName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  provider: z.object({ id: z.string(), name: z.string(), specialty: z.string(), listed: z.boolean() }),
});
const Invitation = z.object({
  id: z.string(),
  email: z.string(),
  affiliationRole: z.string().nullable(),
  locationName: z.string().nullable(),
  status: z.enum(['pending', 'accepted', 'declined', 'revoked']),
  createdAt: z.string(),
});
const Counts = z.object({
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
const ProviderOrganizations = z.object({
  invitations: z.array(
    z.object({
      id: z.string(),
      organization: OrganizationRef,
      affiliationRole: z.string().nullable(),
      locationName: z.string().nullable(),
      invitedBy: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  affiliations: z.array(
    z.object({
      id: z.string(),
      status: AffiliationStatus,
      affiliationRole: z.string().nullable(),
      locationName: z.string().nullable(),
      organization: OrganizationRef,
      updatedAt: z.string(),
    }),
  ),
});
const SearchResult = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  logoUrl: z.string().nullable(),
});

const orgAdmin = [withRole('organization_admin')];
const provider = [withRole('provider')];
const scopeNote =
  'An organization admin acts on their own organization (naming another is refused with 403); a super ' +
  'admin names one with organizationId, and each change they make is written to the audit log.';
const adminRefusals = {
  400: { description: 'Invalid input, with a message per field' },
  401: { description: 'Not signed in' },
  403: { description: 'Not an organization admin, or not their organization' },
  404: { description: `'${M.notFound}', or '${M.noOrganization}'` },
};
const providerRefusals = {
  401: { description: 'Not signed in' },
  403: { description: 'Not a provider' },
  404: { description: 'Not found, or not addressed to this account' },
  409: { description: 'Already answered, or no provider profile' },
};

// ---------------------------------------------------------------------------------------------
// Public

const publicOrganization = createRoute({
  method: 'get',
  path: '/organizations/{id}',
  summary: 'An organization as anyone may see it (the /organization/{id} page)',
  request: { params: idParam },
  responses: {
    200: json(PublicOrganization, 'The organization'),
    404: { description: `'${M.notFound}'` },
  },
});

const publicProviders = createRoute({
  method: 'get',
  path: '/organizations/{id}/providers',
  summary: "The organization's listed providers (approved affiliation, approved and active profile), paged",
  request: { params: idParam, query: z.object({ page: pageQuerySchema.shape.page }) },
  responses: {
    200: json(
      z.object({
        providers: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            specialty: z.string(),
            imageUrl: z.string().nullable(),
            city: z.string().nullable(),
            state: z.string().nullable(),
            rating: z.number(),
            reviewCount: z.number(),
            affiliationRole: z.string().nullable(),
            locationName: z.string().nullable(),
          }),
        ),
        ...Paging,
      }),
      'One page of providers',
    ),
    404: { description: `'${M.notFound}'` },
  },
});

// ---------------------------------------------------------------------------------------------
// The organization dashboard

const getMine = createRoute({
  method: 'get',
  path: '/organization-admin/organization',
  summary: 'The organization being managed; null when an organization admin has not created theirs',
  description: scopeNote,
  middleware: orgAdmin,
  request: { query: organizationScopeSchema },
  responses: {
    200: json(z.object({ organization: ManagedOrganization.nullable() }), 'It'),
    ...adminRefusals,
  },
});

const create = createRoute({
  method: 'post',
  path: '/organization-admin/organization',
  summary:
    'Create the organization the signed-in organization admin runs (a super admin: one with no admin yet)',
  middleware: orgAdmin,
  request: body(organizationInputSchema),
  responses: {
    201: json(ManagedOrganization, 'Created'),
    ...adminRefusals,
    409: { description: `'${M.alreadyHasOrganization}'` },
  },
});

const update = createRoute({
  method: 'patch',
  path: '/organization-admin/organization',
  summary: "Change the organization's details, logo and locations",
  description: scopeNote,
  middleware: orgAdmin,
  request: { query: organizationScopeSchema, ...body(organizationInputSchema) },
  responses: { 200: json(ManagedOrganization, 'As it is now'), ...adminRefusals },
});

const overview = createRoute({
  method: 'get',
  path: '/organization-admin/overview',
  summary: 'The overview figures: providers approved and waiting, open invitations, appointments this week',
  description: scopeNote,
  middleware: orgAdmin,
  request: { query: organizationScopeSchema },
  responses: {
    200: json(
      z.object({
        providersApproved: z.number(),
        providersPending: z.number(),
        invitationsPending: z.number(),
        appointmentsThisWeek: z.number(),
      }),
      'The figures',
    ),
    ...adminRefusals,
  },
});

const affiliations = createRoute({
  method: 'get',
  path: '/organization-admin/affiliations',
  summary: "The organization's provider affiliations (requests first), by status, paged",
  description: scopeNote,
  middleware: orgAdmin,
  request: { query: affiliationListQuerySchema },
  responses: {
    200: json(
      z.object({
        affiliations: z.array(Affiliation),
        ...Paging,
        counts: z.object({ pending: z.number(), approved: z.number(), ended: z.number() }),
      }),
      'One page',
    ),
    ...adminRefusals,
  },
});

const changeAffiliation = createRoute({
  method: 'patch',
  path: '/organization-admin/affiliations/{id}',
  summary: "Approve or decline a request, change an approved affiliation's role and location, or end it",
  description: `${scopeNote} The provider is notified. Ending keeps the affiliation, as ended.`,
  middleware: orgAdmin,
  request: { params: idParam, query: organizationScopeSchema, ...body(affiliationUpdateSchema) },
  responses: {
    200: json(Affiliation, 'As it is now'),
    ...adminRefusals,
    409: { description: `'${M.notPending}', or '${M.notApproved}'` },
  },
});

const invitations = createRoute({
  method: 'get',
  path: '/organization-admin/invitations',
  summary: "The organization's open invitations, newest first, paged",
  description: scopeNote,
  middleware: orgAdmin,
  request: { query: pageQuerySchema },
  responses: {
    200: json(z.object({ invitations: z.array(Invitation), ...Paging }), 'One page'),
    ...adminRefusals,
  },
});

const invite = createRoute({
  method: 'post',
  path: '/organization-admin/invitations',
  summary: 'Invite a provider by email; the organization-invitation mail goes to the address',
  description: `${scopeNote} At most 30 invitations an hour per organization.`,
  middleware: orgAdmin,
  request: { query: organizationScopeSchema, ...body(invitationInputSchema) },
  responses: {
    201: json(Invitation, 'Sent'),
    ...adminRefusals,
    409: { description: `'${M.invitationPending}', or '${M.alreadyAffiliated}'` },
    429: { description: `'${M.tooManyInvitations}'` },
  },
});

const revoke = createRoute({
  method: 'delete',
  path: '/organization-admin/invitations/{id}',
  summary: 'Revoke an open invitation',
  description: scopeNote,
  middleware: orgAdmin,
  request: { params: idParam, query: organizationScopeSchema },
  responses: {
    200: json(Invitation, 'Revoked'),
    ...adminRefusals,
    409: { description: `'${M.invitationAnswered}'` },
  },
});

const appointments = createRoute({
  method: 'get',
  path: '/organization-admin/appointments',
  summary:
    "Counts of the approved providers' appointments (this week, next 7 days, last 30 days) and per provider",
  description: `${scopeNote} Counts only: no patient names or details.`,
  middleware: orgAdmin,
  request: { query: pageQuerySchema },
  responses: {
    200: json(
      z.object({
        today: z.string(),
        thisWeek: Counts,
        next7Days: Counts,
        last30Days: Counts,
        providers: z.array(
          z.object({
            providerId: z.string(),
            name: z.string(),
            specialty: z.string(),
            upcoming: z.number(),
            completed: z.number(),
            cancelled: z.number(),
            noShow: z.number(),
          }),
        ),
        ...Paging,
      }),
      'The summary',
    ),
    ...adminRefusals,
  },
});

const adminList = createRoute({
  method: 'get',
  path: '/admin/organizations',
  summary: 'Organizations by name, for a super admin to choose which one to manage, paged',
  middleware: [withRole('super_admin')],
  request: { query: adminOrganizationListQuerySchema },
  responses: {
    200: json(
      z.object({
        organizations: z.array(
          SearchResult.extend({ adminEmail: z.string().nullable(), providersApproved: z.number() }),
        ),
        ...Paging,
      }),
      'One page',
    ),
    401: { description: 'Not signed in' },
    403: { description: 'Not a super admin' },
  },
});

// ---------------------------------------------------------------------------------------------
// The provider's side

const search = createRoute({
  method: 'get',
  path: '/organizations/search',
  summary: 'Organizations whose name holds the words (at most 10), for a provider asking to join one',
  middleware: provider,
  request: { query: organizationSearchQuerySchema },
  responses: {
    200: json(z.object({ organizations: z.array(SearchResult) }), 'Matches'),
    401: providerRefusals[401],
    403: providerRefusals[403],
  },
});

const mine = createRoute({
  method: 'get',
  path: '/provider/organizations',
  summary: "Invitations addressed to the provider's account email, and their affiliations",
  middleware: provider,
  responses: { 200: json(ProviderOrganizations, 'Both lists'), ...providerRefusals },
});

const accept = createRoute({
  method: 'post',
  path: '/provider/organization-invitations/{id}/accept',
  summary: "Accept an invitation: an approved affiliation with the invitation's role and location",
  middleware: provider,
  request: { params: idParam },
  responses: { 200: json(ProviderOrganizations, 'Both lists, as they are now'), ...providerRefusals },
});

const decline = createRoute({
  method: 'post',
  path: '/provider/organization-invitations/{id}/decline',
  summary: 'Decline an invitation',
  middleware: provider,
  request: { params: idParam },
  responses: { 200: json(ProviderOrganizations, 'Both lists, as they are now'), ...providerRefusals },
});

const join = createRoute({
  method: 'post',
  path: '/provider/affiliations',
  summary: 'Ask to join an organization; its admin approves or declines',
  middleware: provider,
  request: body(joinRequestSchema),
  responses: {
    201: json(ProviderOrganizations, 'Both lists, as they are now'),
    400: { description: 'Invalid input' },
    ...providerRefusals,
  },
});

const leave = createRoute({
  method: 'post',
  path: '/provider/affiliations/{id}/end',
  summary: 'End an affiliation, or withdraw a request to join',
  middleware: provider,
  request: { params: idParam },
  responses: { 200: json(ProviderOrganizations, 'Both lists, as they are now'), ...providerRefusals },
});

export const organizationRoutes = createRouter()
  // Before /organizations/{id}, which would otherwise take "search" for an id.
  .openapi(search, async (c) =>
    c.json(
      {
        organizations: await publicService.searchOrganizations(
          c.var.deps.database.db,
          c.req.valid('query').q,
        ),
      },
      200,
    ),
  )
  .openapi(publicOrganization, async (c) =>
    c.json(await publicService.publicOrganization(c.var.deps.database.db, c.req.valid('param').id), 200),
  )
  .openapi(publicProviders, async (c) =>
    c.json(
      await publicService.publicProviders(
        c.var.deps.database.db,
        c.req.valid('param').id,
        c.req.valid('query').page,
      ),
      200,
    ),
  )
  .openapi(getMine, async (c) =>
    c.json(
      await orgAdminService.myOrganization(
        c.var.deps.database.db,
        requireUser(c),
        c.req.valid('query').organizationId,
      ),
      200,
    ),
  )
  .openapi(create, async (c) =>
    c.json(await orgAdminService.createOrganization(c.var.deps, requireUser(c), c.req.valid('json')), 201),
  )
  .openapi(update, async (c) =>
    c.json(
      await orgAdminService.updateOrganization(
        c.var.deps,
        requireUser(c),
        c.req.valid('query').organizationId,
        c.req.valid('json'),
      ),
      200,
    ),
  )
  .openapi(overview, async (c) =>
    c.json(
      await orgAdminService.overview(
        c.var.deps.database.db,
        requireUser(c),
        c.req.valid('query').organizationId,
      ),
      200,
    ),
  )
  .openapi(affiliations, async (c) =>
    c.json(
      await membersService.listAffiliations(c.var.deps.database.db, requireUser(c), c.req.valid('query')),
      200,
    ),
  )
  .openapi(changeAffiliation, async (c) =>
    c.json(
      await membersService.updateAffiliation(
        c.var.deps,
        requireUser(c),
        c.req.valid('query').organizationId,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
      200,
    ),
  )
  .openapi(invitations, async (c) =>
    c.json(
      await membersService.listInvitations(c.var.deps.database.db, requireUser(c), c.req.valid('query')),
      200,
    ),
  )
  .openapi(invite, async (c) =>
    c.json(
      await membersService.invite(
        c.var.deps,
        requireUser(c),
        c.req.valid('query').organizationId,
        c.req.valid('json'),
      ),
      201,
    ),
  )
  .openapi(revoke, async (c) =>
    c.json(
      await membersService.revokeInvitation(
        c.var.deps.database.db,
        requireUser(c),
        c.req.valid('query').organizationId,
        c.req.valid('param').id,
      ),
      200,
    ),
  )
  .openapi(appointments, async (c) =>
    c.json(
      await orgAdminService.appointmentSummary(c.var.deps.database.db, requireUser(c), c.req.valid('query')),
      200,
    ),
  )
  .openapi(adminList, async (c) =>
    c.json(await adminService.adminOrganizations(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(mine, async (c) =>
    c.json(await providerService.providerOrganizations(c.var.deps.database.db, requireUser(c)), 200),
  )
  .openapi(accept, async (c) =>
    c.json(await providerService.acceptInvitation(c.var.deps, requireUser(c), c.req.valid('param').id), 200),
  )
  .openapi(decline, async (c) =>
    c.json(await providerService.declineInvitation(c.var.deps, requireUser(c), c.req.valid('param').id), 200),
  )
  .openapi(join, async (c) =>
    c.json(
      await providerService.requestToJoin(c.var.deps, requireUser(c), c.req.valid('json').organizationId),
      201,
    ),
  )
  .openapi(leave, async (c) =>
    c.json(await providerService.endMyAffiliation(c.var.deps, requireUser(c), c.req.valid('param').id), 200),
  );
