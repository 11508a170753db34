import { createRoute } from '@hono/zod-openapi';
import { createdDtoSchema } from '#shared/dto.ts';
import { REPORT_MESSAGES, profileReportSchema } from '#shared/reports/reports.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { createRouter, idParam, json, jsonBody } from '../../lib/router.ts';
import { requireUser } from '../../lib/http.ts';
import { signedIn } from '../../lib/middleware.ts';
import * as service from './service.ts';

const submit = createRoute({
  method: 'post',
  path: '/providers/{id}/reports',
  summary: "Report wrong information on a listed provider's profile (signed-in users)",
  middleware: [signedIn(REPORT_MESSAGES.signIn)],
  request: {
    params: idParam,
    body: jsonBody(profileReportSchema),
  },
  responses: {
    201: json(createdDtoSchema, 'Received, pending review'),
    401: { description: `'${inEnglish(REPORT_MESSAGES.signIn)}'` },
  },
});

export const reportRoutes = createRouter().openapi(submit, async (c) => {
  const user = requireUser(c);
  const db = c.var.deps.database.db;
  return c.json(await service.submitReport(db, user, c.req.valid('param').id, c.req.valid('json')), 201);
});
