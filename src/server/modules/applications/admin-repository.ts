import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ApplicationListQuery } from '#shared/applications/application-pipeline.ts';
import type { ApplicationStatus } from '#shared/applications/application-status.ts';
import { addDaysToDate, practiceInstant } from '#shared/schedule/slot-rules.ts';
import type { Executor } from '../../db/client.ts';
import {
  providerApplicationEvents,
  providerApplications,
  providerProfiles,
  users,
} from '../../db/schema/index.ts';
import { isoTime } from '../../lib/sql.ts';
import { applicationColumns, type ApplicationRow } from './repository.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters of the admin list but the status, which the per-status counts leave out. */
function listFilters(query: ApplicationListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.q) {
    const like = `%${escapeLike(query.q.toLowerCase())}%`;
    where.push(sql`(lower(a.full_name) like ${like} or lower(a.practice_name) like ${like}
      or lower(a.email) like ${like} or a.npi_number like ${like})`);
  }
  // Whole days in the practice's time zone, the days the admin reads on screen.
  if (query.from) where.push(sql`a.submitted_at >= ${practiceInstant(query.from, '00:00').toISOString()}`);
  if (query.to)
    where.push(sql`a.submitted_at < ${practiceInstant(addDaysToDate(query.to, 1), '00:00').toISOString()}`);
  return where;
}

export type ListRow = {
  id: string;
  full_name: string;
  practice_name: string;
  email: string;
  npi_number: string;
  application_status: string;
  submitted_at: string;
};

/** One page, newest first, with the total and the count per status (all within the other filters). */
export async function listApplications(db: Executor, query: ApplicationListQuery) {
  const filters = listFilters(query);
  const all = filters.length ? sql.join(filters, sql` and `) : sql`true`;
  const where = query.status ? sql`${all} and a.application_status = ${query.status}` : all;
  const offset = (query.page - 1) * query.pageSize;
  const page = await db.execute<ListRow & { total: number }>(sql`
    select a.id, a.full_name, a.practice_name, a.email, a.npi_number, a.application_status,
      ${isoTime(sql`a.submitted_at`)} as submitted_at, count(*) over ()::int as total
    from provider_applications a
    where ${where}
    order by a.submitted_at desc, a.id desc
    limit ${query.pageSize} offset ${offset}`);
  const counts = await db.execute<{ status: string; n: number }>(sql`
    select a.application_status as status, count(*)::int as n
    from provider_applications a where ${all} group by a.application_status`);
  let total = page.rows[0]?.total;
  // Past the last page the window count is missing: count on its own.
  if (total === undefined) {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from provider_applications a where ${where}`,
    );
    total = rows[0]?.n ?? 0;
  }
  return { rows: page.rows, total, counts: counts.rows };
}

/** One application; with lock, held until the caller's transaction ends. */
export async function findApplication(
  db: Executor,
  id: string,
  { lock = false } = {},
): Promise<ApplicationRow | null> {
  const query = db
    .select(applicationColumns)
    .from(providerApplications)
    .where(eq(providerApplications.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export type TransitionChanges = Partial<
  Pick<
    typeof providerApplications.$inferInsert,
    'photoshootAt' | 'photoshootLocation' | 'photographerName' | 'photographerEmail' | 'decisionNotes'
  >
>;

/**
 * Moves the application on only if it is still in the state the caller read: of two admins acting
 * at once, the second finds the row changed (its UPDATE waits for the first, then matches nothing)
 * and gets null.
 */
export async function moveApplication(
  db: Executor,
  id: string,
  expected: ApplicationStatus,
  next: ApplicationStatus,
  changes: TransitionChanges,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .update(providerApplications)
    .set({ ...changes, applicationStatus: next, updatedAt: sql`now()` })
    .where(and(eq(providerApplications.id, id), eq(providerApplications.applicationStatus, expected)))
    .returning(applicationColumns);
  return row ?? null;
}

export async function insertEvent(
  db: Executor,
  event: {
    applicationId: string;
    fromStatus: ApplicationStatus;
    toStatus: ApplicationStatus;
    actorId: string;
    notes: string | null;
    data: Record<string, string>;
  },
) {
  await db.insert(providerApplicationEvents).values(event);
}

export type EventRow = {
  id: string;
  fromStatus: string | null;
  toStatus: string;
  notes: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorName: string | null;
};

/** The application's history, oldest first, with who acted. */
export async function listEvents(db: Executor, applicationId: string): Promise<EventRow[]> {
  return db
    .select({
      id: providerApplicationEvents.id,
      fromStatus: providerApplicationEvents.fromStatus,
      toStatus: providerApplicationEvents.toStatus,
      notes: providerApplicationEvents.notes,
      data: providerApplicationEvents.data,
      createdAt: providerApplicationEvents.createdAt,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorName: users.name,
    })
    .from(providerApplicationEvents)
    .leftJoin(users, eq(users.id, providerApplicationEvents.actorId))
    .where(eq(providerApplicationEvents.applicationId, applicationId))
    .orderBy(asc(providerApplicationEvents.createdAt), asc(providerApplicationEvents.id));
}

export type ProfileValues = Omit<
  typeof providerProfiles.$inferInsert,
  'id' | 'searchName' | 'searchText' | 'createdAt' | 'updatedAt'
>;

const profileColumns = {
  id: providerProfiles.id,
  firstName: providerProfiles.firstName,
  lastName: providerProfiles.lastName,
  professionalTitle: providerProfiles.professionalTitle,
  specialty: providerProfiles.specialty,
  businessAddress: providerProfiles.businessAddress,
  streetAddress: providerProfiles.streetAddress,
  addressLine2: providerProfiles.addressLine2,
  city: providerProfiles.city,
  state: providerProfiles.state,
  zipCode: providerProfiles.zipCode,
  locationLat: providerProfiles.locationLat,
  locationLng: providerProfiles.locationLng,
  phone: providerProfiles.phone,
  email: providerProfiles.email,
  about: providerProfiles.about,
  practiceName: providerProfiles.practiceName,
  languages: providerProfiles.languages,
  acceptedInsurancePlans: providerProfiles.acceptedInsurancePlans,
  officePhotos: providerProfiles.officePhotos,
  npiNumber: providerProfiles.npiNumber,
};
export type ExistingProfile = Pick<typeof providerProfiles.$inferSelect, keyof typeof profileColumns>;

/** The provider's own profile, locked for the approval's transaction. */
export async function findProfileForUpdate(db: Executor, userId: string): Promise<ExistingProfile | null> {
  const [row] = await db
    .select(profileColumns)
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, userId))
    .for('update');
  return row ?? null;
}

export async function findProfileById(db: Executor, id: string) {
  const [row] = await db
    .select({
      firstName: providerProfiles.firstName,
      lastName: providerProfiles.lastName,
      city: providerProfiles.city,
      businessAddress: providerProfiles.businessAddress,
    })
    .from(providerProfiles)
    .where(eq(providerProfiles.id, id));
  return row ?? null;
}

/** An imported listing nobody has claimed yet under this NPI, locked for the approval's transaction. */
export async function findUnclaimedListingForUpdate(db: Executor, npi: string) {
  const [row] = await db
    .select({ id: providerProfiles.id })
    .from(providerProfiles)
    .where(
      and(
        eq(providerProfiles.npiNumber, npi),
        eq(providerProfiles.claimed, false),
        isNotNull(providerProfiles.listingSource),
        isNull(providerProfiles.userId),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Whether another profile already holds this NPI (it is unique across profiles). */
export async function npiTaken(db: Executor, npi: string, exceptProfileId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: providerProfiles.id })
    .from(providerProfiles)
    .where(eq(providerProfiles.npiNumber, npi));
  return rows.some((r) => r.id !== exceptProfileId);
}

export async function insertProfile(db: Executor, values: ProfileValues): Promise<string> {
  const [row] = await db.insert(providerProfiles).values(values).returning({ id: providerProfiles.id });
  return row!.id;
}

/** Writes the changes; the search row follows through the profile's trigger. */
export async function updateProfile(db: Executor, id: string, values: Partial<ProfileValues>) {
  await db.update(providerProfiles).set(values).where(eq(providerProfiles.id, id));
}
