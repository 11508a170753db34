import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { providerProfiles } from './providers.ts';
import { MESSAGE_MAX_CHARS } from '#shared/messaging/messaging.ts';

const createdAt = timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * One conversation per provider–patient pair (docs/product.md#messaging). Each side's
 * read mark gives both the unread counts and the read receipts without a row per message read.
 * `awaiting_reply_since` holds the patient's first unanswered message, so the provider's reply time
 * is known the moment they answer.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerProfileId: uuid()
      .notNull()
      .references(() => providerProfiles.id, { onDelete: 'cascade' }),
    patientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt,
    /** The newest message's time (the creation time before the first), for ordering the lists. */
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    patientLastReadAt: timestamp({ withTimezone: true }),
    providerLastReadAt: timestamp({ withTimezone: true }),
    awaitingReplySince: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('conversations_provider_patient_key').on(t.providerProfileId, t.patientId),
    index('conversations_patient_recent_idx').on(t.patientId, t.lastMessageAt.desc()),
    index('conversations_provider_recent_idx').on(t.providerProfileId, t.lastMessageAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    createdAt,
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt.desc()),
    check(
      'messages_body_length',
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(MESSAGE_MAX_CHARS))}`,
    ),
  ],
);

/**
 * A provider's reply times, summed as they happen: the average is total ÷ replies, and 120 minutes
 * (docs/product.md#profiles) while there are none. Kept apart from provider_profiles so a reply never
 * rewrites the search row that a profile change does.
 */
export const providerResponseStats = pgTable('provider_response_stats', {
  providerProfileId: uuid()
    .primaryKey()
    .references(() => providerProfiles.id, { onDelete: 'cascade' }),
  replies: integer().notNull().default(0),
  totalMinutes: bigint({ mode: 'number' }).notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Presence: the app's heartbeat keeps last_seen fresh while it is open (presence.test.ts). */
export const userPresence = pgTable('user_presence', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text().notNull().default('online'),
  lastSeen: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The bell menu's entries; kinds are NOTIFICATION_KINDS of src/shared/notifications. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** Where opening it leads, inside the site (a path). */
    url: text(),
    data: jsonb().$type<Record<string, string>>().notNull().default({}),
    readAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('message', 'appointment_booked', 'appointment_reminder', 'appointment_cancelled', 'new_review', 'schedule_conflict', 'onboarding')`,
    ),
  ],
);

/** A browser's Web Push subscription; a user may have several browsers. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique('push_subscriptions_endpoint_key'),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    createdAt,
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Secrets the server makes for itself on first start (the VAPID key pair) and every instance must
 * share. No API reads this table.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: jsonb().$type<Record<string, string>>().notNull(),
  createdAt,
});
