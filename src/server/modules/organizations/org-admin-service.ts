import type { Locale } from '#shared/i18n/locales.ts';
import type {
  AppointmentCountsDto,
  AppointmentSummaryDto,
  ManagedOrganizationDto,
  MyOrganizationDto,
  OrganizationOverviewDto,
  OrganizationValues,
} from '#shared/organizations/organization-schemas.ts';
import { APPOINTMENT_SUMMARY_PAGE_SIZE } from '#shared/organizations/organizations.ts';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import { isSuperAdmin } from '#shared/roles.ts';
import { addDaysToDate as addDays } from '#shared/schedule/slot-rules.ts';
import type { Db, Executor } from '../../db/client.ts';
import { recordAdminAction, changedFields, type AdminAction } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../app-env.ts';
import * as repo from './repository.ts';
import { blank, providerName, toPublicDto, type Deps } from './shared.ts';

// The organization dashboard: the organization itself, its figures and its appointment summary. Its
// providers and invitations are in org-admin-members-service.ts.

/** Where an organization's logo must have been uploaded (POST /api/uploads/organization-logos, folder logos). */
const LOGO_PLACE = 'organization-logos/logos/';

const toManagedDto = (row: repo.OrganizationRow): ManagedOrganizationDto => ({
  ...toPublicDto(row),
  updatedAt: row.updated_at,
});

/** The fields an audit entry and a change compare. */
const auditFields = (row: repo.OrganizationRow) => ({
  name: row.name,
  description: row.description,
  logoUrl: row.logo_url,
  website: row.website,
  phone: row.phone,
  streetAddress: row.street_address,
  city: row.city,
  state: row.state,
  zipCode: row.zip_code,
  locations: row.locations,
});

/** Only a super admin's changes go to the admin audit log; an organization admin's are their own business. */
export async function audit(tx: Executor, user: SessionUser, entry: AdminAction) {
  if (isSuperAdmin(user.role)) await recordAdminAction(tx, user, entry);
}

/**
 * The organization a dashboard call is about. An organization admin only ever reaches their own: naming
 * another is refused (403). A super admin must name one (they run none themselves).
 */
export async function organizationFor(
  db: Executor,
  user: SessionUser,
  organizationId: string | undefined,
): Promise<repo.OrganizationRow> {
  if (isSuperAdmin(user.role)) {
    if (!organizationId) throw badRequest(M.chooseOrganization, { organizationId: M.chooseOrganization });
    const row = await repo.findOrganization(db, organizationId);
    if (!row) throw notFound(M.notFound);
    return row;
  }
  const own = await repo.findOrganizationOfAdmin(db, user.id);
  if (organizationId && own?.id !== organizationId) throw forbidden(M.notYours);
  if (!own) throw notFound(M.noOrganization);
  return own;
}

/** GET /api/organization-admin/organization: null for an organization admin who has not created one yet. */
export async function myOrganization(
  db: Db,
  user: SessionUser,
  organizationId: string | undefined,
): Promise<MyOrganizationDto> {
  if (!isSuperAdmin(user.role) && !organizationId) {
    const own = await repo.findOrganizationOfAdmin(db, user.id);
    return { organization: own ? toManagedDto(own) : null };
  }
  return { organization: toManagedDto(await organizationFor(db, user, organizationId)) };
}

/** The logo column a change asks for: kept (undefined), removed (null), or the caller's own upload. */
async function logoUrlFor(deps: Deps, user: SessionUser, uploadId: string | null | undefined) {
  if (uploadId === undefined || uploadId === null) return uploadId;
  const upload = await repo.findUpload(deps.database.db, uploadId);
  if (!upload || upload.owner_user_id !== user.id || !upload.key.startsWith(LOGO_PLACE)) {
    throw badRequest(M.logoWrongPlace, { logoUploadId: M.logoWrongPlace });
  }
  return deps.storage.publicUrl(upload.key);
}

async function fieldsOf(
  deps: Deps,
  user: SessionUser,
  v: OrganizationValues,
): Promise<repo.OrganizationFields> {
  return {
    name: v.name,
    description: blank(v.description),
    website: blank(v.website),
    phone: blank(v.phone),
    streetAddress: blank(v.streetAddress),
    city: blank(v.city),
    state: blank(v.state),
    zipCode: blank(v.zipCode),
    locations: v.locations.map((l) => ({
      name: l.name,
      streetAddress: l.streetAddress,
      city: l.city,
      state: l.state,
      zipCode: l.zipCode,
      phone: blank(l.phone),
    })),
    logoUrl: await logoUrlFor(deps, user, v.logoUploadId),
  };
}

/**
 * POST /api/organization-admin/organization. An organization admin creates the one they run; a super
 * admin may create one that no admin runs yet (audited).
 */
export async function createOrganization(
  deps: Deps,
  user: SessionUser,
  values: OrganizationValues,
): Promise<ManagedOrganizationDto> {
  const db = deps.database.db;
  const admin = isSuperAdmin(user.role);
  if (!admin && (await repo.findOrganizationOfAdmin(db, user.id))) throw conflict(M.alreadyHasOrganization);
  const fields = await fieldsOf(deps, user, values);
  try {
    const row = await db.transaction(async (tx) => {
      const created = await repo.insertOrganization(tx, fields, admin ? null : user.id);
      await audit(tx, user, {
        action: 'organization.create',
        targetType: 'organization',
        targetId: created.id,
        after: auditFields(created),
      });
      return created;
    });
    return toManagedDto(row);
  } catch (err) {
    // Two tabs at once: organizations_admin_user_key lets only the first through.
    if (isUniqueViolation(err)) throw conflict(M.alreadyHasOrganization);
    throw err;
  }
}

/** PATCH /api/organization-admin/organization */
export async function updateOrganization(
  deps: Deps,
  user: SessionUser,
  organizationId: string | undefined,
  values: OrganizationValues,
): Promise<ManagedOrganizationDto> {
  const db = deps.database.db;
  const current = await organizationFor(db, user, organizationId);
  const fields = await fieldsOf(deps, user, values);
  const row = await db.transaction(async (tx) => {
    const updated = await repo.updateOrganization(tx, current.id, fields);
    if (!updated) throw notFound(M.notFound);
    const { before, after } = changedFields(auditFields(current), auditFields(updated));
    await audit(tx, user, {
      action: 'organization.update',
      targetType: 'organization',
      targetId: current.id,
      before,
      after,
    });
    return updated;
  });
  return toManagedDto(row);
}

/** GET /api/organization-admin/overview: the overview page's figures. */
export async function overview(
  db: Db,
  user: SessionUser,
  organizationId: string | undefined,
): Promise<OrganizationOverviewDto> {
  const org = await organizationFor(db, user, organizationId);
  const dates = await repo.practiceDates(db);
  const [counts, invitations, week] = await Promise.all([
    repo.countAffiliations(db, org.id),
    repo.listPendingInvitations(db, org.id, 0, 0),
    repo.countAppointments(db, org.id, dates.week_start, addDays(dates.week_start, 6)),
  ]);
  return {
    providersApproved: counts.approved,
    providersPending: counts.pending,
    invitationsPending: invitations.total,
    appointmentsThisWeek: week.total - week.cancelled,
  };
}

const countsDto = (from: string, to: string, row: repo.CountsRow): AppointmentCountsDto => ({
  from,
  to,
  ...row,
});

/**
 * GET /api/organization-admin/appointments: how busy the organization's approved providers are. Counts
 * only: no patient names, times or reasons reach the organization.
 */
export async function appointmentSummary(
  db: Db,
  user: SessionUser,
  query: { organizationId?: string; page: number },
  locale: Locale,
): Promise<AppointmentSummaryDto> {
  const org = await organizationFor(db, user, query.organizationId);
  const { today, week_start: weekStart } = await repo.practiceDates(db);
  const ranges = {
    thisWeek: [weekStart, addDays(weekStart, 6)],
    next7Days: [today, addDays(today, 6)],
    last30Days: [addDays(today, -30), addDays(today, -1)],
  } as const;
  const pageSize = APPOINTMENT_SUMMARY_PAGE_SIZE;
  const [thisWeek, next7Days, last30Days, providers] = await Promise.all([
    repo.countAppointments(db, org.id, ...ranges.thisWeek),
    repo.countAppointments(db, org.id, ...ranges.next7Days),
    repo.countAppointments(db, org.id, ...ranges.last30Days),
    repo.providerSummaries(db, org.id, today, pageSize, (query.page - 1) * pageSize),
  ]);
  return {
    today,
    thisWeek: countsDto(...ranges.thisWeek, thisWeek),
    next7Days: countsDto(...ranges.next7Days, next7Days),
    last30Days: countsDto(...ranges.last30Days, last30Days),
    providers: providers.rows.map((r) => ({
      providerId: r.provider_id,
      name: providerName(r, locale),
      specialty: r.specialty,
      category: r.category,
      upcoming: r.upcoming,
      completed: r.completed,
      cancelled: r.cancelled,
      noShow: r.no_show,
    })),
    total: providers.total,
    page: query.page,
    pageSize,
  };
}
