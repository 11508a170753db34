import { createRoute } from '@hono/zod-openapi';
import {
  adminOrganizationListDtoSchema,
  adminOrganizationListQuerySchema,
} from '#shared/organizations/organization-schemas.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json } from '../../lib/router.ts';
import * as service from './admin-service.ts';

const adminList = createRoute({
  method: 'get',
  path: '/admin/organizations',
  summary: 'Organizations by name, for a super admin to choose which one to manage, paged',
  middleware: [withRole('super_admin')],
  request: { query: adminOrganizationListQuerySchema },
  responses: {
    200: json(adminOrganizationListDtoSchema, 'One page'),
    401: { description: 'Not signed in' },
    403: { description: 'Not a super admin' },
  },
});

/** The super admin's organization chooser; they then manage it through /organization-admin/*. */
export const adminOrganizationRoutes = createRouter().openapi(adminList, async (c) =>
  c.json(await service.adminOrganizations(c.var.deps.database.db, c.req.valid('query')), 200),
);
