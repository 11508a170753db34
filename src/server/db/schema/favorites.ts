import { index, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { providerProfiles } from './providers.ts';

/** Providers a patient saved, to compare and come back to. */
export const userFavorites = pgTable(
  'user_favorites',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerProfileId: uuid()
      .notNull()
      .references(() => providerProfiles.id, { onDelete: 'cascade' }),
    /** Who saved it: the patient, or a caregiver acting for them (ADR 18); null on older rows. */
    savedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_favorites_user_provider_key').on(t.userId, t.providerProfileId),
    index('user_favorites_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
