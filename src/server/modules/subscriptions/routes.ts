import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { isProvider } from '#shared/roles.ts';
import {
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_STATUSES,
  adminSubscriptionListQuerySchema,
  adminSubscriptionStatusSchema,
} from '#shared/providers/subscription.ts';
import type { AppEnv } from '../../app-env.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { requireUser } from '../../lib/http.ts';
import { withRole } from '../../lib/middleware.ts';
import { createRouter, json, jsonBody } from '../../lib/router.ts';
import * as service from './service.ts';

/**
 * Only the provider role subscribes. A super admin does not pass, unlike most provider features:
 * the subscription pays for the account's own listing, and an admin has none.
 */
const providerOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthorized(SUBSCRIPTION_MESSAGES.notAuthenticated);
  if (!isProvider(user.role)) throw forbidden(SUBSCRIPTION_MESSAGES.onlyProviders);
  await next();
};

const Status = z.enum(SUBSCRIPTION_STATUSES);

const Subscription = z.object({
  id: z.string(),
  tier: z.string(),
  amountCents: z.number(),
  amountLabel: z.string(),
  interval: z.literal('month'),
  status: Status,
  statusLabel: z.string(),
  startedAt: z.string(),
  activatedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});

const Plan = z.object({
  tier: z.string(),
  priceCents: z.number(),
  currency: z.string(),
  interval: z.string(),
  priceLabel: z.string(),
  priceWithInterval: z.string(),
  contract: z.string(),
  includes: z.array(z.string()),
});

const MySubscription = z.object({ plan: Plan, subscription: Subscription.nullable(), eligible: z.boolean() });

const AdminSubscription = Subscription.extend({
  userId: z.string(),
  providerName: z.string(),
  practiceName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
});

const refusals = {
  401: { description: `'${SUBSCRIPTION_MESSAGES.notAuthenticated}'` },
  403: { description: `'${SUBSCRIPTION_MESSAGES.onlyProviders}'` },
};

const mine = createRoute({
  method: 'get',
  path: '/provider/subscription',
  summary:
    "The plan, the signed-in provider's current or latest subscription (null when none) and whether they may start one",
  middleware: [providerOnly],
  responses: { 200: json(MySubscription, 'The plan and the subscription'), ...refusals },
});

const start = createRoute({
  method: 'post',
  path: '/provider/subscription',
  summary: 'Start a subscription; it is pending until our team has arranged billing',
  description:
    'Allowed once the provider application has final approval, or the provider profile is approved. ' +
    'Sends the subscription-confirmation mail. Idempotent: when a subscription that is not cancelled ' +
    'already exists, it is returned with 200 and nothing is sent.',
  middleware: [providerOnly],
  responses: {
    201: json(MySubscription, 'Started'),
    200: json(MySubscription, 'Already subscribed: the existing subscription'),
    401: refusals[401],
    403: { description: `'${SUBSCRIPTION_MESSAGES.notEligible}', or not a provider account` },
  },
});

const cancel = createRoute({
  method: 'delete',
  path: '/provider/subscription',
  summary: "Cancel the signed-in provider's subscription (no long-term contract); they may subscribe again",
  middleware: [providerOnly],
  responses: {
    200: json(MySubscription, 'Cancelled'),
    ...refusals,
    404: { description: `'${SUBSCRIPTION_MESSAGES.nothingToCancel}'` },
  },
});

const list = createRoute({
  method: 'get',
  path: '/admin/subscriptions',
  summary: 'Subscriptions, newest first, filtered by status and a provider name or e-mail search, paged',
  middleware: [withRole('super_admin')],
  request: { query: adminSubscriptionListQuerySchema },
  responses: {
    200: json(
      z.object({
        subscriptions: z.array(AdminSubscription),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
        counts: z.object({ pending: z.number(), active: z.number(), cancelled: z.number() }),
      }),
      'One page of subscriptions',
    ),
  },
});

const update = createRoute({
  method: 'patch',
  path: '/admin/subscriptions/{id}',
  summary: 'Mark a subscription active (billing arranged) or cancelled',
  middleware: [withRole('super_admin')],
  request: {
    params: z.object({ id: z.string().openapi({ format: 'uuid' }) }),
    body: jsonBody(adminSubscriptionStatusSchema),
  },
  responses: {
    200: json(AdminSubscription, 'The subscription as it is now'),
    404: { description: `'${SUBSCRIPTION_MESSAGES.notFound}'` },
    409: { description: `'${SUBSCRIPTION_MESSAGES.alreadyCancelled}'` },
  },
});

export const subscriptionRoutes = createRouter()
  .openapi(mine, async (c) => c.json(await service.mySubscription(c.var.deps, requireUser(c)), 200))
  .openapi(start, async (c) => {
    const { created, view } = await service.startSubscription(c.var.deps, requireUser(c));
    return created ? c.json(view, 201) : c.json(view, 200);
  })
  .openapi(cancel, async (c) => c.json(await service.cancelMySubscription(c.var.deps, requireUser(c)), 200))
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
