import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A patient's leave for one person (the caregiver) to act for them, with the permissions the patient
 * chose (ADR 18). Ended, never deleted, so the patient's history keeps who helped and when; a new
 * grant after an end is a new row.
 */
export const caregiverAccess = pgTable(
  'caregiver_access',
  {
    id: uuid().primaryKey().defaultRandom(),
    patientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caregiverId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissions: text().array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
    endedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('caregiver_access_not_self_check', sql`${t.patientId} <> ${t.caregiverId}`),
    // One live access per pair: the permission check reads exactly one row.
    uniqueIndex('caregiver_access_live_key')
      .on(t.patientId, t.caregiverId)
      .where(sql`${t.endedAt} is null`),
    index('caregiver_access_caregiver_idx')
      .on(t.caregiverId)
      .where(sql`${t.endedAt} is null`),
  ],
);

/**
 * Both ways into a caregiver access while it waits for an answer: a patient's invitation to an email
 * address (a single-use link, kept only as its SHA-256), or a person's request to a patient, which the
 * patient approves with the permissions they choose.
 */
export const caregiverInvitations = pgTable(
  'caregiver_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    patientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The person asking (a request); empty for an invitation until someone accepts it. */
    caregiverId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** Where an invitation was sent; only that account may accept it. */
    email: text(),
    permissions: text().array().notNull(),
    tokenHash: text(),
    status: text().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('caregiver_invitations_kind_check', sql`${t.kind} in ('invitation', 'request')`),
    check(
      'caregiver_invitations_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'cancelled')`,
    ),
    check(
      'caregiver_invitations_shape_check',
      sql`(${t.kind} = 'invitation' and ${t.email} is not null and ${t.tokenHash} is not null)
          or (${t.kind} = 'request' and ${t.caregiverId} is not null)`,
    ),
    check('caregiver_invitations_email_check', sql`${t.email} = lower(btrim(${t.email}))`),
    uniqueIndex('caregiver_invitations_token_key').on(t.tokenHash),
    // One waiting invitation per patient and address, one waiting request per pair.
    uniqueIndex('caregiver_invitations_open_invitation_key')
      .on(t.patientId, t.email)
      .where(sql`${t.status} = 'pending' and ${t.kind} = 'invitation'`),
    uniqueIndex('caregiver_invitations_open_request_key')
      .on(t.patientId, t.caregiverId)
      .where(sql`${t.status} = 'pending' and ${t.kind} = 'request'`),
  ],
);
