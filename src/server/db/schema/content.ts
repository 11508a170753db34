import {
  index,
  integer,
  jsonb,
  bigserial,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';

export const pageContent = pgTable(
  'page_content',
  {
    id: uuid().primaryKey().defaultRandom(),
    section: text().notNull(),
    key: text().notNull(),
    /**
     * The language of the value (a code of the locale list, 'en' for English). Picture and video addresses and yes/no flags are the
     * same in every language and are stored once, in English.
     */
    locale: text().notNull().default('en'),
    value: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [unique('page_content_section_key_locale').on(t.section, t.key, t.locale)],
);

export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull().default(''),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Background work (mail delivery, reminders). Workers claim rows with FOR UPDATE SKIP LOCKED,
 * so any number of server instances can share the queue and each job runs once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    type: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(8),
    lastError: text(),
    lockedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.completedAt} is null and ${t.failedAt} is null`),
    // The admin mail outbox: one type's jobs, newest first.
    index('jobs_type_created_idx').on(t.type, t.createdAt.desc()),
  ],
);

export const featureSuggestions = pgTable(
  'feature_suggestions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    description: text().notNull(),
    category: text().notNull().default('general'),
    priority: text().notNull().default('medium'),
    userRole: text().notNull(),
    userEmail: text().notNull(),
    userName: text().notNull(),
    status: text().notNull().default('new'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feature_suggestions_created_idx').on(t.createdAt.desc())],
);
