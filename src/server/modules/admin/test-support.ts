import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import { adminAuditLog } from '../../db/schema/index.ts';

/** The newest audit entries about one record, for the tests of every tool. */
export async function auditOf(deps: AppDeps, targetType: string, targetId: string) {
  return deps.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, targetType), eq(adminAuditLog.targetId, targetId)))
    .orderBy(desc(adminAuditLog.createdAt));
}
