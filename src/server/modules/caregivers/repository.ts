import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { CaregiverPermission } from '#shared/caregivers/caregivers.ts';
import type { Executor } from '../../db/client.ts';
import { isoTime } from '../../lib/sql.ts';
import { caregiverAccess, caregiverInvitations, users } from '../../db/schema/index.ts';

/** The only code on the caregiver tables (ADR 18). */

export type PersonRow = { id: string; firstName: string; lastName: string; email: string; role: string };

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
};

export async function findPerson(db: Executor, id: string): Promise<PersonRow | null> {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** A usable account by its email: a disabled one is treated as none. */
export async function findPersonByEmail(db: Executor, email: string): Promise<PersonRow | null> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.email, email), isNull(users.disabledAt)));
  return row ?? null;
}

// Live access.

export type AccessRow = {
  id: string;
  patientId: string;
  caregiverId: string;
  permissions: CaregiverPermission[];
  createdAt: Date;
};

const accessColumns = {
  id: caregiverAccess.id,
  patientId: caregiverAccess.patientId,
  caregiverId: caregiverAccess.caregiverId,
  permissions: caregiverAccess.permissions,
  createdAt: caregiverAccess.createdAt,
};

const live = isNull(caregiverAccess.endedAt);

/** The live access of one caregiver to one patient: what every permission check reads, uncached. */
export async function findLiveAccess(
  db: Executor,
  patientId: string,
  caregiverId: string,
): Promise<AccessRow | null> {
  const [row] = await db
    .select(accessColumns)
    .from(caregiverAccess)
    .where(and(eq(caregiverAccess.patientId, patientId), eq(caregiverAccess.caregiverId, caregiverId), live));
  return (row as AccessRow | undefined) ?? null;
}

/**
 * The live access of one caregiver to a patient that may still be acted for: a patient account (a
 * role change away from patient ends its accesses, but the check holds even if one is missed) that
 * is not disabled (acting-for.test.ts). With the patient's address, for the request's `Acting`.
 */
export async function findActableAccess(
  db: Executor,
  patientId: string,
  caregiverId: string,
): Promise<(AccessRow & { patientEmail: string }) | null> {
  const [row] = await db
    .select({ ...accessColumns, patientEmail: users.email })
    .from(caregiverAccess)
    .innerJoin(users, eq(users.id, caregiverAccess.patientId))
    .where(
      and(
        eq(caregiverAccess.patientId, patientId),
        eq(caregiverAccess.caregiverId, caregiverId),
        live,
        eq(users.role, 'patient'),
        isNull(users.disabledAt),
      ),
    );
  return (row as (AccessRow & { patientEmail: string }) | undefined) ?? null;
}

/** The caregivers of a patient whose live access allows one of `permissions` (the ones that include it too). */
export async function listCaregiverIdsWith(
  db: Executor,
  patientId: string,
  permissions: readonly CaregiverPermission[],
): Promise<string[]> {
  const rows = await db
    .select({ id: caregiverAccess.caregiverId })
    .from(caregiverAccess)
    .where(
      and(
        eq(caregiverAccess.patientId, patientId),
        live,
        sql`${caregiverAccess.permissions} && ${sql.param([...permissions])}::text[]`,
      ),
    );
  return rows.map((r) => r.id);
}

export async function findLiveAccessById(db: Executor, id: string): Promise<AccessRow | null> {
  const [row] = await db
    .select(accessColumns)
    .from(caregiverAccess)
    .where(and(eq(caregiverAccess.id, id), live));
  return (row as AccessRow | undefined) ?? null;
}

/** Grants access; null when the pair already has a live one. */
export async function insertAccess(
  db: Executor,
  values: { patientId: string; caregiverId: string; permissions: CaregiverPermission[] },
): Promise<AccessRow | null> {
  const [row] = await db
    .insert(caregiverAccess)
    .values(values)
    .onConflictDoNothing({
      target: [caregiverAccess.patientId, caregiverAccess.caregiverId],
      where: sql`ended_at is null`,
    })
    .returning(accessColumns);
  return (row as AccessRow | undefined) ?? null;
}

export async function updatePermissions(db: Executor, id: string, permissions: CaregiverPermission[]) {
  const rows = await db
    .update(caregiverAccess)
    .set({ permissions, updatedAt: new Date() })
    .where(and(eq(caregiverAccess.id, id), live))
    .returning({ id: caregiverAccess.id });
  return rows.length > 0;
}

export async function endAccess(db: Executor, id: string, endedBy: string) {
  const rows = await db
    .update(caregiverAccess)
    .set({ endedAt: new Date(), endedBy })
    .where(and(eq(caregiverAccess.id, id), live))
    .returning({ id: caregiverAccess.id });
  return rows.length > 0;
}

/**
 * Ends every live access in which the account is the patient or the caregiver, stamped as ended by
 * `endedBy`: what a role change away from patient does (ADR 18). Returns what it ended.
 */
export async function endAccessesOf(db: Executor, userId: string, endedBy: string) {
  const rows = await db
    .update(caregiverAccess)
    .set({ endedAt: new Date(), endedBy })
    .where(
      and(
        live,
        sql`(${caregiverAccess.patientId} = ${userId} or ${caregiverAccess.caregiverId} = ${userId})`,
      ),
    )
    .returning(accessColumns);
  return rows as AccessRow[];
}

/** The people who may act for a patient, with their names and addresses, longest-standing first. */
export async function listCaregiversOf(db: Executor, patientId: string) {
  return db
    .select({ ...accessColumns, person: personColumns })
    .from(caregiverAccess)
    .innerJoin(users, eq(users.id, caregiverAccess.caregiverId))
    .where(and(eq(caregiverAccess.patientId, patientId), live))
    .orderBy(caregiverAccess.createdAt);
}

/** Something a caregiver did for the patient, as the patient's list of caregivers shows it. */
export type CaregiverActionRow = {
  caregiver_id: string;
  kind: 'booked' | 'cancelled' | 'messaged' | 'saved';
  visit_date: string | null;
  at: string;
  provider_first_name: string;
  provider_last_name: string;
  provider_title: string;
  provider_professional_title: string | null;
  provider_practice_name: string | null;
  provider_gender: string | null;
};

/**
 * The newest things each live caregiver did for the patient (at most `perCaregiver` each): visits
 * booked and cancelled, messages written, providers saved. Read from where each is stored with its
 * acting user, so there is no second record to keep in step.
 */
export async function listCaregiverActions(
  db: Executor,
  patientId: string,
  perCaregiver: number,
): Promise<CaregiverActionRow[]> {
  const { rows } = await db.execute<CaregiverActionRow>(sql`
    with helpers as (
      select caregiver_id from caregiver_access where patient_id = ${patientId}::uuid and ended_at is null
    ), acts as (
      select a.booked_by as caregiver_id, 'booked' as kind, a.appointment_date as visit_date,
        a.created_at as at, a.provider_profile_id
      from appointments a where a.patient_id = ${patientId}::uuid and a.booked_by in (select caregiver_id from helpers)
      union all
      select a.cancelled_by, 'cancelled', a.appointment_date, a.cancelled_at, a.provider_profile_id
      from appointments a where a.patient_id = ${patientId}::uuid and a.cancelled_by in (select caregiver_id from helpers)
      union all
      select m.sender_id, 'messaged', null, m.created_at, c.provider_profile_id
      from conversations c join messages m on m.conversation_id = c.id
      where c.patient_id = ${patientId}::uuid and m.sender_id in (select caregiver_id from helpers)
      union all
      select f.saved_by, 'saved', null, f.created_at, f.provider_profile_id
      from user_favorites f where f.user_id = ${patientId}::uuid and f.saved_by in (select caregiver_id from helpers)
    ), ranked as (
      select acts.*, row_number() over (partition by caregiver_id order by at desc) as n from acts
    )
    select r.caregiver_id, r.kind, to_char(r.visit_date, 'YYYY-MM-DD') as visit_date,
      ${isoTime(sql`r.at`)} as at,
      p.first_name as provider_first_name, p.last_name as provider_last_name, p.title as provider_title,
      p.professional_title as provider_professional_title, p.practice_name as provider_practice_name,
      p.gender as provider_gender
    from ranked r join provider_profiles p on p.id = r.provider_profile_id
    where r.n <= ${perCaregiver}
    order by r.caregiver_id, r.at desc`);
  return rows;
}

/** The people a caregiver may act for, with their names. */
export async function listPatientsOf(db: Executor, caregiverId: string) {
  return db
    .select({ ...accessColumns, person: personColumns })
    .from(caregiverAccess)
    .innerJoin(users, eq(users.id, caregiverAccess.patientId))
    .where(and(eq(caregiverAccess.caregiverId, caregiverId), live))
    .orderBy(caregiverAccess.createdAt);
}

// Invitations and requests.

export type InvitationRow = typeof caregiverInvitations.$inferSelect;

const waiting = (now: Date) =>
  and(eq(caregiverInvitations.status, 'pending'), gt(caregiverInvitations.expiresAt, now));

/**
 * Closes what waited past its end, so a new invitation to the same address (or a new request from
 * the same person) is not held up by an old one nobody answered.
 */
export async function cancelLapsed(db: Executor, patientId: string, now: Date) {
  await db
    .update(caregiverInvitations)
    .set({ status: 'cancelled', answeredAt: now })
    .where(
      and(
        eq(caregiverInvitations.patientId, patientId),
        eq(caregiverInvitations.status, 'pending'),
        lte(caregiverInvitations.expiresAt, now),
      ),
    );
}

/** A new waiting invitation or request; null when the same one is already waiting. */
export async function insertInvitation(
  db: Executor,
  values: {
    kind: 'invitation' | 'request';
    patientId: string;
    caregiverId?: string;
    email?: string;
    permissions: CaregiverPermission[];
    tokenHash?: string;
    expiresAt: Date;
  },
): Promise<InvitationRow | null> {
  const [row] = await db.insert(caregiverInvitations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findWaitingByTokenHash(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(caregiverInvitations)
    .where(
      and(
        eq(caregiverInvitations.tokenHash, tokenHash),
        eq(caregiverInvitations.kind, 'invitation'),
        waiting(now),
      ),
    );
  return row ?? null;
}

export async function findWaiting(db: Executor, id: string, kind: 'invitation' | 'request', now: Date) {
  const [row] = await db
    .select()
    .from(caregiverInvitations)
    .where(and(eq(caregiverInvitations.id, id), eq(caregiverInvitations.kind, kind), waiting(now)));
  return row ?? null;
}

/**
 * Answers a waiting invitation or request once: false when it was answered (or ran out) in the
 * meantime, so a link used twice at the same moment grants once.
 */
export async function answer(
  db: Executor,
  id: string,
  status: 'accepted' | 'declined' | 'cancelled',
  now: Date,
  caregiverId?: string,
) {
  const rows = await db
    .update(caregiverInvitations)
    .set({ status, answeredAt: now, ...(caregiverId ? { caregiverId } : {}) })
    .where(and(eq(caregiverInvitations.id, id), waiting(now)))
    .returning({ id: caregiverInvitations.id });
  return rows.length > 0;
}

/** The invitations a patient sent that still wait, newest first. */
export async function listWaitingInvitations(db: Executor, patientId: string, now: Date) {
  return db
    .select({
      id: caregiverInvitations.id,
      email: caregiverInvitations.email,
      permissions: caregiverInvitations.permissions,
      createdAt: caregiverInvitations.createdAt,
      expiresAt: caregiverInvitations.expiresAt,
    })
    .from(caregiverInvitations)
    .where(
      and(
        eq(caregiverInvitations.patientId, patientId),
        eq(caregiverInvitations.kind, 'invitation'),
        waiting(now),
      ),
    )
    .orderBy(desc(caregiverInvitations.createdAt));
}

/** The requests waiting for a patient's answer, with who asked, newest first. */
export async function listWaitingRequests(db: Executor, patientId: string, now: Date) {
  return db
    .select({ id: caregiverInvitations.id, createdAt: caregiverInvitations.createdAt, person: personColumns })
    .from(caregiverInvitations)
    .innerJoin(users, eq(users.id, caregiverInvitations.caregiverId))
    .where(
      and(
        eq(caregiverInvitations.patientId, patientId),
        eq(caregiverInvitations.kind, 'request'),
        waiting(now),
      ),
    )
    .orderBy(desc(caregiverInvitations.createdAt));
}
