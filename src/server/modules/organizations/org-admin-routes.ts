import { createRoute } from '@hono/zod-openapi';
import {
  affiliationDtoSchema,
  affiliationListDtoSchema,
  affiliationListQuerySchema,
  affiliationUpdateSchema,
  appointmentSummaryDtoSchema,
  invitationDtoSchema,
  invitationInputSchema,
  invitationListDtoSchema,
  managedOrganizationDtoSchema,
  myOrganizationDtoSchema,
  organizationInputSchema,
  organizationOverviewDtoSchema,
  organizationScopeSchema,
  pageQuerySchema,
} from '#shared/organizations/organization-schemas.ts';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import { requireUser } from '../../lib/http.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, idParam, json, jsonBody } from '../../lib/router.ts';
import * as members from './org-admin-members-service.ts';
import * as service from './org-admin-service.ts';

const orgAdmin = [withRole('organization_admin')];
const scopeNote =
  'An organization admin acts on their own organization (naming another is refused with 403); a super ' +
  'admin names one with organizationId, and each change they make is written to the audit log.';
const adminRefusals = {
  400: { description: 'Invalid input, with a message per field' },
  401: { description: 'Not signed in' },
  403: { description: 'Not an organization admin, or not their organization' },
  404: { description: `'${inEnglish(M.notFound)}', or '${inEnglish(M.noOrganization)}'` },
};

const getMine = createRoute({
  method: 'get',
  path: '/organization-admin/organization',
  summary: 'The organization being managed; null when an organization admin has not created theirs',
  description: scopeNote,
  middleware: orgAdmin,
  request: { query: organizationScopeSchema },
  responses: {
    200: json(myOrganizationDtoSchema, 'It'),
    ...adminRefusals,
  },
});

const create = createRoute({
  method: 'post',
  path: '/organization-admin/organization',
  summary:
    'Create the organization the signed-in organization admin runs (a super admin: one with no admin yet)',
  middleware: orgAdmin,
  request: { body: jsonBody(organizationInputSchema) },
  responses: {
    201: json(managedOrganizationDtoSchema, 'Created'),
    ...adminRefusals,
    409: { description: `'${inEnglish(M.alreadyHasOrganization)}'` },
  },
});

const update = createRoute({
  method: 'patch',
  path: '/organization-admin/organization',
  summary: "Change the organization's details, logo and locations",
  description: scopeNote,
  middleware: orgAdmin,
  request: { query: organizationScopeSchema, body: jsonBody(organizationInputSchema) },
  responses: { 200: json(managedOrganizationDtoSchema, 'As it is now'), ...adminRefusals },
});

const overview = createRoute({
  method: 'get',
  path: '/organization-admin/overview',
  summary: 'The overview figures: providers approved and waiting, open invitations, appointments this week',
  description: scopeNote,
  middleware: orgAdmin,
  request: { query: organizationScopeSchema },
  responses: {
    200: json(organizationOverviewDtoSchema, 'The figures'),
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
    200: json(affiliationListDtoSchema, 'One page'),
    ...adminRefusals,
  },
});

const changeAffiliation = createRoute({
  method: 'patch',
  path: '/organization-admin/affiliations/{id}',
  summary: "Approve or decline a request, change an approved affiliation's role and location, or end it",
  description: `${scopeNote} The provider is notified. Ending keeps the affiliation, as ended.`,
  middleware: orgAdmin,
  request: { params: idParam, query: organizationScopeSchema, body: jsonBody(affiliationUpdateSchema) },
  responses: {
    200: json(affiliationDtoSchema, 'As it is now'),
    ...adminRefusals,
    409: { description: `'${inEnglish(M.notPending)}', or '${inEnglish(M.notApproved)}'` },
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
    200: json(invitationListDtoSchema, 'One page'),
    ...adminRefusals,
  },
});

const invite = createRoute({
  method: 'post',
  path: '/organization-admin/invitations',
  summary: 'Invite a provider by email; the organization-invitation mail goes to the address',
  description: `${scopeNote} At most 30 invitations an hour per organization.`,
  middleware: orgAdmin,
  request: { query: organizationScopeSchema, body: jsonBody(invitationInputSchema) },
  responses: {
    201: json(invitationDtoSchema, 'Sent'),
    ...adminRefusals,
    409: { description: `'${inEnglish(M.invitationPending)}', or '${inEnglish(M.alreadyAffiliated)}'` },
    429: { description: `'${inEnglish(M.tooManyInvitations)}'` },
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
    200: json(invitationDtoSchema, 'Revoked'),
    ...adminRefusals,
    409: { description: `'${inEnglish(M.invitationAnswered)}'` },
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
    200: json(appointmentSummaryDtoSchema, 'The summary'),
    ...adminRefusals,
  },
});

/** The organization dashboard: its organization, providers, invitations and appointment counts. */
export const orgAdminRoutes = createRouter()
  .openapi(getMine, async (c) =>
    c.json(
      await service.myOrganization(
        c.var.deps.database.db,
        requireUser(c),
        c.req.valid('query').organizationId,
      ),
      200,
    ),
  )
  .openapi(create, async (c) =>
    c.json(await service.createOrganization(c.var.deps, requireUser(c), c.req.valid('json')), 201),
  )
  .openapi(update, async (c) =>
    c.json(
      await service.updateOrganization(
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
      await service.overview(c.var.deps.database.db, requireUser(c), c.req.valid('query').organizationId),
      200,
    ),
  )
  .openapi(affiliations, async (c) =>
    c.json(
      await members.listAffiliations(
        c.var.deps.database.db,
        requireUser(c),
        c.req.valid('query'),
        c.var.locale,
      ),
      200,
    ),
  )
  .openapi(changeAffiliation, async (c) =>
    c.json(
      await members.updateAffiliation(
        c.var.deps,
        requireUser(c),
        c.req.valid('query').organizationId,
        c.req.valid('param').id,
        c.req.valid('json'),
        c.var.locale,
      ),
      200,
    ),
  )
  .openapi(invitations, async (c) =>
    c.json(await members.listInvitations(c.var.deps.database.db, requireUser(c), c.req.valid('query')), 200),
  )
  .openapi(invite, async (c) =>
    c.json(
      await members.invite(
        c.var.deps,
        requireUser(c),
        c.req.valid('query').organizationId,
        c.req.valid('json'),
        c.var.locale,
      ),
      201,
    ),
  )
  .openapi(revoke, async (c) =>
    c.json(
      await members.revokeInvitation(
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
      await service.appointmentSummary(
        c.var.deps.database.db,
        requireUser(c),
        c.req.valid('query'),
        c.var.locale,
      ),
      200,
    ),
  );
