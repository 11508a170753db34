import { createRoute } from '@hono/zod-openapi';
import { ADMIN_CONSOLE_MESSAGES as M } from '#shared/admin/console.ts';
import {
  adminProviderDtoSchema,
  adminProviderListDtoSchema,
  adminProviderFeaturedSchema,
  adminProviderListQuerySchema,
  adminProviderParamsSchema,
  adminProviderStatusSchema,
} from '#shared/admin/console-schemas.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { requireUser } from '../../lib/http.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json, jsonBody, superAdminRefusals } from '../../lib/router.ts';
import * as service from './admin-service.ts';

const missing = { 404: { description: `'${inEnglish(M.providerNotFound)}'` } };

const list = createRoute({
  method: 'get',
  path: '/admin/providers',
  summary:
    'Provider profiles of any status, newest first: a name or practice search (or an exact 10-digit NPI), filters by status, profile status and featured, paged (super_admin)',
  middleware: [withRole('super_admin')],
  request: { query: adminProviderListQuerySchema },
  responses: {
    200: json(adminProviderListDtoSchema, 'One page of providers'),
    ...superAdminRefusals,
  },
});

const status = createRoute({
  method: 'put',
  path: '/admin/providers/{id}/status',
  summary: "Set a provider's status (active, inactive, suspended); audited (super_admin)",
  middleware: [withRole('super_admin')],
  request: { params: adminProviderParamsSchema, body: jsonBody(adminProviderStatusSchema) },
  responses: {
    200: json(adminProviderDtoSchema, 'The provider as it is now'),
    400: { description: `'${inEnglish(M.badProviderStatus)}'` },
    ...superAdminRefusals,
    ...missing,
  },
});

const featured = createRoute({
  method: 'put',
  path: '/admin/providers/{id}/featured',
  summary: 'Feature or unfeature a provider; audited (super_admin)',
  middleware: [withRole('super_admin')],
  request: { params: adminProviderParamsSchema, body: jsonBody(adminProviderFeaturedSchema) },
  responses: {
    200: json(adminProviderDtoSchema, 'The provider as it is now'),
    ...superAdminRefusals,
    ...missing,
  },
});

export const adminProviderRoutes = createRouter()
  .openapi(list, async (c) =>
    c.json(await service.listProviders(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(status, async (c) =>
    c.json(
      await service.setStatus(
        c.var.deps.database.db,
        requireUser(c),
        c.req.valid('param').id,
        c.req.valid('json').status,
      ),
      200,
    ),
  )
  .openapi(featured, async (c) =>
    c.json(
      await service.setFeatured(
        c.var.deps.database.db,
        requireUser(c),
        c.req.valid('param').id,
        c.req.valid('json').featured,
      ),
      200,
    ),
  );
