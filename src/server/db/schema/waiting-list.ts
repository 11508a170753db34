import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * People waiting for the launch (waiting-list.test.ts). Addresses are stored trimmed
 * and in lower case, so the unique key catches the same address written twice.
 */
export const waitingList = pgTable(
  'waiting_list',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique('waiting_list_email_key'),
    source: text().notNull().default('banner'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'waiting_list_email_check',
      sql`${t.email} = lower(btrim(${t.email})) and length(${t.email}) <= 254`,
    ),
    check('waiting_list_source_check', sql`${t.source} in ('banner', 'preview', 'home')`),
    index('waiting_list_created_idx').on(t.createdAt.desc()),
  ],
);
