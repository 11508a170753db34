import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { providerProfiles } from './providers.ts';

/**
 * One submission of a provider profile for review (ADR 10), and its outcome. 'changes' is
 * what was submitted: the pending changes of an approved profile, or null for a whole profile that
 * was never approved. The queue of /provider-profile-reviews is the pending rows.
 */
export const providerProfileReviews = pgTable(
  'provider_profile_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providerProfiles.id, { onDelete: 'cascade' }),
    changes: jsonb().$type<Record<string, unknown>>(),
    status: text().notNull().default('pending'),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    // Kept (as null) when the admin's account goes: the history stays.
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    notes: text(),
  },
  (t) => [
    check(
      'provider_profile_reviews_status_check',
      sql`${t.status} in ('pending', 'approved', 'changes_requested')`,
    ),
    // One pending review per profile, even when two submissions race.
    uniqueIndex('provider_profile_reviews_pending_key')
      .on(t.providerId)
      .where(sql`${t.status} = 'pending'`),
    index('provider_profile_reviews_status_idx').on(t.status, t.submittedAt),
    index('provider_profile_reviews_provider_idx').on(t.providerId, t.submittedAt.desc()),
  ],
);
