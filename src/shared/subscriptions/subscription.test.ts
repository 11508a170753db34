import { describe, expect, it } from 'vitest';
import { QUERY_MESSAGES } from '../validation/query-values.ts';
import {
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_PLAN,
  adminSubscriptionListQuerySchema,
  adminSubscriptionStatusSchema,
  formatCents,
} from './subscription.ts';

describe('the subscription contract', () => {
  it('is tier Provider at $90 a month', () => {
    expect(SUBSCRIPTION_PLAN).toMatchObject({ tier: 'Provider', priceCents: 9000, interval: 'month' });
    expect(formatCents(SUBSCRIPTION_PLAN.priceCents)).toBe(SUBSCRIPTION_PLAN.priceLabel);
    expect(SUBSCRIPTION_PLAN.priceLabel).toBe('$90');
  });

  it('writes whole dollars without cents and other amounts with them', () => {
    expect(formatCents(0)).toBe('$0');
    expect(formatCents(9050)).toBe('$90.50');
    expect(formatCents(12345)).toBe('$123.45');
  });

  it('reads the admin list query: a blank search is none, the page defaults to 1', () => {
    expect(adminSubscriptionListQuerySchema.parse({})).toEqual({ page: 1 });
    expect(adminSubscriptionListQuerySchema.parse({ q: '   ', page: '3', status: 'active' })).toEqual({
      page: 3,
      status: 'active',
    });
    expect(adminSubscriptionListQuerySchema.parse({ q: ' Ruiz ' }).q).toBe('Ruiz');
    for (const bad of [{ page: '0' }, { page: '1.5' }, { status: 'paid' }, { q: 'x'.repeat(101) }])
      expect(adminSubscriptionListQuerySchema.safeParse(bad).success).toBe(false);
    expect(adminSubscriptionListQuerySchema.safeParse({ q: 'x'.repeat(101) }).error?.issues[0]?.message).toBe(
      QUERY_MESSAGES.searchTooLong,
    );
  });

  it('lets an admin set only active or cancelled', () => {
    expect(adminSubscriptionStatusSchema.safeParse({ status: 'active' }).success).toBe(true);
    expect(adminSubscriptionStatusSchema.safeParse({ status: 'cancelled' }).success).toBe(true);
    const pending = adminSubscriptionStatusSchema.safeParse({ status: 'pending' });
    expect(pending.success).toBe(false);
    expect(pending.error?.issues[0]?.message).toBe(SUBSCRIPTION_MESSAGES.badStatus);
  });
});
