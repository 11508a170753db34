import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../app-env.ts';
import { adminAuditLog } from '../db/schema/index.ts';

type Filter = { action?: string; targetType?: string; targetId?: string; actorId?: string };

function whereOf(filter: Filter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.action) parts.push(eq(adminAuditLog.action, filter.action));
  if (filter.targetType) parts.push(eq(adminAuditLog.targetType, filter.targetType));
  if (filter.targetId) parts.push(eq(adminAuditLog.targetId, filter.targetId));
  if (filter.actorId) parts.push(eq(adminAuditLog.actorId, filter.actorId));
  return parts.length ? and(...parts) : undefined;
}

/** The audit entries that match, oldest first. */
export function auditEntries(deps: Pick<AppDeps, 'database'>, filter: Filter) {
  return deps.database.db
    .select()
    .from(adminAuditLog)
    .where(whereOf(filter))
    .orderBy(asc(adminAuditLog.createdAt), asc(adminAuditLog.id));
}

/** How many entries the whole log holds, or those that match: a refused request must not add one. */
export function auditCount(deps: Pick<AppDeps, 'database'>, filter: Filter = {}) {
  return deps.database.db.$count(adminAuditLog, whereOf(filter));
}

/** The newest audit entries about one record, for the tests of every admin tool. */
export function auditOf(deps: Pick<AppDeps, 'database'>, targetType: string, targetId: string) {
  return deps.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, targetType), eq(adminAuditLog.targetId, targetId)))
    .orderBy(desc(adminAuditLog.createdAt));
}
