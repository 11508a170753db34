import { createRoute } from '@hono/zod-openapi';
import { ADMIN_CONSOLE_MESSAGES as M } from '#shared/admin/console.ts';
import { adminProfileDtoSchema, adminProfileSchema } from '#shared/admin/console-schemas.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { requireUser } from '../../lib/http.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json, jsonBody, superAdminRefusals } from '../../lib/router.ts';
import * as service from './admin-service.ts';

const read = createRoute({
  method: 'get',
  path: '/admin/profile',
  summary: "The signed-in admin's own name and email (super_admin)",
  middleware: [withRole('super_admin')],
  responses: { 200: json(adminProfileDtoSchema, 'Your profile'), ...superAdminRefusals },
});

const update = createRoute({
  method: 'put',
  path: '/admin/profile',
  summary: "Change the signed-in admin's own first and last name; audited (super_admin)",
  middleware: [withRole('super_admin')],
  request: { body: jsonBody(adminProfileSchema) },
  responses: {
    200: json(adminProfileDtoSchema, 'Your profile as it is now'),
    400: {
      description: `'${inEnglish(M.firstName)}', '${inEnglish(M.lastName)}' or '${inEnglish(M.nameTooLong)}'`,
    },
    ...superAdminRefusals,
  },
});

export const adminProfileRoutes = createRouter()
  .openapi(read, async (c) => c.json(await service.readProfile(c.var.deps.database.db, requireUser(c)), 200))
  .openapi(update, async (c) =>
    c.json(await service.updateProfile(c.var.deps.database.db, requireUser(c), c.req.valid('json')), 200),
  );
