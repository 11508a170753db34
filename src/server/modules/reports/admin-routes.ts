import { createRoute } from '@hono/zod-openapi';
import {
  profileReportDtoSchema,
  profileReportListDtoSchema,
  reportListQuerySchema,
  reportStatusSchema,
} from '#shared/reports/reports.ts';
import { createRouter, idParam, json, jsonBody } from '../../lib/router.ts';
import { requireUser } from '../../lib/http.ts';
import { withRole } from '../../lib/middleware.ts';
import * as service from './service.ts';

const list = createRoute({
  method: 'get',
  path: '/admin/reports',
  summary: 'Profile reports, newest first, filtered by provider, reporter and status; counts per status',
  middleware: [withRole('super_admin')],
  request: { query: reportListQuerySchema },
  responses: {
    200: json(profileReportListDtoSchema, 'Reports'),
  },
});

const update = createRoute({
  method: 'patch',
  path: '/admin/reports/{id}',
  summary: "Change a report's status",
  middleware: [withRole('super_admin')],
  request: {
    params: idParam,
    body: jsonBody(reportStatusSchema),
  },
  responses: { 200: json(profileReportDtoSchema, 'The report as it is now') },
});

export const adminReportRoutes = createRouter()
  .openapi(list, async (c) =>
    c.json(await service.listReports(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(update, async (c) => {
    const admin = requireUser(c);
    const db = c.var.deps.database.db;
    return c.json(
      await service.changeStatus(db, admin, c.req.valid('param').id, c.req.valid('json').status),
      200,
    );
  });
