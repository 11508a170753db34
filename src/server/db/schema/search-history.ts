import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A signed-in user's searches from the home card (search-history.test.ts): one row per place and specialty,
 * counted and re-dated when repeated. The rows of the last 30 days also make 'Trending Now'.
 */
export const userSearchHistory = pgTable(
  'user_search_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    location: text().notNull().default(''),
    /** A catalog specialty value, or '' for all specialties. */
    specialty: text().notNull().default(''),
    searchCount: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_search_history_user_search_key').on(t.userId, t.location, t.specialty),
    index('user_search_history_user_recent_idx').on(t.userId, t.updatedAt.desc()),
    // Trending reads only recent rows that name a specialty.
    index('user_search_history_trending_idx')
      .on(t.updatedAt, t.specialty, t.searchCount)
      .where(sql`${t.specialty} <> ''`),
  ],
);
