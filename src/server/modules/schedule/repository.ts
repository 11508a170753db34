import { sql, type SQL } from 'drizzle-orm';
import type { OfficeHours } from '../../db/schema/providers.ts';
import type { Executor } from '../../db/client.ts';
import { BLOCKING_STATUSES } from '#shared/appointments/booking.ts';
import { SLOT_STEP_MINUTES } from '#shared/schedule/schedule.ts';
import { bookedByCaregiver } from '../appointments/index.ts';

// Slots are always changed with plain INSERT / UPDATE / DELETE statements: the statement triggers on
// provider_time_slots (migration 0011) then keep the search's open times in step.

const blocking = sql.join(
  BLOCKING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The blocking appointment of the provider that overlaps the time from `start` (a timestamp
 * expression) for `minutes`. An appointment holds its duration rounded up to 30-minute steps (ADR
 * 7, slot-rules.test.ts): a 45-minute visit at 09:00 also takes the 09:30 slot. Only that day's and the day
 * before's appointments can reach it, which keeps the look-up on the (provider, date) index.
 */
const coveringAppointment = (providerId: SQL, day: SQL, start: SQL, minutes: SQL) => sql`
  select a.id, a.patient_first_name, a.patient_last_name, ${bookedByCaregiver} as booked_by_caregiver
  from appointments a
  where a.provider_profile_id = ${providerId}
    and a.status in (${blocking})
    and a.appointment_date between ${day} - 1 and ${day}
    and tsrange(a.appointment_date + a.appointment_time,
                a.appointment_date + a.appointment_time
                  + make_interval(mins => ((a.appointment_duration + ${SLOT_STEP_MINUTES - 1}) / ${SLOT_STEP_MINUTES}) * ${SLOT_STEP_MINUTES}))
        && tsrange(${start}, ${start} + make_interval(mins => ${minutes}))
  order by a.appointment_date, a.appointment_time
  limit 1`;

const slotCover = coveringAppointment(
  sql`s.provider_profile_id`,
  sql`s.slot_date`,
  sql`(s.slot_date + s.start_time)`,
  sql`${SLOT_STEP_MINUTES}::int`,
);

// --- Profiles ------------------------------------------------------------------------------------

export type ProfileRow = {
  id: string;
  user_id: string | null;
  title: string;
  first_name: string;
  last_name: string;
  professional_title: string | null;
  practice_name: string | null;
  gender: string | null;
  office_hours: OfficeHours;
};

export async function findProfile(db: Executor, id: string): Promise<ProfileRow | null> {
  const { rows } = await db.execute<ProfileRow>(sql`
    select p.id, p.user_id, p.title, p.first_name, p.last_name, p.professional_title, p.practice_name,
      p.gender, p.office_hours
    from provider_profiles p where p.id = ${id}::uuid`);
  return rows[0] ?? null;
}

/** The profile, locked until the transaction ends, so two schedule changes are judged one after the other. */
export async function lockProfile(db: Executor, id: string): Promise<ProfileRow | null> {
  const { rows } = await db.execute<ProfileRow>(sql`
    select p.id, p.user_id, p.title, p.first_name, p.last_name, p.professional_title, p.practice_name,
      p.gender, p.office_hours
    from provider_profiles p where p.id = ${id}::uuid
    for no key update`);
  return rows[0] ?? null;
}

/** The provider's booked visits (scheduled, confirmed, pending) from `fromDate` on, earliest first. */
export async function listBookedVisitsFrom(
  db: Executor,
  providerId: string,
  fromDate: string,
): Promise<{ date: string; time: string }[]> {
  const { rows } = await db.execute<{ date: string; time: string }>(sql`
    select to_char(a.appointment_date, 'YYYY-MM-DD') as date, to_char(a.appointment_time, 'HH24:MI') as time
    from appointments a
    where a.provider_profile_id = ${providerId}::uuid and a.status in (${blocking})
      and a.appointment_date >= ${fromDate}::date
    order by a.appointment_date, a.appointment_time`);
  return rows;
}

/** The provider profile a user owns (provider_profiles.user_id is unique), if any. */
export async function findOwnedProfileId(db: Executor, userId: string): Promise<string | null> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select p.id from provider_profiles p where p.user_id = ${userId}::uuid`);
  return rows[0]?.id ?? null;
}

export async function updateOfficeHours(db: Executor, providerId: string, hours: OfficeHours) {
  await db.execute(sql`
    update provider_profiles set office_hours = ${JSON.stringify(hours)}::jsonb, updated_at = now()
    where id = ${providerId}::uuid`);
}

// --- Weekly hours --------------------------------------------------------------------------------

export type WindowRow = { day_of_week: number; start_time: string; end_time: string };

/** The available windows, Sunday first, then by start. */
export async function listAvailability(db: Executor, providerId: string): Promise<WindowRow[]> {
  const { rows } = await db.execute<WindowRow>(sql`
    select a.day_of_week::int as day_of_week, to_char(a.start_time, 'HH24:MI') as start_time,
      to_char(a.end_time, 'HH24:MI') as end_time
    from provider_availability a
    where a.provider_profile_id = ${providerId}::uuid and a.is_available
    order by a.day_of_week, a.start_time`);
  return rows;
}

/** Replaces the week's windows; run in a transaction so nobody sees the week half written. */
export async function replaceAvailability(
  db: Executor,
  providerId: string,
  windows: { dayOfWeek: number; startTime: string; endTime: string }[],
) {
  await db.execute(sql`delete from provider_availability where provider_profile_id = ${providerId}::uuid`);
  if (!windows.length) return;
  await db.execute(sql`
    insert into provider_availability (provider_profile_id, day_of_week, start_time, end_time, is_available)
    select ${providerId}::uuid, w.d, w.s, w.e, true
    from jsonb_to_recordset(${JSON.stringify(
      windows.map((w) => ({ d: w.dayOfWeek, s: w.startTime, e: w.endTime })),
    )}::jsonb) as w(d smallint, s time, e time)`);
}

// --- Appointment types ---------------------------------------------------------------------------

export type TypeRow = {
  id: string;
  provider_profile_id: string;
  name: string;
  name_es: string | null;
  description: string | null;
  duration_minutes: number;
  is_active: boolean;
};

const typeColumns = sql`t.id, t.provider_profile_id, t.name, t.name_es, t.description, t.duration_minutes,
  t.is_active`;

export async function listActiveTypes(db: Executor, providerId: string): Promise<TypeRow[]> {
  const { rows } = await db.execute<TypeRow>(sql`
    select ${typeColumns} from appointment_types t
    where t.provider_profile_id = ${providerId}::uuid and t.is_active
    order by lower(t.name), t.created_at`);
  return rows;
}

export async function findType(db: Executor, id: string): Promise<TypeRow | null> {
  const { rows } = await db.execute<TypeRow>(sql`
    select ${typeColumns} from appointment_types t where t.id = ${id}::uuid`);
  return rows[0] ?? null;
}

/** Whether another active type of the provider already has this name (any letter case). */
export async function typeNameTaken(db: Executor, providerId: string, name: string, exceptId: string | null) {
  const { rows } = await db.execute<{ id: string }>(sql`
    select t.id from appointment_types t
    where t.provider_profile_id = ${providerId}::uuid and t.is_active
      and lower(t.name) = lower(${name})
      and (${exceptId}::uuid is null or t.id <> ${exceptId}::uuid)
    limit 1`);
  return rows.length > 0;
}

export async function insertType(
  db: Executor,
  providerId: string,
  v: { name: string; nameEs: string | null; description: string | null; durationMinutes: number },
): Promise<TypeRow> {
  const { rows } = await db.execute<TypeRow>(sql`
    insert into appointment_types as t (provider_profile_id, name, name_es, description, duration_minutes)
    values (${providerId}::uuid, ${v.name}, ${v.nameEs}, ${v.description}, ${v.durationMinutes})
    returning ${typeColumns}`);
  return rows[0]!;
}

/** Changes the given fields of an active type; null when it is gone or removed. */
export async function updateType(
  db: Executor,
  id: string,
  v: { name?: string; nameEs?: string | null; description?: string | null; durationMinutes?: number },
): Promise<TypeRow | null> {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (v.name !== undefined) sets.push(sql`name = ${v.name}`);
  if (v.nameEs !== undefined) sets.push(sql`name_es = ${v.nameEs}`);
  if (v.description !== undefined) sets.push(sql`description = ${v.description}`);
  if (v.durationMinutes !== undefined) sets.push(sql`duration_minutes = ${v.durationMinutes}`);
  const { rows } = await db.execute<TypeRow>(sql`
    update appointment_types as t set ${sql.join(sets, sql`, `)}
    where t.id = ${id}::uuid and t.is_active
    returning ${typeColumns}`);
  return rows[0] ?? null;
}

/**
 * Soft delete (docs/product.md#booking): the row stays, so past appointments keep their type's name, and
 * the booking form no longer offers it.
 */
export async function deactivateType(db: Executor, id: string): Promise<boolean> {
  const { rows } = await db.execute<{ id: string }>(sql`
    update appointment_types set is_active = false, updated_at = now()
    where id = ${id}::uuid and is_active
    returning id`);
  return rows.length > 0;
}

// --- Slots ---------------------------------------------------------------------------------------

/**
 * Adds the candidate slots that do not exist yet; a time a blocking appointment already holds is
 * left out. Existing rows (booked, blocked or free) are never touched: the unique (provider, date,
 * start) decides, so two clicks at once cannot make a slot twice. Returns how many were added.
 */
export async function insertSlots(
  db: Executor,
  providerId: string,
  candidates: { date: string; time: string }[],
  stepMinutes: number,
): Promise<number> {
  if (!candidates.length) return 0;
  const cover = coveringAppointment(
    sql`${providerId}::uuid`,
    sql`c.d`,
    sql`(c.d + c.t)`,
    sql`${stepMinutes}::int`,
  );
  const { rows } = await db.execute<{ added: number }>(sql`
    with added as (
      insert into provider_time_slots (provider_profile_id, slot_date, start_time, is_available)
      select ${providerId}::uuid, c.d, c.t, true
      from jsonb_to_recordset(${JSON.stringify(candidates.map((c) => ({ d: c.date, t: c.time })))}::jsonb)
        as c(d date, t time)
      where not exists (${cover})
      on conflict (provider_profile_id, slot_date, start_time) do nothing
      returning 1)
    select count(*)::int as added from added`);
  return rows[0]?.added ?? 0;
}

export type SlotRow = {
  id: string;
  provider_profile_id: string;
  date: string;
  time: string;
  is_available: boolean;
  override_type: string | null;
  appointment_id: string | null;
  patient_first_name: string | null;
  patient_last_name: string | null;
  booked_by_caregiver: string | null;
};

function selectSlots(where: SQL) {
  return sql`
    select s.id, s.provider_profile_id, to_char(s.slot_date, 'YYYY-MM-DD') as date,
      to_char(s.start_time, 'HH24:MI') as time, s.is_available, s.override_type,
      a.id as appointment_id, a.patient_first_name, a.patient_last_name, a.booked_by_caregiver
    from provider_time_slots s
    left join lateral (${slotCover}) a on true
    where ${where}
    order by s.slot_date, s.start_time`;
}

export async function findSlot(db: Executor, id: string): Promise<SlotRow | null> {
  const { rows } = await db.execute<SlotRow>(selectSlots(sql`s.id = ${id}::uuid`));
  return rows[0] ?? null;
}

/** The provider's slots of the inclusive dates, with the appointment holding each. */
export async function listSlots(db: Executor, providerId: string, from: string, to: string) {
  const { rows } = await db.execute<SlotRow>(
    selectSlots(
      sql`s.provider_profile_id = ${providerId}::uuid and s.slot_date between ${from}::date and ${to}::date`,
    ),
  );
  return rows;
}

/** The provider's slots of one day starting at or after `start` and before `end`. */
export async function listSlotsInRange(
  db: Executor,
  providerId: string,
  date: string,
  start: string,
  end: string,
) {
  const { rows } = await db.execute<SlotRow>(
    selectSlots(sql`s.provider_profile_id = ${providerId}::uuid and s.slot_date = ${date}::date
      and s.start_time >= ${start}::time and s.start_time < ${end}::time`),
  );
  return rows;
}

/**
 * Sets the given slots that still meet `stillTrue` and that no appointment covers; the conditions are
 * checked again in the statement, so a patient who books one of them a moment earlier keeps it.
 */
async function updateUncoveredSlots(db: Executor, ids: string[], set: SQL, stillTrue: SQL): Promise<number> {
  if (!ids.length) return 0;
  const { rows } = await db.execute<{ id: string }>(sql`
    update provider_time_slots s set ${set}
    where s.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and ${stillTrue} and not exists (${slotCover})
    returning s.id`);
  return rows.length;
}

/** Blocks the given free slots; a slot booked meanwhile is left as it is. */
export const blockSlots = (db: Executor, ids: string[]) =>
  updateUncoveredSlots(db, ids, sql`is_available = false, override_type = 'blocked'`, sql`s.is_available`);

/** Makes blocked slots at the given times of a day where none exist yet (nothing free to block). */
export async function insertBlockedSlots(
  db: Executor,
  providerId: string,
  date: string,
  times: string[],
): Promise<number> {
  if (!times.length) return 0;
  const cover = coveringAppointment(
    sql`${providerId}::uuid`,
    sql`${date}::date`,
    sql`(${date}::date + c.t)`,
    sql`${SLOT_STEP_MINUTES}::int`,
  );
  const { rows } = await db.execute<{ added: number }>(sql`
    with added as (
      insert into provider_time_slots (provider_profile_id, slot_date, start_time, is_available, override_type)
      select ${providerId}::uuid, ${date}::date, c.t, false, 'blocked'
      from jsonb_to_recordset(${JSON.stringify(times.map((t) => ({ t })))}::jsonb) as c(t time)
      where not exists (${cover})
      on conflict (provider_profile_id, slot_date, start_time) do nothing
      returning 1)
    select count(*)::int as added from added`);
  return rows[0]?.added ?? 0;
}

/** Frees blocked slots that no blocking appointment holds; booked ones stay as they are. */
export const unblockSlots = (db: Executor, ids: string[]) =>
  updateUncoveredSlots(
    db,
    ids,
    sql`is_available = true, override_type = null`,
    sql`s.override_type = 'blocked'`,
  );
