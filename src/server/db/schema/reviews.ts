import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { providerProfiles, reviews } from './providers.ts';

const createdAt = timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * A provider's answer to a review: at most one per review. Written by the profile's owner or a
 * super_admin; is_team_member_response marks one written by office staff.
 */
export const reviewResponses = pgTable(
  'review_responses',
  {
    id: uuid().primaryKey().defaultRandom(),
    reviewId: uuid()
      .notNull()
      .unique('review_responses_review_id_key')
      .references(() => reviews.id, { onDelete: 'cascade' }),
    providerProfileId: uuid()
      .notNull()
      .references(() => providerProfiles.id, { onDelete: 'cascade' }),
    // Who wrote it; kept (as none) when that account goes, the answer still belongs to the practice.
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    content: text().notNull(),
    isTeamMemberResponse: boolean().notNull().default(false),
    createdAt,
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_responses_provider_idx').on(t.providerProfileId)],
);

/** One like per user per review: the primary key makes a second like impossible. */
export const reviewLikes = pgTable(
  'review_likes',
  {
    reviewId: uuid()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt,
  },
  // Review first: the like counts of a provider's reviews read the key's leading column.
  (t) => [
    primaryKey({ name: 'review_likes_pkey', columns: [t.reviewId, t.userId] }),
    // Deleting an account removes its likes.
    index('review_likes_user_idx').on(t.userId),
  ],
);

/** A signed-in user's report of wrong information on a profile, worked through by super admins. */
export const profileReports = pgTable(
  'profile_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerProfileId: uuid()
      .notNull()
      .references(() => providerProfiles.id, { onDelete: 'cascade' }),
    // The report stays useful to the admins after the reporter deletes their account.
    reporterId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reportCategory: text().notNull(),
    description: text().notNull(),
    status: text().notNull().default('pending'),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [
    // The same lists as REPORT_CATEGORIES and REPORT_STATUSES in src/shared/reports/reports.ts.
    check(
      'profile_reports_category_check',
      sql`${t.reportCategory} in ('hours_incorrect', 'provider_not_at_location', 'not_accepting_patients', 'insurance_incorrect', 'phone_number_wrong', 'contact_info_outdated', 'credentials_wrong', 'other')`,
    ),
    check(
      'profile_reports_status_check',
      sql`${t.status} in ('pending', 'under_review', 'resolved', 'dismissed')`,
    ),
    // The admin list's filters, each newest first.
    index('profile_reports_status_created_idx').on(t.status, t.createdAt.desc()),
    index('profile_reports_provider_created_idx').on(t.providerProfileId, t.createdAt.desc()),
    index('profile_reports_reporter_created_idx').on(t.reporterId, t.createdAt.desc()),
    index('profile_reports_created_idx').on(t.createdAt.desc()),
  ],
);
