import { createRoute } from '@hono/zod-openapi';
import {
  joinRequestSchema,
  providerOrganizationsDtoSchema,
} from '#shared/organizations/organization-schemas.ts';
import { requireUser } from '../../lib/http.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, idParam, json, jsonBody } from '../../lib/router.ts';
import * as service from './provider-service.ts';

const provider = [withRole('provider')];
const providerRefusals = {
  401: { description: 'Not signed in' },
  403: { description: 'Not a provider' },
  404: { description: 'Not found, or not addressed to this account' },
  409: { description: 'Already answered, or no provider profile' },
};

const mine = createRoute({
  method: 'get',
  path: '/provider/organizations',
  summary: "Invitations addressed to the provider's account email, and their affiliations",
  middleware: provider,
  responses: { 200: json(providerOrganizationsDtoSchema, 'Both lists'), ...providerRefusals },
});

const accept = createRoute({
  method: 'post',
  path: '/provider/organization-invitations/{id}/accept',
  summary: "Accept an invitation: an approved affiliation with the invitation's role and location",
  middleware: provider,
  request: { params: idParam },
  responses: {
    200: json(providerOrganizationsDtoSchema, 'Both lists, as they are now'),
    ...providerRefusals,
  },
});

const decline = createRoute({
  method: 'post',
  path: '/provider/organization-invitations/{id}/decline',
  summary: 'Decline an invitation',
  middleware: provider,
  request: { params: idParam },
  responses: {
    200: json(providerOrganizationsDtoSchema, 'Both lists, as they are now'),
    ...providerRefusals,
  },
});

const join = createRoute({
  method: 'post',
  path: '/provider/affiliations',
  summary: 'Ask to join an organization; its admin approves or declines',
  middleware: provider,
  request: { body: jsonBody(joinRequestSchema) },
  responses: {
    201: json(providerOrganizationsDtoSchema, 'Both lists, as they are now'),
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
  responses: {
    200: json(providerOrganizationsDtoSchema, 'Both lists, as they are now'),
    ...providerRefusals,
  },
});

/** The provider's side: their invitations and affiliations, joining and leaving. */
export const providerOrganizationRoutes = createRouter()
  .openapi(mine, async (c) =>
    c.json(await service.providerOrganizations(c.var.deps.database.db, requireUser(c)), 200),
  )
  .openapi(accept, async (c) =>
    c.json(await service.acceptInvitation(c.var.deps, requireUser(c), c.req.valid('param').id), 200),
  )
  .openapi(decline, async (c) =>
    c.json(await service.declineInvitation(c.var.deps, requireUser(c), c.req.valid('param').id), 200),
  )
  .openapi(join, async (c) =>
    c.json(await service.requestToJoin(c.var.deps, requireUser(c), c.req.valid('json').organizationId), 201),
  )
  .openapi(leave, async (c) =>
    c.json(await service.endMyAffiliation(c.var.deps, requireUser(c), c.req.valid('param').id), 200),
  );
