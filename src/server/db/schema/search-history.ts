import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A signed-in user's searches from the home card (search-history.test.ts): one row per place and kind
 * of care, counted and re-dated when repeated. New searches store a category (ADR 23); rows from
 * before it keep their first-catalogue `specialty`, which still finds the same providers. The rows of the last 30 days also make 'Trending Now'.
 */
export const userSearchHistory = pgTable(
  'user_search_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    location: text().notNull().default(''),
    /** A first-catalogue specialty value ('cardiology') of a search made before categories, or ''. */
    specialty: text().notNull().default(''),
    /** A category's slug ('heart'), or '' for every kind of care. */
    category: text().notNull().default(''),
    searchCount: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_search_history_user_search_key').on(t.userId, t.location, t.specialty, t.category),
    index('user_search_history_user_recent_idx').on(t.userId, t.updatedAt.desc()),
    // Trending reads only recent rows that name a kind of care.
    index('user_search_history_trending_idx')
      .on(t.updatedAt, t.category, t.specialty, t.searchCount)
      .where(sql`${t.category} <> '' or ${t.specialty} <> ''`),
  ],
);
