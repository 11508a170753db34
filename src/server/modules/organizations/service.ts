import { providerDisplayName } from '#shared/display-name.ts';
import type { OrganizationValues } from '#shared/organizations/organization-schemas.ts';
import {
  ADMIN_ORGANIZATIONS_PAGE_SIZE,
  AFFILIATION_STATUSES,
  AFFILIATIONS_PAGE_SIZE,
  APPOINTMENT_SUMMARY_PAGE_SIZE,
  INVITATIONS_PAGE_SIZE,
  INVITATIONS_PER_HOUR,
  ORGANIZATION_MESSAGES as M,
  ORGANIZATION_PROVIDERS_PAGE_SIZE,
  ORGANIZATION_SEARCH_LIMIT,
  isAffiliationStatus,
  type AdminOrganizationListDto,
  type AffiliationDto,
  type AffiliationListDto,
  type AffiliationStatus,
  type AppointmentCountsDto,
  type AppointmentSummaryDto,
  type InvitationDto,
  type InvitationListDto,
  type InvitationStatus,
  type ManagedOrganizationDto,
  type MyOrganizationDto,
  type OrganizationOverviewDto,
  type OrganizationProvidersDto,
  type OrganizationSearchResultDto,
  type ProviderAffiliationDto,
  type ProviderOrganizationsDto,
  type PublicOrganizationDto,
} from '#shared/organizations/organizations.ts';
import { isSuperAdmin } from '#shared/roles.ts';
import type { AppDeps } from '../../app-env.ts';
import type { Db, Executor } from '../../db/client.ts';
import { recordAdminAction, changedFields, type AdminAction } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../app-env.ts';
import { isUuid } from '../../lib/ids.ts';
import { countHit } from '../../lib/rate-limit.ts';
import { announce, notify, type Notice } from '../notifications/notify.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'config' | 'database' | 'outbox' | 'queue' | 'events' | 'log' | 'storage'>;

/** Where an organization's logo must have been uploaded (POST /api/uploads/organization-logos, folder logos). */
const LOGO_PLACE = 'organization-logos/logos/';
const DASHBOARD_PROVIDERS_URL = '/organization-dashboard/providers';
const PROVIDER_ORGANIZATIONS_URL = '/provider-dashboard/organizations';

const blank = (v: string | undefined | null) => (v ? v : null);

// ---------------------------------------------------------------------------------------------
// Shaping

function toPublicDto(row: repo.OrganizationRow): PublicOrganizationDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logoUrl: row.logo_url,
    website: row.website,
    phone: row.phone,
    streetAddress: row.street_address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    locations: (row.locations ?? []).map((l) => ({
      name: l.name,
      streetAddress: l.streetAddress,
      city: l.city,
      state: l.state,
      zipCode: l.zipCode,
      phone: l.phone ?? null,
    })),
  };
}

const toManagedDto = (row: repo.OrganizationRow): ManagedOrganizationDto => ({
  ...toPublicDto(row),
  updatedAt: row.updated_at,
});

const statusOf = (s: string): AffiliationStatus => (isAffiliationStatus(s) ? s : 'ended');

function toAffiliationDto(row: repo.AffiliationRow): AffiliationDto {
  return {
    id: row.id,
    status: statusOf(row.status),
    affiliationRole: row.affiliation_role,
    locationName: row.location_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    provider: {
      id: row.provider_profile_id,
      name: providerDisplayName({
        title: row.title,
        firstName: row.first_name,
        lastName: row.last_name,
        professionalTitle: row.professional_title,
      }),
      specialty: row.specialty,
      listed: row.listed,
    },
  };
}

function toInvitationDto(row: repo.InvitationRow): InvitationDto {
  return {
    id: row.id,
    email: row.email,
    affiliationRole: row.affiliation_role,
    locationName: row.location_name,
    status: row.status as InvitationStatus,
    createdAt: row.created_at,
  };
}

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
async function audit(tx: Executor, user: SessionUser, entry: AdminAction) {
  if (isSuperAdmin(user.role)) await recordAdminAction(tx, user, entry);
}

// ---------------------------------------------------------------------------------------------
// Public

/** GET /api/organizations/{id}: the public page's organization; 404 for an unknown or malformed id. */
export async function publicOrganization(db: Db, id: string): Promise<PublicOrganizationDto> {
  if (!isUuid(id)) throw notFound(M.notFound);
  const row = await repo.findOrganization(db, id);
  if (!row) throw notFound(M.notFound);
  return toPublicDto(row);
}

/** GET /api/organizations/{id}/providers: its listed providers (approved and active), a page at a time. */
export async function publicProviders(db: Db, id: string, page: number): Promise<OrganizationProvidersDto> {
  if (!isUuid(id) || !(await repo.findOrganization(db, id))) throw notFound(M.notFound);
  const pageSize = ORGANIZATION_PROVIDERS_PAGE_SIZE;
  const { rows, total } = await repo.listListedProviders(db, id, pageSize, (page - 1) * pageSize);
  return {
    providers: rows.map((r) => ({
      id: r.id,
      name: providerDisplayName({
        title: r.title,
        firstName: r.first_name,
        lastName: r.last_name,
        professionalTitle: r.professional_title,
      }),
      specialty: r.specialty,
      imageUrl: r.image_url,
      city: r.city,
      state: r.state,
      rating: Number(r.rating ?? 0),
      reviewCount: r.review_count,
      affiliationRole: r.affiliation_role,
      locationName: r.location_name,
    })),
    total,
    page,
    pageSize,
  };
}

// ---------------------------------------------------------------------------------------------
// The organization dashboard

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

export async function listAffiliations(
  db: Db,
  user: SessionUser,
  query: { organizationId?: string; status?: AffiliationStatus; page: number },
): Promise<AffiliationListDto> {
  const org = await organizationFor(db, user, query.organizationId);
  const pageSize = AFFILIATIONS_PAGE_SIZE;
  const { rows, counts } = await repo.listAffiliations(db, org.id, {
    status: query.status,
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  const byStatus = Object.fromEntries(AFFILIATION_STATUSES.map((s) => [s, 0])) as Record<
    AffiliationStatus,
    number
  >;
  for (const c of counts) if (isAffiliationStatus(c.status)) byStatus[c.status] = c.n;
  const total = query.status
    ? byStatus[query.status]
    : AFFILIATION_STATUSES.reduce((n, s) => n + byStatus[s], 0);
  return { affiliations: rows.map(toAffiliationDto), total, page: query.page, pageSize, counts: byStatus };
}

/** The provider's account hears of what the organization did. */
function providerNotice(row: repo.AffiliationRow, title: string, body: string) {
  return row.provider_user_id
    ? {
        userId: row.provider_user_id,
        kind: 'onboarding' as const,
        title,
        body,
        url: PROVIDER_ORGANIZATIONS_URL,
      }
    : null;
}

const WHAT_THE_ORGANIZATION_DID = {
  approve: (org: string) => ({
    title: `${org} approved you`,
    body: `You are now listed as part of ${org}.`,
  }),
  decline: (org: string) => ({
    title: `${org} declined your request`,
    body: `${org} did not approve your request to join.`,
  }),
  update: (org: string) => ({
    title: `${org} updated your affiliation`,
    body: `${org} changed your role or location.`,
  }),
  end: (org: string) => ({
    title: `${org} ended your affiliation`,
    body: `You are no longer listed as part of ${org}.`,
  }),
};

/**
 * PATCH /api/organization-admin/affiliations/{id}: approve or decline a request, change an approved
 * affiliation's role and location, or end it (kept, as ended). The provider is notified.
 */
export async function updateAffiliation(
  deps: Deps,
  user: SessionUser,
  organizationId: string | undefined,
  id: string,
  input: {
    action: 'approve' | 'decline' | 'update' | 'end';
    affiliationRole?: string;
    locationName?: string;
  },
): Promise<AffiliationDto> {
  const db = deps.database.db;
  const org = await organizationFor(db, user, organizationId);
  if (!isUuid(id)) throw notFound(M.affiliationNotFound);
  const current = await repo.findAffiliation(db, id);
  // Another organization's affiliation does not exist, as far as this one can tell.
  if (!current || current.organization_id !== org.id) throw notFound(M.affiliationNotFound);

  const role = input.affiliationRole === undefined ? undefined : blank(input.affiliationRole);
  const location = input.locationName === undefined ? undefined : blank(input.locationName);
  const plan = {
    approve: { from: ['pending'], to: 'approved', refusal: M.notPending },
    decline: { from: ['pending'], to: 'ended', refusal: M.notPending },
    update: { from: ['approved'], to: 'approved', refusal: M.notApproved },
    end: { from: ['approved'], to: 'ended', refusal: M.notApproved },
  }[input.action] as { from: AffiliationStatus[]; to: AffiliationStatus; refusal: string };
  const keepsDetails = input.action === 'decline' || input.action === 'end';

  const notices: Notice[] = [];
  await db.transaction(async (tx) => {
    const changed = await repo.setAffiliation(tx, id, plan.from, {
      status: plan.to,
      affiliationRole: keepsDetails ? undefined : role,
      locationName: keepsDetails ? undefined : location,
    });
    if (!changed) throw conflict(plan.refusal);
    const after = (await repo.findAffiliation(tx, id))!;
    const { before: was, after: now } = changedFields(
      {
        status: current.status,
        affiliationRole: current.affiliation_role,
        locationName: current.location_name,
      },
      { status: after.status, affiliationRole: after.affiliation_role, locationName: after.location_name },
    );
    await audit(tx, user, {
      action: `organization.affiliation_${input.action}`,
      targetType: 'provider_affiliation',
      targetId: id,
      before: was,
      after: now,
    });
    const words = WHAT_THE_ORGANIZATION_DID[input.action](org.name);
    const notice = providerNotice(after, words.title, words.body);
    if (notice) notices.push(await notify(deps, notice, tx));
  });
  await announce(deps, notices);
  return toAffiliationDto((await repo.findAffiliation(db, id))!);
}

export async function listInvitations(
  db: Db,
  user: SessionUser,
  query: { organizationId?: string; page: number },
): Promise<InvitationListDto> {
  const org = await organizationFor(db, user, query.organizationId);
  const pageSize = INVITATIONS_PAGE_SIZE;
  const { rows, total } = await repo.listPendingInvitations(
    db,
    org.id,
    pageSize,
    (query.page - 1) * pageSize,
  );
  return { invitations: rows.map(toInvitationDto), total, page: query.page, pageSize };
}

/** The name an invitation says it is from. */
const inviterName = (user: SessionUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * POST /api/organization-admin/invitations: a pending invitation to an address, and the mail that tells
 * its owner (who may not be on CareConnect yet). Limited per organization, whoever sends them.
 */
export async function invite(
  deps: Deps,
  user: SessionUser,
  organizationId: string | undefined,
  input: { email: string; affiliationRole: string; locationName: string },
): Promise<InvitationDto> {
  const db = deps.database.db;
  const org = await organizationFor(db, user, organizationId);
  const found = await repo.providerByEmail(db, input.email, org.id);
  if (found.affiliated) throw conflict(M.alreadyAffiliated);
  if (deps.config.rateLimit) {
    const wait = await countHit(db, `app:organization-invitations:${org.id}`, {
      name: 'organization-invitations',
      max: INVITATIONS_PER_HOUR,
      windowSeconds: 3600,
      message: M.tooManyInvitations,
    });
    if (wait > 0) throw new AppError(429, M.tooManyInvitations);
  }
  const id = await db.transaction(async (tx) => {
    const row = await repo.insertInvitation(tx, {
      organizationId: org.id,
      email: input.email,
      affiliationRole: blank(input.affiliationRole),
      locationName: blank(input.locationName),
      invitedBy: user.id,
    });
    if (!row) throw conflict(M.invitationPending);
    await deps.outbox.send(
      {
        to: input.email,
        template: 'organization-invitation',
        data: {
          organizationName: org.name,
          inviterName: inviterName(user),
          affiliationRole: blank(input.affiliationRole) ?? undefined,
          locationName: blank(input.locationName) ?? undefined,
          hasProviderAccount: found.has_account,
        },
      },
      tx,
    );
    await audit(tx, user, {
      action: 'organization.invite',
      targetType: 'organization_invitation',
      targetId: row.id,
      after: {
        organizationId: org.id,
        email: input.email,
        affiliationRole: blank(input.affiliationRole),
        locationName: blank(input.locationName),
      },
    });
    return row.id;
  });
  return toInvitationDto((await repo.findInvitation(db, id))!);
}

/** DELETE /api/organization-admin/invitations/{id}: the invitation can no longer be accepted. */
export async function revokeInvitation(
  db: Db,
  user: SessionUser,
  organizationId: string | undefined,
  id: string,
): Promise<InvitationDto> {
  const org = await organizationFor(db, user, organizationId);
  if (!isUuid(id)) throw notFound(M.invitationNotFound);
  const current = await repo.findInvitation(db, id);
  if (!current || current.organization_id !== org.id) throw notFound(M.invitationNotFound);
  await db.transaction(async (tx) => {
    if (!(await repo.answerInvitation(tx, id, 'revoked'))) throw conflict(M.invitationAnswered);
    await audit(tx, user, {
      action: 'organization.invitation_revoke',
      targetType: 'organization_invitation',
      targetId: id,
      before: { status: current.status },
      after: { status: 'revoked' },
    });
  });
  return toInvitationDto((await repo.findInvitation(db, id))!);
}

// ---------------------------------------------------------------------------------------------
// Appointment summary

/** 'YYYY-MM-DD' plus n days (calendar dates: no time zone involved). */
function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
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
      name: providerDisplayName({
        title: r.title,
        firstName: r.first_name,
        lastName: r.last_name,
        professionalTitle: r.professional_title,
      }),
      specialty: r.specialty,
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

// ---------------------------------------------------------------------------------------------
// Finding organizations

const toSearchResult = (r: repo.OrganizationSearchRow): OrganizationSearchResultDto => ({
  id: r.id,
  name: r.name,
  city: r.city,
  state: r.state,
  logoUrl: r.logo_url,
});

/** GET /api/organizations/search: for a provider looking for one to join. */
export async function searchOrganizations(
  db: Db,
  q: string | undefined,
): Promise<OrganizationSearchResultDto[]> {
  return (await repo.searchOrganizations(db, q, ORGANIZATION_SEARCH_LIMIT)).map(toSearchResult);
}

/** GET /api/admin/organizations: the super admin's chooser of which organization to manage. */
export async function adminOrganizations(
  db: Db,
  query: { q?: string; page: number },
): Promise<AdminOrganizationListDto> {
  const pageSize = ADMIN_ORGANIZATIONS_PAGE_SIZE;
  const { rows, total } = await repo.listOrganizationsForAdmin(
    db,
    query.q,
    pageSize,
    (query.page - 1) * pageSize,
  );
  return {
    organizations: rows.map((r) => ({
      ...toSearchResult(r),
      adminEmail: r.admin_email,
      providersApproved: r.providers_approved,
    })),
    total,
    page: query.page,
    pageSize,
  };
}

// ---------------------------------------------------------------------------------------------
// The provider's side

async function myProfileId(db: Executor, user: SessionUser): Promise<string> {
  const id = await repo.providerProfileIdOfUser(db, user.id);
  if (!id) throw conflict(M.noProviderProfile);
  return id;
}

function toProviderAffiliationDto(row: repo.AffiliationRow): ProviderAffiliationDto {
  return {
    id: row.id,
    status: statusOf(row.status),
    affiliationRole: row.affiliation_role,
    locationName: row.location_name,
    organization: {
      id: row.organization_id,
      name: row.organization_name,
      logoUrl: row.organization_logo_url,
    },
    updatedAt: row.updated_at,
  };
}

/** GET /api/provider/organizations: invitations to the account's email, and the provider's affiliations. */
export async function providerOrganizations(db: Db, user: SessionUser): Promise<ProviderOrganizationsDto> {
  const profileId = await repo.providerProfileIdOfUser(db, user.id);
  const [invitations, affiliations] = await Promise.all([
    repo.listInvitationsForEmail(db, user.email),
    profileId ? repo.listProviderAffiliations(db, profileId) : Promise.resolve([]),
  ]);
  return {
    invitations: invitations.map((r) => ({
      id: r.id,
      organization: { id: r.organization_id, name: r.organization_name, logoUrl: r.organization_logo_url },
      affiliationRole: r.affiliation_role,
      locationName: r.location_name,
      invitedBy: r.invited_by_name,
      createdAt: r.created_at,
    })),
    affiliations: affiliations.map(toProviderAffiliationDto),
  };
}

/** The organization's admin hears of what the provider did. */
function organizationNotice(adminUserId: string | null, title: string, body: string) {
  return adminUserId
    ? { userId: adminUserId, kind: 'onboarding' as const, title, body, url: DASHBOARD_PROVIDERS_URL }
    : null;
}

const myName = (user: SessionUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** An invitation addressed to this account; anybody else's is not found. */
async function myInvitation(db: Db, user: SessionUser, id: string) {
  if (!isUuid(id)) throw notFound(M.invitationNotFound);
  const row = await repo.findInvitation(db, id);
  if (!row || row.email !== user.email.toLowerCase()) throw notFound(M.invitationNotFound);
  return row;
}

/**
 * POST /api/provider/organization-invitations/{id}/accept: an approved affiliation with the
 * invitation's role and location (a request or an ended affiliation to the same organization is
 * brought up to date).
 */
export async function acceptInvitation(
  deps: Deps,
  user: SessionUser,
  id: string,
): Promise<ProviderOrganizationsDto> {
  const db = deps.database.db;
  const invitation = await myInvitation(db, user, id);
  const profileId = await myProfileId(db, user);
  const notices: Notice[] = [];
  await db.transaction(async (tx) => {
    if (!(await repo.answerInvitation(tx, id, 'accepted'))) throw conflict(M.invitationAnswered);
    await repo.upsertAffiliation(tx, {
      providerProfileId: profileId,
      organizationId: invitation.organization_id,
      status: 'approved',
      affiliationRole: invitation.affiliation_role,
      locationName: invitation.location_name,
      replaces: ['pending', 'approved', 'ended'],
    });
    const notice = organizationNotice(
      invitation.organization_admin_user_id,
      `${myName(user)} joined ${invitation.organization_name}`,
      `${myName(user)} accepted your invitation.`,
    );
    if (notice) notices.push(await notify(deps, notice, tx));
  });
  await announce(deps, notices);
  return providerOrganizations(db, user);
}

/** POST /api/provider/organization-invitations/{id}/decline */
export async function declineInvitation(
  deps: Deps,
  user: SessionUser,
  id: string,
): Promise<ProviderOrganizationsDto> {
  const db = deps.database.db;
  const invitation = await myInvitation(db, user, id);
  const notices: Notice[] = [];
  await db.transaction(async (tx) => {
    if (!(await repo.answerInvitation(tx, id, 'declined'))) throw conflict(M.invitationAnswered);
    const notice = organizationNotice(
      invitation.organization_admin_user_id,
      `${myName(user)} declined your invitation`,
      `${myName(user)} declined the invitation to ${invitation.organization_name}.`,
    );
    if (notice) notices.push(await notify(deps, notice, tx));
  });
  await announce(deps, notices);
  return providerOrganizations(db, user);
}

/** POST /api/provider/affiliations: a request to join, which the organization's admin answers. */
export async function requestToJoin(
  deps: Deps,
  user: SessionUser,
  organizationId: string,
): Promise<ProviderOrganizationsDto> {
  const db = deps.database.db;
  const profileId = await myProfileId(db, user);
  const org = await repo.findOrganization(db, organizationId);
  if (!org) throw notFound(M.notFound);
  const notices: Notice[] = [];
  await db.transaction(async (tx) => {
    const row = await repo.upsertAffiliation(tx, {
      providerProfileId: profileId,
      organizationId,
      status: 'pending',
      affiliationRole: null,
      locationName: null,
      replaces: ['ended'],
    });
    if (!row) {
      const existing = await repo.findAffiliationByPair(tx, profileId, organizationId);
      throw conflict(existing?.status === 'approved' ? M.alreadyMember : M.requestExists);
    }
    const notice = organizationNotice(
      org.admin_user_id,
      `${myName(user)} asked to join ${org.name}`,
      `${myName(user)} asked to join your organization. Approve or decline the request.`,
    );
    if (notice) notices.push(await notify(deps, notice, tx));
  });
  await announce(deps, notices);
  return providerOrganizations(db, user);
}

/** POST /api/provider/affiliations/{id}/end: the provider leaves, or withdraws a request. */
export async function endMyAffiliation(
  deps: Deps,
  user: SessionUser,
  id: string,
): Promise<ProviderOrganizationsDto> {
  const db = deps.database.db;
  if (!isUuid(id)) throw notFound(M.affiliationNotFound);
  const profileId = await myProfileId(db, user);
  const current = await repo.findAffiliation(db, id);
  if (!current || current.provider_profile_id !== profileId) throw notFound(M.affiliationNotFound);
  const notices: Notice[] = [];
  await db.transaction(async (tx) => {
    if (!(await repo.setAffiliation(tx, id, ['pending', 'approved'], { status: 'ended' }))) {
      throw conflict(M.notApproved);
    }
    const left = current.status === 'approved';
    const notice = organizationNotice(
      current.organization_admin_user_id,
      left ? `${myName(user)} left ${current.organization_name}` : `${myName(user)} withdrew their request`,
      left
        ? `${myName(user)} ended their affiliation with your organization.`
        : `${myName(user)} no longer asks to join your organization.`,
    );
    if (notice) notices.push(await notify(deps, notice, tx));
  });
  await announce(deps, notices);
  return providerOrganizations(db, user);
}
