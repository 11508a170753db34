import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const createdAt = timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp({ withTimezone: true })
  .notNull()
  .defaultNow()
  .$onUpdate(() => new Date());

export type OfficeHoursDay = { open: string; close: string; closed: boolean };
export type OfficeHours = Partial<
  Record<'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday', OfficeHoursDay>
>;
export type ProviderBadges = {
  boardCertified?: boolean;
  yearsExperience?: number;
  telehealthAvailable?: boolean;
  customBadges?: string[];
};

/**
 * A listed practice. rating_average and review_count are kept here, updated in the same
 * transaction as the review, so search can sort and filter on them with an index.
 */
export const providerProfiles = pgTable(
  'provider_profiles',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    title: text().notNull().default('Doctor'),
    professionalTitle: text(),
    initials: text(),
    // The NUCC taxonomy (ADR 23): one primary code and any secondary ones. `specialty` is the primary
    // code's NUCC name and `categories` the plain-language categories of all codes, primary's first;
    // both follow the codes (taxonomyColumns in src/shared/taxonomy/listing.ts), and the search table
    // is kept from them.
    taxonomyCode: varchar({ length: 10 }).notNull().default('208D00000X'),
    secondaryTaxonomyCodes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specialty: text().notNull().default('General Practice Physician'),
    categories: text()
      .array()
      .notNull()
      .default(sql`'{primary-care}'::text[]`),
    // A person, or an organisation listed under its own name (practice_name): a pharmacy, a home
    // health agency, a hospital.
    listingKind: text().notNull().default('clinician'),
    businessAddress: text(),
    streetAddress: text(),
    addressLine2: text(),
    city: text(),
    state: varchar({ length: 2 }),
    zipCode: varchar({ length: 10 }),
    phone: text(),
    email: text(),
    acceptingNewPatients: boolean().notNull().default(true),
    about: text(),
    practiceName: text(),
    logoUrl: text(),
    imageUrl: text(),
    languages: text()
      .array()
      .notNull()
      .default(sql`'{English}'::text[]`),
    acceptedInsurancePlans: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    officeHours: jsonb().$type<OfficeHours>().notNull().default({}),
    officePhotos: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    boardCertifications: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    educationTraining: text(),
    professionalMemberships: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    npiNumber: varchar({ length: 10 }),
    locationLat: doublePrecision(),
    locationLng: doublePrecision(),
    profileStatus: text().notNull().default('draft'),
    status: text().notNull().default('active'),
    featured: boolean().notNull().default(false),
    telehealthAvailable: boolean().notNull().default(false),
    practiceType: text(),
    yearsInPractice: integer(),
    gender: text(),
    accessibilityFeatures: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    badges: jsonb().$type<ProviderBadges>().notNull().default({}),
    submittedForReviewAt: timestamp({ withTimezone: true }),
    // Edits to identity and credential fields of an approved profile, held until a super admin
    // approves them (ADR 10); null when there are none. The listing shows the approved values.
    pendingChanges: jsonb().$type<Record<string, unknown>>(),
    profileCompletionPercentage: smallint().notNull().default(0),
    ratingAverage: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer().notNull().default(0),
    // Directory trust (claim.test.ts, docs/product.md#profiles). An imported listing (listing_source 'cms' or
    // 'nppes') stays unclaimed, shown but not bookable, until its provider claims it through the application
    // with the same NPI; the importer only ever updates unclaimed imported rows.
    claimed: boolean().notNull().default(true),
    claimedAt: timestamp({ withTimezone: true }),
    listingSource: text(),
    importedAt: timestamp({ withTimezone: true }),
    // The run that last wrote the row: a second row with the same NPI in one file is told apart
    // from a row of an earlier import without holding every NPI seen in memory.
    importRunId: uuid(),
    zipPlus4: varchar({ length: 4 }),
    // 'Last verified' on the profile: the provider's own confirmation, an admin's, or the import.
    lastVerifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastVerifiedSource: text().notNull().default('provider'),
    lastVerifiedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    // The 90-day reconfirmation mail went out for the current period (cleared by a confirmation).
    reconfirmMailedAt: timestamp({ withTimezone: true }),
    // A super admin corrected the listing after a report of wrong information.
    correctedAt: timestamp({ withTimezone: true }),
    // Hospitals, from the CMS Hospital General Information file: CMS Certification Number, type,
    // emergency services and the overall star rating (1-5, null when CMS gives none).
    cmsCcn: varchar({ length: 6 }),
    hospitalType: text(),
    emergencyServices: boolean(),
    cmsStarRating: smallint(),
    // The CCNs of the hospitals a clinician works at (CMS Doctors and Clinicians file).
    hospitalAffiliations: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Kept by the database for search: name and practice (typo-tolerant name search), and with the
    // specialty and about text too (search within results). Both have trigram indexes.
    searchName: text().generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || coalesce(practice_name, ''))`,
    ),
    searchText: text().generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || coalesce(practice_name, '') || ' ' || specialty || ' ' || coalesce(about, ''))`,
    ),
    createdAt,
    updatedAt,
  },
  (t) => [
    unique('provider_profiles_user_id_key').on(t.userId),
    unique('provider_profiles_npi_number_key').on(t.npiNumber),
    unique('provider_profiles_cms_ccn_key').on(t.cmsCcn),
    check(
      'provider_profiles_listing_kind_check',
      sql`${t.listingKind} in ('clinician', 'organization', 'hospital')`,
    ),
    check(
      'provider_profiles_cms_star_rating_check',
      sql`${t.cmsStarRating} is null or ${t.cmsStarRating} between 1 and 5`,
    ),
    check(
      'provider_profiles_profile_status_check',
      sql`${t.profileStatus} in ('draft', 'review', 'approved', 'rejected', 'changes_requested')`,
    ),
    check('provider_profiles_status_check', sql`${t.status} in ('active', 'inactive', 'suspended')`),
    check(
      'provider_profiles_listing_source_check',
      sql`${t.listingSource} is null or ${t.listingSource} in ('cms', 'nppes')`,
    ),
    check(
      'provider_profiles_last_verified_source_check',
      sql`${t.lastVerifiedSource} in ('provider', 'admin', 'cms', 'nppes')`,
    ),
    check('provider_profiles_rating_check', sql`${t.ratingAverage} between 0 and 5`),
    check('provider_profiles_review_count_check', sql`${t.reviewCount} >= 0`),
    check('provider_profiles_completion_check', sql`${t.profileCompletionPercentage} between 0 and 100`),
    check(
      'provider_profiles_years_check',
      sql`${t.yearsInPractice} is null or ${t.yearsInPractice} between 0 and 80`,
    ),
    // The listing query: approved + active, newest featured first.
    index('provider_profiles_listed_idx')
      .on(t.specialty, t.featured.desc(), t.createdAt.desc())
      .where(sql`${t.profileStatus} = 'approved' and ${t.status} = 'active'`),
    index('provider_profiles_zip_idx').on(t.zipCode),
    // The daily reconfirmation sweep: claimed profiles with an owner, oldest verification first.
    index('provider_profiles_reconfirm_idx')
      .on(t.lastVerifiedAt)
      .where(sql`${t.claimed} and ${t.userId} is not null`),
    // The admin provider search (any status) by name or practice.
    index('provider_profiles_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // FHIR searches by _lastUpdated, and the SMART Scheduling Links files' _since.
    index('provider_profiles_updated_idx').on(t.updatedAt),
  ],
);

/** A point on the earth as earthdistance keeps it (3-D coordinates in metres, the cube type). */
const earthPoint = customType<{ data: string }>({ dataType: () => 'cube' });

/**
 * What search reads, one narrow row per listed provider: approved, active, named, with a place
 * (ADR 4). A trigger on provider_profiles keeps it in step in the same transaction
 * (migration 0009). Search filters and sorts these ~400-byte rows, then reads the cards of one
 * page from provider_profiles: scanning the full 2 KB profile rows cost most of a search.
 */
export const providerSearch = pgTable(
  'provider_search',
  {
    providerProfileId: uuid()
      .notNull()
      .references(() => providerProfiles.id, { onDelete: 'cascade' }),
    /**
     * One row per category the provider's codes belong to (ADR 23), so a search for any of them is one
     * index scan; '' for a provider whose codes are all hidden. A search without a category reads the
     * primary rows only.
     */
    category: text().notNull(),
    primaryCategory: boolean().notNull(),
    taxonomyCodes: text().array().notNull(),
    listingKind: text().notNull(),
    /** ll_to_earth(lat, lng), computed once on write; null without coordinates. */
    earth: earthPoint(),
    featured: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    ratingAverage: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull(),
    reviewCount: integer().notNull(),
    acceptingNewPatients: boolean().notNull(),
    telehealthAvailable: boolean().notNull(),
    gender: text(),
    yearsInPractice: integer(),
    acceptedInsurancePlans: text().array().notNull(),
    languages: text().array().notNull(),
    accessibilityFeatures: text().array().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    searchName: text().notNull(),
    searchText: text().notNull(),
    /**
     * When the provider has open slots: one key per day and part of the day with at least one
     * (open_time_key in migration 0011), kept by triggers on provider_time_slots. The availability
     * filter tests these few integers instead of looking up slots for every provider in a circle.
     */
    openTimes: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    primaryKey({ columns: [t.providerProfileId, t.category] }),
    index('provider_search_earth_idx').using('gist', t.earth),
    // Featured providers come first around a place: these find them without scanning the circle.
    index('provider_search_featured_earth_idx')
      .using('gist', t.earth)
      .where(sql`${t.featured}`),
    index('provider_search_featured_category_earth_idx')
      .using('gist', t.category, t.earth)
      .where(sql`${t.featured}`),
    // The commonest search, a category around a place, in one index scan (btree_gist). This index and
    // the featured one above also carry the id, featured, the primary flag, the codes and the insurance
    // plans (INCLUDE, which drizzle cannot say: migration 0033 builds them), so that search reads no
    // table rows.
    index('provider_search_category_earth_idx').using('gist', t.category, t.earth),
    index('provider_search_taxonomy_codes_idx').using('gin', t.taxonomyCodes),
    index('provider_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('provider_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('provider_search_insurance_idx').using('gin', t.acceptedInsurancePlans),
    index('provider_search_languages_idx').using('gin', t.languages),
    index('provider_search_accessibility_idx').using('gin', t.accessibilityFeatures),
    // The sorts, with the id as tie-breaker so pages never overlap.
    index('provider_search_newest_idx').on(t.featured.desc(), t.createdAt.desc(), t.providerProfileId),
    index('provider_search_rating_idx').on(t.ratingAverage.desc(), t.reviewCount.desc(), t.providerProfileId),
    index('provider_search_name_idx').on(t.lastName, t.firstName, t.providerProfileId),
    // With the codes as INCLUDE (migration 0033), for the old, narrower specialty values.
    index('provider_search_category_newest_idx').on(
      t.category,
      t.featured.desc(),
      t.createdAt.desc(),
      t.providerProfileId,
    ),
  ],
);

/** One place an organization sees patients, beside its main address. */
export type OrganizationLocation = {
  name: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string | null;
};

/** A practice group, hospital or clinic; run by one organization admin (admin_user_id). */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text(),
    logoUrl: text(),
    website: text(),
    phone: text(),
    streetAddress: text(),
    city: text(),
    state: varchar({ length: 2 }),
    zipCode: varchar({ length: 10 }),
    locations: jsonb().$type<OrganizationLocation[]>().notNull().default([]),
    adminUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt,
    updatedAt,
  },
  (t) => [
    // An organization admin runs exactly one organization.
    uniqueIndex('organizations_admin_user_key')
      .on(t.adminUserId)
      .where(sql`${t.adminUserId} is not null`),
  ],
);

/**
 * An organization's invitation to a provider, by email: the provider may not be on CareConnect yet.
 * Accepting it creates an approved affiliation with the invitation's role and location.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    affiliationRole: text(),
    locationName: text(),
    status: text().notNull().default('pending'),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt,
    respondedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check(
      'organization_invitations_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'revoked')`,
    ),
    check('organization_invitations_email_check', sql`${t.email} = lower(btrim(${t.email}))`),
    // One open invitation per organization and address; the provider's inbox looks them up by address.
    uniqueIndex('organization_invitations_open_key')
      .on(t.organizationId, t.email)
      .where(sql`${t.status} = 'pending'`),
    index('organization_invitations_email_idx')
      .on(t.email)
      .where(sql`${t.status} = 'pending'`),
    index('organization_invitations_org_created_idx').on(t.organizationId, t.createdAt.desc()),
  ],
);

export const providerAffiliations = pgTable(
  'provider_affiliations',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerProfileId: uuid()
      .notNull()
      .references(() => providerProfiles.id, { onDelete: 'cascade' }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: text().notNull().default('pending'),
    affiliationRole: text(),
    locationName: text(),
    createdAt,
    updatedAt,
  },
  (t) => [
    unique('provider_affiliations_pair_key').on(t.providerProfileId, t.organizationId),
    check('provider_affiliations_status_check', sql`${t.status} in ('pending', 'approved', 'ended')`),
    index('provider_affiliations_org_idx').on(t.organizationId, t.status),
    // A provider's own affiliations (the profile page and the provider dashboard).
    index('provider_affiliations_provider_idx').on(t.providerProfileId, t.status),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    // Kept when the author deletes their account: the review then shows as anonymous.
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    providerProfileId: uuid()
      .notNull()
      .references(() => providerProfiles.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    title: text(),
    content: text(),
    isAnonymous: boolean().notNull().default(false),
    isVerified: boolean().notNull().default(false),
    recommend: boolean(),
    createdAt,
    updatedAt,
  },
  (t) => [
    unique('reviews_user_provider_key').on(t.userId, t.providerProfileId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    index('reviews_provider_created_idx').on(t.providerProfileId, t.createdAt.desc()),
  ],
);

export const providerTimeSlots = pgTable(
  'provider_time_slots',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerProfileId: uuid()
      .notNull()
      .references(() => providerProfiles.id, { onDelete: 'cascade' }),
    slotDate: date({ mode: 'string' }).notNull(),
    startTime: time().notNull(),
    isAvailable: boolean().notNull().default(true),
    overrideType: text(),
    createdAt,
  },
  (t) => [
    unique('provider_time_slots_provider_start_key').on(t.providerProfileId, t.slotDate, t.startTime),
    // A provider's open times by day: the search's availability filter probes it once per provider.
    index('provider_time_slots_open_idx')
      .on(t.providerProfileId, t.slotDate, t.startTime)
      .where(sql`${t.isAvailable}`),
    // FHIR Slot searches by start time across providers (Slot?start=ge2026-12-01).
    index('provider_time_slots_date_idx').on(t.slotDate, t.startTime),
  ],
);

export const providerAvailability = pgTable(
  'provider_availability',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerProfileId: uuid()
      .notNull()
      .references(() => providerProfiles.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint().notNull(),
    startTime: time().notNull(),
    endTime: time().notNull(),
    isAvailable: boolean().notNull().default(true),
    createdAt,
  },
  (t) => [
    check('provider_availability_day_check', sql`${t.dayOfWeek} between 0 and 6`),
    check('provider_availability_window_check', sql`${t.startTime} < ${t.endTime}`),
    index('provider_availability_provider_idx').on(t.providerProfileId, t.dayOfWeek),
  ],
);

export const appointmentTypes = pgTable(
  'appointment_types',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerProfileId: uuid()
      .notNull()
      .references(() => providerProfiles.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The name a Spanish reader sees; null shows the English name (ADR 19). */
    nameEs: text(),
    description: text(),
    durationMinutes: integer().notNull().default(30),
    isActive: boolean().notNull().default(true),
    createdAt,
    updatedAt,
  },
  (t) => [
    check('appointment_types_duration_check', sql`${t.durationMinutes} between 5 and 480`),
    index('appointment_types_provider_idx').on(t.providerProfileId, t.isActive),
  ],
);
