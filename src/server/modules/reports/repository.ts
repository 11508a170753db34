import { sql, type SQL } from 'drizzle-orm';
import type { ReportStatus } from '#shared/reports/reports.ts';
import type { Db, Executor } from '../../db/client.ts';
import { isoTime } from '../../lib/sql.ts';

export type ReportRow = {
  id: string;
  provider_profile_id: string;
  provider_first_name: string;
  provider_last_name: string;
  provider_title: string;
  provider_professional_title: string | null;
  provider_practice_name: string | null;
  reporter_id: string | null;
  reporter_first_name: string | null;
  reporter_last_name: string | null;
  report_category: string;
  description: string;
  status: string;
  created_at: string;
  reviewed_at: string | null;
  reviewed_by: string | null;
  resolved_at: string | null;
};

/** The admin list is not paged; it shows at most this many, newest first (the counts are exact). */
const REPORTS_LISTED = 500;

export type ReportFilters = { providerId?: string; reporterId?: string; status?: ReportStatus };

const selectReports = (where: SQL) => sql`
  select r.id, r.provider_profile_id, p.first_name as provider_first_name,
    p.last_name as provider_last_name, p.title as provider_title,
    p.professional_title as provider_professional_title, p.practice_name as provider_practice_name,
    r.reporter_id, u.first_name as reporter_first_name, u.last_name as reporter_last_name,
    r.report_category, r.description, r.status,
    ${isoTime(sql`r.created_at`)} as created_at, ${isoTime(sql`r.reviewed_at`)} as reviewed_at,
    r.reviewed_by, ${isoTime(sql`r.resolved_at`)} as resolved_at
  from profile_reports r
  join provider_profiles p on p.id = r.provider_profile_id
  left join users u on u.id = r.reporter_id
  where ${where}`;

/** A report about a listed provider; null when the provider is not listed. */
export async function insertReport(
  db: Db,
  report: { providerId: string; reporterId: string; category: string; description: string },
): Promise<string | null> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into profile_reports (provider_profile_id, reporter_id, report_category, description)
    select p.id, ${report.reporterId}::uuid, ${report.category}, ${report.description}
    from provider_profiles p
    where p.id = ${report.providerId}::uuid and p.profile_status = 'approved' and p.status = 'active'
    returning id`);
  return rows[0]?.id ?? null;
}

export async function listReports(db: Db, filters: ReportFilters) {
  const where: SQL[] = [sql`true`];
  if (filters.providerId) where.push(sql`r.provider_profile_id = ${filters.providerId}::uuid`);
  if (filters.reporterId) where.push(sql`r.reporter_id = ${filters.reporterId}::uuid`);
  const byPerson = sql.join(where, sql` and `);
  const withStatus = filters.status ? sql`${byPerson} and r.status = ${filters.status}` : byPerson;
  const { rows } = await db.execute<ReportRow>(
    sql`${selectReports(withStatus)} order by r.created_at desc, r.id desc limit ${REPORTS_LISTED}`,
  );
  // Per status within the provider and reporter filters, so each status tab shows its number.
  const counts = await db.execute<{ status: string; n: number }>(sql`
    select r.status, count(*)::int as n from profile_reports r where ${byPerson} group by r.status`);
  return { rows, counts: counts.rows };
}

export async function findReport(db: Executor, id: string): Promise<ReportRow | null> {
  const { rows } = await db.execute<ReportRow>(selectReports(sql`r.id = ${id}::uuid`));
  return rows[0] ?? null;
}

/**
 * Sets the status (reports.test.ts, docs/product.md#profiles): the first move to under_review stamps
 * reviewed_at and reviewed_by; a move to resolved stamps resolved_at. Expressions in SET read the row as it
 * was.
 */
export async function setReportStatus(db: Executor, id: string, status: ReportStatus, adminId: string) {
  const { rows } = await db.execute<{ id: string }>(sql`
    update profile_reports set
      status = ${status},
      reviewed_at = case when ${status} = 'under_review' and reviewed_at is null then now() else reviewed_at end,
      reviewed_by = case when ${status} = 'under_review' and reviewed_at is null then ${adminId}::uuid
                         else reviewed_by end,
      resolved_at = case when ${status} = 'resolved' and status <> 'resolved' then now() else resolved_at end
    where id = ${id}::uuid
    returning id`);
  return rows.length > 0;
}

/** The fields an admin's status change may touch, as they are now; locked until the transaction ends. */
export async function lockReportState(db: Executor, id: string) {
  const { rows } = await db.execute<{
    status: string;
    reviewedAt: string | null;
    reviewedBy: string | null;
    resolvedAt: string | null;
  }>(sql`
    select status, ${isoTime(sql`reviewed_at`)} as "reviewedAt", reviewed_by as "reviewedBy",
      ${isoTime(sql`resolved_at`)} as "resolvedAt"
    from profile_reports where id = ${id}::uuid for update`);
  return rows[0] ?? null;
}
