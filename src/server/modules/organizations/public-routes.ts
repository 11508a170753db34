import { createRoute } from '@hono/zod-openapi';
import {
  organizationProvidersDtoSchema,
  organizationProvidersQuerySchema,
  organizationSearchDtoSchema,
  organizationSearchQuerySchema,
  publicOrganizationDtoSchema,
} from '#shared/organizations/organization-schemas.ts';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, idParam, json } from '../../lib/router.ts';
import * as service from './public-service.ts';

const search = createRoute({
  method: 'get',
  path: '/organizations/search',
  summary: 'Organizations whose name holds the words (at most 10), for a provider asking to join one',
  middleware: [withRole('provider')],
  request: { query: organizationSearchQuerySchema },
  responses: {
    200: json(organizationSearchDtoSchema, 'Matches'),
    401: { description: 'Not signed in' },
    403: { description: 'Not a provider' },
  },
});

const publicOrganization = createRoute({
  method: 'get',
  path: '/organizations/{id}',
  summary: 'An organization as anyone may see it (the /organization/{id} page)',
  request: { params: idParam },
  responses: {
    200: json(publicOrganizationDtoSchema, 'The organization'),
    404: { description: `'${inEnglish(M.notFound)}'` },
  },
});

const publicProviders = createRoute({
  method: 'get',
  path: '/organizations/{id}/providers',
  summary: "The organization's listed providers (approved affiliation, approved and active profile), paged",
  request: { params: idParam, query: organizationProvidersQuerySchema },
  responses: {
    200: json(organizationProvidersDtoSchema, 'One page of providers'),
    404: { description: `'${inEnglish(M.notFound)}'` },
  },
});

/** The organization page and its providers, for anyone, and the search a provider uses to find one. */
export const publicOrganizationRoutes = createRouter()
  // Before /organizations/{id}, which would otherwise take "search" for an id.
  .openapi(search, async (c) =>
    c.json(
      { organizations: await service.searchOrganizations(c.var.deps.database.db, c.req.valid('query').q) },
      200,
    ),
  )
  .openapi(publicOrganization, async (c) =>
    c.json(await service.publicOrganization(c.var.deps.database.db, c.req.valid('param').id), 200),
  )
  .openapi(publicProviders, async (c) =>
    c.json(
      await service.publicProviders(
        c.var.deps.database.db,
        c.req.valid('param').id,
        c.req.valid('query').page,
        c.var.locale,
      ),
      200,
    ),
  );
