import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A provider's listing subscription (docs/product.md#onboarding: monthly, no long-term contract;
 * tier Provider at $90). There is no payment processor yet: 'pending' means billing is still to be arranged
 * with our team, 'active' that it is, 'cancelled' that the provider or an admin ended it.
 */
export const providerSubscriptions = pgTable(
  'provider_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text().notNull().default('Provider'),
    amountCents: integer().notNull().default(9000),
    currency: text().notNull().default('USD'),
    billingInterval: text().notNull().default('month'),
    status: text().notNull().default('pending'),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('provider_subscriptions_status_check', sql`${t.status} in ('pending', 'active', 'cancelled')`),
    check('provider_subscriptions_interval_check', sql`${t.billingInterval} = 'month'`),
    check('provider_subscriptions_amount_check', sql`${t.amountCents} >= 0`),
    // At most one subscription that is not cancelled per provider, even when two requests race.
    uniqueIndex('provider_subscriptions_open_user_key')
      .on(t.userId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('provider_subscriptions_user_idx').on(t.userId, t.startedAt.desc()),
    index('provider_subscriptions_status_idx').on(t.status, t.startedAt.desc()),
  ],
);
