import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * What the admin user search matches: one lower-case text of email and names, indexed by trigrams
 * (users_search_trgm_idx). A query must use this very expression for the index to serve it.
 */
export const userSearchText = sql`lower(email || ' ' || first_name || ' ' || last_name)`;

/**
 * Accounts (better-auth's "user" model) plus our profile fields: role, names, phone, and the
 * patient's home address (patient.test.ts), whose coordinates are the default place of a search.
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    role: text().notNull().default('patient'),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phone: text(),
    streetAddress: text(),
    addressLine2: text(),
    city: text(),
    state: varchar({ length: 2 }),
    zipCode: varchar({ length: 10 }),
    country: text(),
    locationLat: doublePrecision(),
    locationLng: doublePrecision(),
    /** The language of the person's screens, mail and notifications (ADR 19). */
    locale: text().notNull().default('en'),
    /**
     * Whether the person chose `locale` (the settings, the language switch, or a device set to it at
     * sign-up). Until they do, the account follows the language of the page they sign in on (ADR 19).
     */
    localeChosen: boolean().notNull().default(false),
    /** Set by a super admin: the account cannot sign in, and its sessions were ended at that moment. */
    disabledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('users_search_trgm_idx').using('gin', sql`${userSearchText} gin_trgm_ops`),
    index('users_role_created_idx').on(t.role, t.createdAt.desc()),
    check('users_role_check', sql`${t.role} in ('patient', 'provider', 'organization_admin', 'super_admin')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    ipAddress: text(),
    userAgent: text(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** better-auth's rate-limit counters, in the database so every server instance shares them. */
export const rateLimits = pgTable('rate_limits', {
  id: uuid().primaryKey().defaultRandom(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: 'number' }).notNull(),
});
