import { createRoute, z } from '@hono/zod-openapi';
import { auditLogQuerySchema } from '#shared/admin/console-schemas.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json, superAdminRefusals } from '../../lib/router.ts';
import * as service from './audit-service.ts';

const Entry = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});

const list = createRoute({
  method: 'get',
  path: '/admin/audit-log',
  summary:
    "Every admin action, newest first: who, what, on which record, when, and the fields before and after; filters by action, actor's email, target and days (Florida time), paged (super_admin)",
  middleware: [withRole('super_admin')],
  request: { query: auditLogQuerySchema },
  responses: {
    200: json(
      z.object({ entries: z.array(Entry), total: z.number(), page: z.number(), pageSize: z.number() }),
      'One page of the log',
    ),
    ...superAdminRefusals,
  },
});

export const adminAuditRoutes = createRouter().openapi(list, async (c) =>
  c.json(await service.listAuditLog(c.var.deps.database.db, c.req.valid('query')), 200),
);
