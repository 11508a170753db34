import { createRoute } from '@hono/zod-openapi';
import { ADMIN_CONSOLE_MESSAGES as M } from '#shared/admin/console.ts';
import {
  adminMailListQuerySchema,
  mailJobDtoSchema,
  mailJobListDtoSchema,
  mailJobParamsSchema,
} from '#shared/admin/console-schemas.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { requireUser } from '../../lib/http.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json, superAdminRefusals } from '../../lib/router.ts';
import * as service from './mail-service.ts';

const list = createRoute({
  method: 'get',
  path: '/admin/mail',
  summary:
    "The mail outbox, newest first, filtered by status and recipient, paged; recipient and template only, never the message's data (super_admin)",
  middleware: [withRole('super_admin')],
  request: { query: adminMailListQuerySchema },
  responses: {
    200: json(mailJobListDtoSchema, 'One page of the outbox'),
    ...superAdminRefusals,
  },
});

const retry = createRoute({
  method: 'post',
  path: '/admin/mail/{id}/retry',
  summary: 'Send a failed email again, with all its attempts; audited (super_admin)',
  middleware: [withRole('super_admin')],
  request: { params: mailJobParamsSchema },
  responses: {
    200: json(mailJobDtoSchema, 'The email, queued again'),
    ...superAdminRefusals,
    404: { description: `'${inEnglish(M.mailNotFound)}'` },
    409: { description: `'${inEnglish(M.mailNotFailed)}'` },
  },
});

export const adminMailRoutes = createRouter()
  .openapi(list, async (c) =>
    c.json(await service.listMail(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(retry, async (c) =>
    c.json(await service.retryMail(c.var.deps.database.db, requireUser(c), c.req.valid('param').id), 200),
  );
