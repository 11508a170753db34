import { providerDisplayName } from '#shared/display-name.ts';
import { PROFILE_MESSAGES } from '#shared/providers/profile.ts';
import {
  REPORT_STATUSES,
  type ProfileReportDto,
  type ProfileReportInput,
  type ProfileReportListDto,
  type ReportCategory,
  type ReportStatus,
} from '#shared/reports/reports.ts';
import type { Db } from '../../db/client.ts';
import { changedFields, recordAdminAction } from '../../lib/audit.ts';
import { recordCorrection } from '../directory-trust/service.ts';
import { notFound } from '../../lib/errors.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { SessionUser } from '../../app-env.ts';
import { isUuid } from '../../lib/ids.ts';
import * as repo from './repository.ts';

const REPORT_NOT_FOUND = 'admin.reports.notFound' satisfies MessageKey;

function toReport(row: repo.ReportRow): ProfileReportDto {
  return {
    id: row.id,
    providerProfileId: row.provider_profile_id,
    providerName: providerDisplayName({
      title: row.provider_title,
      firstName: row.provider_first_name,
      lastName: row.provider_last_name,
      professionalTitle: row.provider_professional_title,
      practiceName: row.provider_practice_name,
    }),
    reporterId: row.reporter_id,
    // A name for the admin to recognise; never the e-mail address.
    // Empty without a name or an account: the console words that in the reader's language.
    reporterName: row.reporter_id
      ? `${row.reporter_first_name ?? ''} ${row.reporter_last_name ?? ''}`.trim()
      : '',
    category: row.report_category as ReportCategory,
    description: row.description,
    status: row.status as ReportStatus,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    reviewedBy: row.reviewed_by,
    resolvedAt: row.resolved_at,
  };
}

/** A signed-in user reports a listed provider's profile; it starts as pending. */
export async function submitReport(
  db: Db,
  user: SessionUser,
  providerId: string,
  input: { category: ProfileReportInput['category']; description: string },
) {
  if (!isUuid(providerId)) throw notFound(PROFILE_MESSAGES.notAvailable);
  const id = await repo.insertReport(db, {
    providerId,
    reporterId: user.id,
    category: input.category,
    description: input.description,
  });
  if (!id) throw notFound(PROFILE_MESSAGES.notAvailable);
  return { id };
}

export async function listReports(db: Db, filters: repo.ReportFilters): Promise<ProfileReportListDto> {
  const { rows, counts } = await repo.listReports(db, filters);
  const byStatus = Object.fromEntries(REPORT_STATUSES.map((s) => [s, 0])) as Record<ReportStatus, number>;
  for (const c of counts) if (c.status in byStatus) byStatus[c.status as ReportStatus] = c.n;
  return { reports: rows.map(toReport), counts: byStatus };
}

/** A super admin sets a report's status; the audit log gets the change in the same transaction. */
export async function changeStatus(db: Db, admin: SessionUser, id: string, status: ReportStatus) {
  if (!isUuid(id)) throw notFound(REPORT_NOT_FOUND);
  const row = await db.transaction(async (tx) => {
    const before = await repo.lockReportState(tx, id);
    if (!before) throw notFound(REPORT_NOT_FOUND);
    await repo.setReportStatus(tx, id, status, admin.id);
    // Resolving a report of wrong information means the listing was corrected (trust.test.ts).
    if (status === 'resolved' && before.status !== 'resolved') await recordCorrection(tx, admin, id);
    const after = await repo.lockReportState(tx, id);
    await recordAdminAction(tx, admin, {
      action: 'report.update',
      targetType: 'profile_report',
      targetId: id,
      ...changedFields(before, after!),
    });
    return repo.findReport(tx, id);
  });
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return toReport(row);
}
