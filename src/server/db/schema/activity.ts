import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { providerProfiles } from './providers.ts';

/**
 * What people did: profile views, review responses, later bookings (docs/product.md#profiles). user_id is
 * deliberately not a foreign key: anonymous views are stored under the zero UUID, and the record
 * outlives the account.
 */
export const userActivity = pgTable(
  'user_activity',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().notNull(),
    activityType: text().notNull(),
    providerProfileId: uuid().references(() => providerProfiles.id, { onDelete: 'cascade' }),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A provider's views over time, and the duplicate-view check of one page load.
    index('user_activity_provider_created_idx').on(t.providerProfileId, t.createdAt),
    // A user's recent activity, newest first.
    index('user_activity_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
