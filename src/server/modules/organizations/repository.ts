import { sql, type SQL } from 'drizzle-orm';
import type { OrganizationLocation } from '../../db/schema/providers.ts';
import type { AffiliationStatus } from '#shared/organizations/organizations.ts';
import type { ListingKind } from '#shared/taxonomy/listing.ts';
import type { Executor } from '../../db/client.ts';
import { isoTime } from '../../lib/sql.ts';

export type OrganizationRow = {
  id: string;
  name: string;
  description: string | null;
  logo_url: string | null;
  website: string | null;
  phone: string | null;
  street_address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  locations: OrganizationLocation[];
  admin_user_id: string | null;
  updated_at: string;
};

export type OrganizationFields = {
  name: string;
  description: string | null;
  website: string | null;
  phone: string | null;
  streetAddress: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  locations: OrganizationLocation[];
  logoUrl?: string | null;
};

const organizationColumns = sql`
  o.id, o.name, o.description, o.logo_url, o.website, o.phone, o.street_address, o.city, o.state,
  o.zip_code, o.locations, o.admin_user_id, ${isoTime(sql`o.updated_at`)} as updated_at`;

export async function findOrganization(db: Executor, id: string): Promise<OrganizationRow | null> {
  const { rows } = await db.execute<OrganizationRow>(sql`
    select ${organizationColumns} from organizations o where o.id = ${id}::uuid`);
  return rows[0] ?? null;
}

/** The one organization an organization admin runs (organizations_admin_user_key). */
export async function findOrganizationOfAdmin(db: Executor, userId: string): Promise<OrganizationRow | null> {
  const { rows } = await db.execute<OrganizationRow>(sql`
    select ${organizationColumns} from organizations o where o.admin_user_id = ${userId}::uuid`);
  return rows[0] ?? null;
}

export async function insertOrganization(
  db: Executor,
  fields: OrganizationFields,
  adminUserId: string | null,
): Promise<OrganizationRow> {
  const { rows } = await db.execute<OrganizationRow>(sql`
    with o as (
      insert into organizations (name, description, logo_url, website, phone, street_address, city, state,
        zip_code, locations, admin_user_id)
      values (${fields.name}, ${fields.description}, ${fields.logoUrl ?? null}, ${fields.website},
        ${fields.phone}, ${fields.streetAddress}, ${fields.city}, ${fields.state}, ${fields.zipCode},
        ${JSON.stringify(fields.locations)}::jsonb, ${adminUserId}::uuid)
      returning *
    )
    select ${organizationColumns} from o`);
  return rows[0]!;
}

export async function updateOrganization(
  db: Executor,
  id: string,
  fields: OrganizationFields,
): Promise<OrganizationRow | null> {
  const logo = fields.logoUrl === undefined ? sql`logo_url` : sql`${fields.logoUrl}`;
  const { rows } = await db.execute<OrganizationRow>(sql`
    with o as (
      update organizations set name = ${fields.name}, description = ${fields.description},
        logo_url = ${logo}, website = ${fields.website}, phone = ${fields.phone},
        street_address = ${fields.streetAddress}, city = ${fields.city}, state = ${fields.state},
        zip_code = ${fields.zipCode}, locations = ${JSON.stringify(fields.locations)}::jsonb,
        updated_at = now()
      where id = ${id}::uuid
      returning *
    )
    select ${organizationColumns} from o`);
  return rows[0] ?? null;
}

/** An upload's owner and key, to check a logo was uploaded by the caller to the logos folder. */
export async function findUpload(
  db: Executor,
  id: string,
): Promise<{ owner_user_id: string | null; key: string } | null> {
  const { rows } = await db.execute<{ owner_user_id: string | null; key: string }>(sql`
    select owner_user_id, key from uploads where id = ${id}::uuid`);
  return rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// The public page

export type ProviderCardRow = {
  id: string;
  title: string;
  first_name: string;
  last_name: string;
  professional_title: string | null;
  gender: string | null;
  specialty: string;
  category: string | null;
  practice_name: string | null;
  listing_kind: ListingKind;
  image_url: string | null;
  city: string | null;
  state: string | null;
  rating: number;
  review_count: number;
  affiliation_role: string | null;
  location_name: string | null;
};

/** Listed providers only: the affiliation approved, the profile approved and active. */
const listedAffiliation = (organizationId: string) => sql`
  a.organization_id = ${organizationId}::uuid and a.status = 'approved'
  and p.profile_status = 'approved' and p.status = 'active'`;

export async function listListedProviders(
  db: Executor,
  organizationId: string,
  limit: number,
  offset: number,
): Promise<{ rows: ProviderCardRow[]; total: number }> {
  const [list, count] = await Promise.all([
    db.execute<ProviderCardRow>(sql`
      select p.id, p.title, p.first_name, p.last_name, p.professional_title, p.gender, p.specialty, p.categories[1] as category,
        p.practice_name, p.listing_kind, p.image_url,
        p.city, p.state, p.rating_average::float8 as rating, p.review_count, a.affiliation_role,
        a.location_name
      from provider_affiliations a join provider_profiles p on p.id = a.provider_profile_id
      where ${listedAffiliation(organizationId)}
      order by p.last_name, p.first_name, p.id
      limit ${limit} offset ${offset}`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n
      from provider_affiliations a join provider_profiles p on p.id = a.provider_profile_id
      where ${listedAffiliation(organizationId)}`),
  ]);
  return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Affiliations

export type AffiliationRow = {
  id: string;
  organization_id: string;
  provider_profile_id: string;
  status: string;
  affiliation_role: string | null;
  location_name: string | null;
  created_at: string;
  updated_at: string;
  title: string;
  first_name: string;
  last_name: string;
  professional_title: string | null;
  gender: string | null;
  specialty: string;
  category: string | null;
  listed: boolean;
  provider_user_id: string | null;
  organization_name: string;
  organization_logo_url: string | null;
  organization_admin_user_id: string | null;
};

const affiliationSelect = sql`
  select a.id, a.organization_id, a.provider_profile_id, a.status, a.affiliation_role, a.location_name,
    ${isoTime(sql`a.created_at`)} as created_at, ${isoTime(sql`a.updated_at`)} as updated_at,
    p.title, p.first_name, p.last_name, p.professional_title, p.gender, p.specialty, p.categories[1] as category,
    (p.profile_status = 'approved' and p.status = 'active') as listed, p.user_id as provider_user_id,
    o.name as organization_name, o.logo_url as organization_logo_url,
    o.admin_user_id as organization_admin_user_id
  from provider_affiliations a
  join provider_profiles p on p.id = a.provider_profile_id
  join organizations o on o.id = a.organization_id`;

export async function findAffiliation(db: Executor, id: string): Promise<AffiliationRow | null> {
  const { rows } = await db.execute<AffiliationRow>(sql`${affiliationSelect} where a.id = ${id}::uuid`);
  return rows[0] ?? null;
}

export async function findAffiliationByPair(
  db: Executor,
  providerProfileId: string,
  organizationId: string,
): Promise<AffiliationRow | null> {
  const { rows } = await db.execute<AffiliationRow>(sql`
    ${affiliationSelect}
    where a.provider_profile_id = ${providerProfileId}::uuid and a.organization_id = ${organizationId}::uuid`);
  return rows[0] ?? null;
}

/** One page of an organization's affiliations (provider_affiliations_org_idx), and the count of each status. */
export async function listAffiliations(
  db: Executor,
  organizationId: string,
  opts: { status?: AffiliationStatus; limit: number; offset: number },
): Promise<{ rows: AffiliationRow[]; counts: { status: string; n: number }[] }> {
  const statusFilter: SQL = opts.status ? sql`and a.status = ${opts.status}` : sql``;
  const [list, counts] = await Promise.all([
    db.execute<AffiliationRow>(sql`
      ${affiliationSelect}
      where a.organization_id = ${organizationId}::uuid ${statusFilter}
      -- Requests first (they wait for an answer), then the newest change.
      order by (a.status = 'pending') desc, a.updated_at desc, a.id
      limit ${opts.limit} offset ${opts.offset}`),
    db.execute<{ status: string; n: number }>(sql`
      select status, count(*)::int as n from provider_affiliations
      where organization_id = ${organizationId}::uuid group by status`),
  ]);
  return { rows: list.rows, counts: counts.rows };
}

/** A provider's own affiliations (provider_affiliations_provider_idx). */
export async function listProviderAffiliations(
  db: Executor,
  providerProfileId: string,
): Promise<AffiliationRow[]> {
  const { rows } = await db.execute<AffiliationRow>(sql`
    ${affiliationSelect}
    where a.provider_profile_id = ${providerProfileId}::uuid
    order by (a.status = 'approved') desc, (a.status = 'pending') desc, a.updated_at desc, a.id`);
  return rows;
}

/**
 * Sets an affiliation's status, role and location when it is in one of `from` statuses; null when it
 * was not (someone else answered first).
 */
export async function setAffiliation(
  db: Executor,
  id: string,
  from: AffiliationStatus[],
  to: { status: AffiliationStatus; affiliationRole?: string | null; locationName?: string | null },
): Promise<{ id: string } | null> {
  const role = to.affiliationRole === undefined ? sql`affiliation_role` : sql`${to.affiliationRole}`;
  const location = to.locationName === undefined ? sql`location_name` : sql`${to.locationName}`;
  const { rows } = await db.execute<{ id: string }>(sql`
    update provider_affiliations
    set status = ${to.status}, affiliation_role = ${role}, location_name = ${location}, updated_at = now()
    where id = ${id}::uuid and status in (${sql.join(
      from.map((s) => sql`${s}`),
      sql`, `,
    )})
    returning id`);
  return rows[0] ?? null;
}

/**
 * Creates the pair, or brings an ended one back, with the given status; an open (pending or approved)
 * pair is left alone and null comes back.
 */
export async function upsertAffiliation(
  db: Executor,
  values: {
    providerProfileId: string;
    organizationId: string;
    status: AffiliationStatus;
    affiliationRole: string | null;
    locationName: string | null;
    /** Which existing statuses the new one may replace. */
    replaces: AffiliationStatus[];
  },
): Promise<{ id: string } | null> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into provider_affiliations (provider_profile_id, organization_id, status, affiliation_role, location_name)
    values (${values.providerProfileId}::uuid, ${values.organizationId}::uuid, ${values.status},
      ${values.affiliationRole}, ${values.locationName})
    on conflict (provider_profile_id, organization_id) do update set
      status = excluded.status, affiliation_role = excluded.affiliation_role,
      location_name = excluded.location_name, updated_at = now()
    where provider_affiliations.status in (${sql.join(
      values.replaces.map((s) => sql`${s}`),
      sql`, `,
    )})
    returning id`);
  return rows[0] ?? null;
}

export async function countAffiliations(
  db: Executor,
  organizationId: string,
): Promise<{ approved: number; pending: number }> {
  const { rows } = await db.execute<{ approved: number; pending: number }>(sql`
    select count(*) filter (where status = 'approved')::int as approved,
      count(*) filter (where status = 'pending')::int as pending
    from provider_affiliations where organization_id = ${organizationId}::uuid`);
  return rows[0] ?? { approved: 0, pending: 0 };
}

// ---------------------------------------------------------------------------------------------
// Invitations

export type InvitationRow = {
  id: string;
  organization_id: string;
  email: string;
  affiliation_role: string | null;
  location_name: string | null;
  status: string;
  created_at: string;
  organization_name: string;
  organization_logo_url: string | null;
  organization_admin_user_id: string | null;
  invited_by_name: string | null;
};

const invitationSelect = sql`
  select i.id, i.organization_id, i.email, i.affiliation_role, i.location_name, i.status,
    ${isoTime(sql`i.created_at`)} as created_at, o.name as organization_name,
    o.logo_url as organization_logo_url, o.admin_user_id as organization_admin_user_id,
    nullif(btrim(u.first_name || ' ' || u.last_name), '') as invited_by_name
  from organization_invitations i
  join organizations o on o.id = i.organization_id
  left join users u on u.id = i.invited_by`;

export async function findInvitation(db: Executor, id: string): Promise<InvitationRow | null> {
  const { rows } = await db.execute<InvitationRow>(sql`${invitationSelect} where i.id = ${id}::uuid`);
  return rows[0] ?? null;
}

/** A new pending invitation; null when the address already has one (organization_invitations_open_key). */
export async function insertInvitation(
  db: Executor,
  values: {
    organizationId: string;
    email: string;
    affiliationRole: string | null;
    locationName: string | null;
    invitedBy: string;
  },
): Promise<{ id: string } | null> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into organization_invitations (organization_id, email, affiliation_role, location_name, invited_by)
    values (${values.organizationId}::uuid, ${values.email}, ${values.affiliationRole},
      ${values.locationName}, ${values.invitedBy}::uuid)
    on conflict (organization_id, email) where status = 'pending' do nothing
    returning id`);
  return rows[0] ?? null;
}

/** Answers a pending invitation; null when it was no longer pending. */
export async function answerInvitation(
  db: Executor,
  id: string,
  status: 'accepted' | 'declined' | 'revoked',
): Promise<{ id: string } | null> {
  const { rows } = await db.execute<{ id: string }>(sql`
    update organization_invitations set status = ${status}, responded_at = now()
    where id = ${id}::uuid and status = 'pending'
    returning id`);
  return rows[0] ?? null;
}

/** One page of an organization's open invitations, newest first (organization_invitations_org_created_idx). */
export async function listPendingInvitations(
  db: Executor,
  organizationId: string,
  limit: number,
  offset: number,
): Promise<{ rows: InvitationRow[]; total: number }> {
  const [list, count] = await Promise.all([
    db.execute<InvitationRow>(sql`
      ${invitationSelect}
      where i.organization_id = ${organizationId}::uuid and i.status = 'pending'
      order by i.created_at desc, i.id
      limit ${limit} offset ${offset}`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from organization_invitations
      where organization_id = ${organizationId}::uuid and status = 'pending'`),
  ]);
  return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
}

/** The open invitations to an address (organization_invitations_email_idx). */
export async function listInvitationsForEmail(db: Executor, email: string): Promise<InvitationRow[]> {
  const { rows } = await db.execute<InvitationRow>(sql`
    ${invitationSelect}
    where i.email = ${email.toLowerCase()} and i.status = 'pending'
    order by i.created_at desc, i.id`);
  return rows;
}

/** Is the address that of a provider account with a profile, and is that provider already approved here? */
export async function providerByEmail(
  db: Executor,
  email: string,
  organizationId: string,
): Promise<{ has_account: boolean; affiliated: boolean }> {
  const { rows } = await db.execute<{ has_account: boolean; affiliated: boolean }>(sql`
    select exists (select 1 from users u where u.email = ${email} and u.role = 'provider') as has_account,
      exists (
        select 1 from users u
        join provider_profiles p on p.user_id = u.id
        join provider_affiliations a on a.provider_profile_id = p.id
        where u.email = ${email} and a.organization_id = ${organizationId}::uuid and a.status = 'approved'
      ) as affiliated`);
  return rows[0] ?? { has_account: false, affiliated: false };
}

// ---------------------------------------------------------------------------------------------
// Appointment summary (counts only, never who the patients are)

/** Today's date in the practices' time zone, as the appointment dates are stored. */
const practiceToday = sql`(now() at time zone 'America/New_York')::date`;

export type CountsRow = {
  total: number;
  scheduled: number;
  confirmed: number;
  pending_approval: number;
  completed: number;
  cancelled: number;
  no_show: number;
};

const countColumns = sql`
  count(*)::int as total,
  count(*) filter (where ap.status = 'scheduled')::int as scheduled,
  count(*) filter (where ap.status = 'confirmed')::int as confirmed,
  count(*) filter (where ap.status = 'pending_approval')::int as pending_approval,
  count(*) filter (where ap.status = 'completed')::int as completed,
  count(*) filter (where ap.status = 'cancelled')::int as cancelled,
  count(*) filter (where ap.status = 'no_show')::int as no_show`;

/** Appointments of the organization's approved providers between two dates, inclusive, by status. */
export async function countAppointments(
  db: Executor,
  organizationId: string,
  from: string,
  to: string,
): Promise<CountsRow> {
  // Each provider's appointments come through appointments_provider_date_idx.
  const { rows } = await db.execute<CountsRow>(sql`
    select ${countColumns}
    from provider_affiliations a
    join appointments ap on ap.provider_profile_id = a.provider_profile_id
      and ap.appointment_date between ${from}::date and ${to}::date
    where a.organization_id = ${organizationId}::uuid and a.status = 'approved'`);
  return rows[0]!;
}

export async function practiceDates(db: Executor): Promise<{ today: string; week_start: string }> {
  const { rows } = await db.execute<{ today: string; week_start: string }>(sql`
    select to_char(${practiceToday}, 'YYYY-MM-DD') as today,
      to_char(date_trunc('week', ${practiceToday})::date, 'YYYY-MM-DD') as week_start`);
  return rows[0]!;
}

export type ProviderSummaryRow = {
  provider_id: string;
  title: string;
  first_name: string;
  last_name: string;
  professional_title: string | null;
  gender: string | null;
  specialty: string;
  category: string | null;
  upcoming: number;
  completed: number;
  cancelled: number;
  no_show: number;
};

/** Per approved provider: upcoming visits from `today`, and how the 30 days before it went. */
export async function providerSummaries(
  db: Executor,
  organizationId: string,
  today: string,
  limit: number,
  offset: number,
): Promise<{ rows: ProviderSummaryRow[]; total: number }> {
  const [list, count] = await Promise.all([
    db.execute<ProviderSummaryRow>(sql`
      select p.id as provider_id, p.title, p.first_name, p.last_name, p.professional_title, p.gender,
        p.specialty, p.categories[1] as category,
        coalesce(s.upcoming, 0) as upcoming, coalesce(s.completed, 0) as completed,
        coalesce(s.cancelled, 0) as cancelled, coalesce(s.no_show, 0) as no_show
      from provider_affiliations a
      join provider_profiles p on p.id = a.provider_profile_id
      left join lateral (
        select
          count(*) filter (where ap.appointment_date >= ${today}::date
            and ap.status in ('scheduled', 'confirmed', 'pending_approval'))::int as upcoming,
          count(*) filter (where ap.appointment_date < ${today}::date and ap.status = 'completed')::int as completed,
          count(*) filter (where ap.appointment_date < ${today}::date and ap.status = 'cancelled')::int as cancelled,
          count(*) filter (where ap.appointment_date < ${today}::date and ap.status = 'no_show')::int as no_show
        from appointments ap
        where ap.provider_profile_id = p.id and ap.appointment_date >= ${today}::date - 30
      ) s on true
      where a.organization_id = ${organizationId}::uuid and a.status = 'approved'
      order by p.last_name, p.first_name, p.id
      limit ${limit} offset ${offset}`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from provider_affiliations
      where organization_id = ${organizationId}::uuid and status = 'approved'`),
  ]);
  return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Finding organizations

export type OrganizationSearchRow = {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
  logo_url: string | null;
};

/** Organizations whose name holds the words, the closest names first. */
export async function searchOrganizations(
  db: Executor,
  q: string | undefined,
  limit: number,
): Promise<OrganizationSearchRow[]> {
  const where = q ? sql`where o.name ilike ${`%${escapeLike(q)}%`}` : sql``;
  const { rows } = await db.execute<OrganizationSearchRow>(sql`
    select o.id, o.name, o.city, o.state, o.logo_url from organizations o ${where}
    order by (o.name ilike ${`${escapeLike(q ?? '')}%`}) desc, o.name, o.id
    limit ${limit}`);
  return rows;
}

export type AdminOrganizationRow = OrganizationSearchRow & {
  admin_email: string | null;
  providers_approved: number;
};

export async function listOrganizationsForAdmin(
  db: Executor,
  q: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: AdminOrganizationRow[]; total: number }> {
  const where = q ? sql`where o.name ilike ${`%${escapeLike(q)}%`}` : sql``;
  const [list, count] = await Promise.all([
    db.execute<AdminOrganizationRow>(sql`
      select o.id, o.name, o.city, o.state, o.logo_url, u.email as admin_email,
        (select count(*)::int from provider_affiliations a
          where a.organization_id = o.id and a.status = 'approved') as providers_approved
      from organizations o left join users u on u.id = o.admin_user_id
      ${where}
      order by o.name, o.id
      limit ${limit} offset ${offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from organizations o ${where}`),
  ]);
  return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
}

/** The signed-in provider's own profile id. */
export async function providerProfileIdOfUser(db: Executor, userId: string): Promise<string | null> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from provider_profiles where user_id = ${userId}::uuid`);
  return rows[0]?.id ?? null;
}

/** %, _ and \ in what someone typed match only themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
