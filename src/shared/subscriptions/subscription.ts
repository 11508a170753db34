import { z } from 'zod';
import type { MessageKey } from '../i18n/translate.ts';
import { adminListPage, QUERY_MESSAGES } from '../validation/query-values.ts';

/**
 * The provider's listing subscription (subscription.test.ts, docs/product.md#onboarding): monthly, no
 * long-term contract, tier Provider at $90. There is no payment processor yet, so a new subscription waits as
 * 'pending' until our team has arranged billing with the provider and a super admin marks it active.
 * The API sends codes and amounts; the screens say the plan, its terms and each status in the reader's
 * language (practice.subscriptionPlan.*, practice.subscriptionStatus.*).
 */

export const SUBSCRIPTION_PLAN = {
  tier: 'Provider',
  priceCents: 9000,
  currency: 'USD',
  interval: 'month',
  /** How the price reads everywhere, including the confirmation mail (mail-templates.test.ts). */
  priceLabel: '$90',
} as const;

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const isSubscriptionStatus = (value: unknown): value is SubscriptionStatus =>
  SUBSCRIPTION_STATUSES.includes(value as SubscriptionStatus);

/** The statuses a super admin may set: billing arranged, or ended. */
const ADMIN_SUBSCRIPTION_STATUSES = ['active', 'cancelled'] as const;
export type AdminSubscriptionStatus = (typeof ADMIN_SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_MESSAGES = {
  notEligible: 'practice.subscription.notEligible',
  notAuthenticated: 'practice.subscription.notAuthenticated',
  onlyProviders: 'practice.subscription.onlyProviders',
  noPayment: 'practice.subscription.noPayment',
  started: 'practice.subscription.started',
  cancelled: 'practice.subscription.cancelled',
  nothingToCancel: 'practice.subscription.nothingToCancel',
  cancelConfirmTitle: 'practice.subscription.cancelConfirmTitle',
  cancelConfirmText: 'practice.subscription.cancelConfirmText',
  loadFailed: 'practice.subscription.loadFailed',
  startFailed: 'practice.subscription.startFailed',
  cancelFailed: 'practice.subscription.cancelFailed',
  // The admin screen.
  notFound: 'practice.subscription.notFound',
  alreadyCancelled: 'practice.subscription.alreadyCancelled',
  listFailed: 'practice.subscription.listFailed',
  updateFailed: 'practice.subscription.updateFailed',
  badStatus: 'practice.subscription.badStatus',
} as const satisfies Record<string, MessageKey>;

/** Whole dollars without cents ('$90'), else with them ('$90.50'). */
export function formatCents(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

export const ADMIN_SUBSCRIPTIONS_PAGE_SIZE = 20;

/** GET /api/admin/subscriptions: status filter, a name or e-mail search, and the page. */
export const adminSubscriptionListQuerySchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  q: z
    .string()
    .trim()
    .max(100, QUERY_MESSAGES.searchTooLong)
    .optional()
    .transform((v) => v || undefined),
  page: adminListPage,
});

/** PATCH /api/admin/subscriptions/{id} */
export const adminSubscriptionStatusSchema = z.object({
  status: z.enum(ADMIN_SUBSCRIPTION_STATUSES, { message: SUBSCRIPTION_MESSAGES.badStatus }),
});

/** One subscription as its provider sees it. */
const subscriptionDtoSchema = z.object({
  id: z.string(),
  tier: z.string(),
  amountCents: z.number(),
  /** '$90' */
  amountLabel: z.string(),
  interval: z.literal('month'),
  status: z.enum(SUBSCRIPTION_STATUSES),
  startedAt: z.string(),
  activatedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type SubscriptionDto = z.infer<typeof subscriptionDtoSchema>;

/** The plan as the API describes it (SUBSCRIPTION_PLAN). */
const subscriptionPlanDtoSchema = z.object({
  tier: z.string(),
  priceCents: z.number(),
  currency: z.string(),
  interval: z.string(),
  priceLabel: z.string(),
});

/** GET /api/provider/subscription: the plan, the current subscription (null when none) and eligibility. */
export const mySubscriptionDtoSchema = z.object({
  plan: subscriptionPlanDtoSchema,
  subscription: subscriptionDtoSchema.nullable(),
  /** False until the application has final approval or the profile is approved. */
  eligible: z.boolean(),
});
export type MySubscriptionDto = z.infer<typeof mySubscriptionDtoSchema>;

/** One row of the admin list: the subscription and how to reach its provider. */
export const adminSubscriptionDtoSchema = subscriptionDtoSchema.extend({
  userId: z.string(),
  providerName: z.string(),
  practiceName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type AdminSubscriptionDto = z.infer<typeof adminSubscriptionDtoSchema>;

/** GET /api/admin/subscriptions */
export const adminSubscriptionListDtoSchema = z.object({
  subscriptions: z.array(adminSubscriptionDtoSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Per status within the search, for the filter's numbers. */
  counts: z.object({ pending: z.number(), active: z.number(), cancelled: z.number() }),
});
export type AdminSubscriptionListDto = z.infer<typeof adminSubscriptionListDtoSchema>;
