import { createRoute } from '@hono/zod-openapi';
import { auditLogDtoSchema, auditLogQuerySchema } from '#shared/admin/console-schemas.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json, superAdminRefusals } from '../../lib/router.ts';
import * as service from './audit-service.ts';

const list = createRoute({
  method: 'get',
  path: '/admin/audit-log',
  summary:
    "Every admin action, newest first: who, what, on which record, when, and the fields before and after; filters by action, actor's email, target and days (Florida time), paged (super_admin)",
  middleware: [withRole('super_admin')],
  request: { query: auditLogQuerySchema },
  responses: {
    200: json(auditLogDtoSchema, 'One page of the log'),
    ...superAdminRefusals,
  },
});

export const adminAuditRoutes = createRouter().openapi(list, async (c) =>
  c.json(await service.listAuditLog(c.var.deps.database.db, c.req.valid('query')), 200),
);
