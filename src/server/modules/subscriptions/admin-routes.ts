import { createRoute } from '@hono/zod-openapi';
import {
  SUBSCRIPTION_MESSAGES,
  adminSubscriptionDtoSchema,
  adminSubscriptionListDtoSchema,
  adminSubscriptionListQuerySchema,
  adminSubscriptionStatusSchema,
} from '#shared/subscriptions/subscription.ts';
import { requireUser } from '../../lib/http.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, idParam, json, jsonBody } from '../../lib/router.ts';
import * as service from './service.ts';

const list = createRoute({
  method: 'get',
  path: '/admin/subscriptions',
  summary: 'Subscriptions, newest first, filtered by status and a provider name or e-mail search, paged',
  middleware: [withRole('super_admin')],
  request: { query: adminSubscriptionListQuerySchema },
  responses: {
    200: json(adminSubscriptionListDtoSchema, 'One page of subscriptions'),
  },
});

const update = createRoute({
  method: 'patch',
  path: '/admin/subscriptions/{id}',
  summary: 'Mark a subscription active (billing arranged) or cancelled',
  middleware: [withRole('super_admin')],
  request: {
    params: idParam,
    body: jsonBody(adminSubscriptionStatusSchema),
  },
  responses: {
    200: json(adminSubscriptionDtoSchema, 'The subscription as it is now'),
    404: { description: `'${inEnglish(SUBSCRIPTION_MESSAGES.notFound)}'` },
    409: { description: `'${inEnglish(SUBSCRIPTION_MESSAGES.alreadyCancelled)}'` },
  },
});

export const adminSubscriptionRoutes = createRouter()
  .openapi(list, async (c) =>
    c.json(await service.listSubscriptions(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(update, async (c) =>
    c.json(
      await service.changeStatus(
        c.var.deps.database.db,
        requireUser(c),
        c.req.valid('param').id,
        c.req.valid('json').status,
      ),
      200,
    ),
  );
