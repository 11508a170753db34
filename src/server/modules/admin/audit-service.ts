import type { AuditEntryDto, AuditLogDto } from '#shared/admin/console-schemas.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './audit-repository.ts';
import { mailLabels } from './mail-repository.ts';

type Query = {
  action?: string;
  actor?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
};

const idsOf = (rows: repo.AuditRow[], type: string) => [
  ...new Set(rows.filter((r) => r.target_type === type && r.target_id).map((r) => r.target_id!)),
];

export async function listAuditLog(db: Db, query: Query): Promise<AuditLogDto> {
  const { page, pageSize, actor, ...filters } = query;
  // By the account when it exists (indexed); the copied email finds entries of a deleted one.
  const actorId = actor ? await repo.userIdByEmail(db, actor) : null;
  const { rows, total } = await repo.listAudit(db, {
    ...filters,
    ...(actorId ? { actorId } : actor ? { actorEmail: actor } : {}),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  // A name for each target, read for the page only; a deleted target keeps its bare id.
  const [users, providers, mails] = await Promise.all([
    repo.userLabels(db, idsOf(rows, 'user')),
    // 'provider' and 'provider_profile' entries both name a row of provider_profiles.
    repo.providerLabels(db, [...idsOf(rows, 'provider'), ...idsOf(rows, 'provider_profile')]),
    mailLabels(db, idsOf(rows, 'mail')),
  ]);
  const labels: Record<string, Map<string, string>> = {
    user: users,
    provider: providers,
    provider_profile: providers,
    mail: mails,
  };
  const entries: AuditEntryDto[] = rows.map((r) => ({
    id: r.id,
    actorEmail: r.actor_email,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    targetLabel: (r.target_id && labels[r.target_type]?.get(r.target_id)) || null,
    before: r.before,
    after: r.after,
    createdAt: r.created_at,
  }));
  return { entries, total, page, pageSize };
}
