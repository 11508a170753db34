import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Every change a super admin makes (issue: admin console): who, what, to which record, when, and
 * the record's fields before and after. Written in the same transaction as the change, so the log
 * never claims a change that was rolled back. The actor's email is copied in, so the entry still
 * says who acted after that account is deleted.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text().notNull(),
    /** A dotted verb, e.g. user.role_change, application.transition, content.update. */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt.desc()),
    index('admin_audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
    index('admin_audit_log_action_idx').on(t.action, t.createdAt.desc()),
  ],
);
