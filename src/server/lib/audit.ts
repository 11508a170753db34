import type { AuditAction, AuditTargetType } from '#shared/admin/audit-actions.ts';
import type { Executor } from '../db/client.ts';
import { adminAuditLog } from '../db/schema/index.ts';
import type { SessionUser } from '../app-env.ts';

/**
 * What an admin did: one of the listed actions (user.role_change), the kind of record that action
 * touches and the record's id. Only listed actions, so the audit log page has words for each.
 */
export type AdminAction = {
  [A in AuditAction]: {
    action: A;
    targetType: AuditTargetType<A>;
    targetId: string | null;
    /** The fields the action changed, as they were and as they became; null for a creation or a deletion. */
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
  };
}[AuditAction];

/**
 * Records one admin action in the audit log. Pass the transaction that makes the change, so the
 * entry and the change commit or roll back together. Never pass secrets (passwords) in before/after.
 */
export async function recordAdminAction(db: Executor, actor: SessionUser, entry: AdminAction) {
  await db.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * The fields of `after` whose values differ from `before`, each side limited to those fields. A field
 * left undefined in `after` was not part of the change (a partial update), so it is not listed.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (after[key] === undefined) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key] ?? null;
      now[key] = after[key] ?? null;
    }
  }
  return { before: was, after: now };
}
