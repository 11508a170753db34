import { createRoute } from '@hono/zod-openapi';
import { isProvider } from '#shared/roles.ts';
import { mySubscriptionDtoSchema, SUBSCRIPTION_MESSAGES } from '#shared/subscriptions/subscription.ts';
import { requireUser } from '../../lib/http.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { allowOnly } from '../../lib/middleware.ts';
import { createRouter, json } from '../../lib/router.ts';
import * as service from './service.ts';

/**
 * Only the provider role subscribes. A super admin does not pass, unlike most provider features:
 * the subscription pays for the account's own listing, and an admin has none.
 */
const providerOnly = allowOnly(isProvider, {
  guest: SUBSCRIPTION_MESSAGES.notAuthenticated,
  refused: SUBSCRIPTION_MESSAGES.onlyProviders,
});

const refusals = {
  401: { description: `'${inEnglish(SUBSCRIPTION_MESSAGES.notAuthenticated)}'` },
  403: { description: `'${inEnglish(SUBSCRIPTION_MESSAGES.onlyProviders)}'` },
};

const mine = createRoute({
  method: 'get',
  path: '/provider/subscription',
  summary:
    "The plan, the signed-in provider's current or latest subscription (null when none) and whether they may start one",
  middleware: [providerOnly],
  responses: { 200: json(mySubscriptionDtoSchema, 'The plan and the subscription'), ...refusals },
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
    201: json(mySubscriptionDtoSchema, 'Started'),
    200: json(mySubscriptionDtoSchema, 'Already subscribed: the existing subscription'),
    401: refusals[401],
    403: { description: `'${inEnglish(SUBSCRIPTION_MESSAGES.notEligible)}', or not a provider account` },
  },
});

const cancel = createRoute({
  method: 'delete',
  path: '/provider/subscription',
  summary: "Cancel the signed-in provider's subscription (no long-term contract); they may subscribe again",
  middleware: [providerOnly],
  responses: {
    200: json(mySubscriptionDtoSchema, 'Cancelled'),
    ...refusals,
    404: { description: `'${inEnglish(SUBSCRIPTION_MESSAGES.nothingToCancel)}'` },
  },
});

export const subscriptionRoutes = createRouter()
  .openapi(mine, async (c) => c.json(await service.mySubscription(c.var.deps, requireUser(c)), 200))
  .openapi(start, async (c) => {
    const { created, view } = await service.startSubscription(c.var.deps, requireUser(c));
    return created ? c.json(view, 201) : c.json(view, 200);
  })
  .openapi(cancel, async (c) => c.json(await service.cancelMySubscription(c.var.deps, requireUser(c)), 200));
