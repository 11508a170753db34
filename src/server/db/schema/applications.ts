import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { APPLICATION_STATUSES } from '#shared/applications/application-status.ts';
import { users } from './auth.ts';
import { uploads } from './uploads.ts';

const statusList = sql.raw(APPLICATION_STATUSES.map((s) => `'${s}'`).join(', '));

/** A provider's application to be listed (ADR 10), moved through the admin pipeline. */
export const providerApplications = pgTable(
  'provider_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text().notNull(),
    titleRole: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    preferredContact: text().notNull(),
    practiceName: text().notNull(),
    businessAddress: text().notNull(),
    website: text().notNull().default(''),
    practicePhone: text().notNull(),
    npiNumber: text().notNull().default(''),
    // The main specialty and any others, as NUCC codes (ADR 23); null only on an application made
    // before the wizard asked for codes and choosing none of its six types.
    taxonomyCode: text(),
    secondaryTaxonomyCodes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    medicareParticipation: text().notNull(),
    medicareAdvantagePlans: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    acceptingNewPatients: text().notNull(),
    languages: text().array().notNull(),
    description: text().notNull().default(''),
    referralSource: text().notNull(),
    accurateInformationConfirmed: boolean().notNull(),
    prescreenAcknowledged: boolean().notNull(),
    applicationStatus: text().notNull().default('submitted'),
    // The photoshoot as currently planned (set from 'photoshoot_scheduled' on; kept for the record).
    photoshootAt: timestamp({ withTimezone: true }),
    photoshootLocation: text(),
    photographerName: text(),
    photographerEmail: text(),
    // The last note shown to the applicant (a rejection's reason, say); each event keeps its own.
    decisionNotes: text(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_applications_status_submitted_idx').on(t.applicationStatus, t.submittedAt.desc()),
    index('provider_applications_user_idx').on(t.userId, t.submittedAt.desc()),
    // One open application per provider, even when two submissions race; a rejected one may be followed.
    uniqueIndex('provider_applications_open_user_key')
      .on(t.userId)
      .where(sql`${t.applicationStatus} <> 'rejected'`),
    check('provider_applications_status_check', sql`${t.applicationStatus} in (${statusList})`),
    check(
      'provider_applications_consent_check',
      sql`${t.accurateInformationConfirmed} and ${t.prescreenAcknowledged}`,
    ),
  ],
);

/** The office photos sent with an application, in the order the applicant chose (at most 5). */
export const providerApplicationImages = pgTable(
  'provider_application_images',
  {
    applicationId: uuid()
      .notNull()
      .references(() => providerApplications.id, { onDelete: 'cascade' }),
    uploadId: uuid()
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'provider_application_images_pkey', columns: [t.applicationId, t.position] }),
    unique('provider_application_images_upload_key').on(t.applicationId, t.uploadId),
    check('provider_application_images_position_check', sql`${t.position} between 0 and 4`),
  ],
);

/** Every change of an application's status, with who made it and when; the submission is the first. */
export const providerApplicationEvents = pgTable(
  'provider_application_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => providerApplications.id, { onDelete: 'cascade' }),
    fromStatus: text(),
    toStatus: text().notNull(),
    // Kept (as null) when the account goes: the history stays.
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    notes: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_application_events_application_idx').on(t.applicationId, t.createdAt),
    check(
      'provider_application_events_status_check',
      sql`(${t.fromStatus} is null or ${t.fromStatus} in (${statusList})) and ${t.toStatus} in (${statusList})`,
    ),
  ],
);
