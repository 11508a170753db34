import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';

/** Every stored upload: who owns it (may replace or delete it) and where it lives in storage. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    // Kept (as null) when the account goes, so the file can still be found and cleaned up.
    ownerUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    area: text().notNull(),
    key: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('uploads_key_key').on(t.key),
    index('uploads_owner_idx').on(t.ownerUserId, t.createdAt.desc()),
    check(
      'uploads_area_check',
      sql`${t.area} in ('profile-images', 'service-images', 'organization-logos', 'provider-photos', 'content-images', 'app-logos')`,
    ),
    check('uploads_size_check', sql`${t.size} > 0`),
  ],
);
