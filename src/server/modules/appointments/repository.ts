import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  BLOCKING_STATUSES,
  SLOT_OVERRIDE_BOOKED,
  type AppointmentStatus,
} from '#shared/appointments/booking.ts';
import {
  addDaysToDate,
  PRACTICE_TIME_ZONE,
  type AvailabilityWindow,
  type OfficeHoursWeek,
  type ProviderSchedule,
  type ScheduledAppointment,
} from '#shared/schedule/slot-rules.ts';
import type { Executor } from '../../db/client.ts';
import { appointments, providerTimeSlots } from '../../db/schema/index.ts';
import { isoTime } from '../../lib/sql.ts';

const blocking = sql.raw(BLOCKING_STATUSES.map((s) => `'${s}'`).join(', '));

/** An appointment with what its lists, mails and calendar file show. */
export type AppointmentRow = {
  id: string;
  patient_id: string;
  provider_profile_id: string;
  provider_owner_id: string | null;
  date: string;
  time: string;
  duration: number;
  status: AppointmentStatus;
  reason: string | null;
  notes: string | null;
  patient_first_name: string;
  patient_last_name: string;
  /**
   * The patient's account address, which sign-in has verified: confirmations, reminders and the
   * practice's view use it, never the address stored with the booking (older bookings hold one
   * typed into the form, which nobody verified).
   */
  patient_email: string;
  patient_phone: string;
  cancellation_reason: string | null;
  cancelled_at: string | null;
  cancelled_by: string | null;
  /** The caregiver who booked it for the patient (ADR 18), by name; null when the patient did. */
  booked_by_caregiver: string | null;
  /** The caregiver who cancelled it for the patient, by name; null otherwise. */
  cancelled_by_caregiver: string | null;
  created_at: string;
  type_name: string | null;
  type_name_es: string | null;
  provider_first_name: string;
  provider_last_name: string;
  provider_title: string;
  provider_professional_title: string | null;
  provider_practice_name: string | null;
  provider_gender: string | null;
  provider_specialty: string;
  provider_category: string | null;
  provider_phone: string | null;
  provider_email: string | null;
  provider_owner_email: string | null;
  business_address: string | null;
  street_address: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
};

/**
 * The name of the caregiver who booked appointment `a` for its patient (ADR 18), else null: for every
 * list that shows the practice its visits.
 */
export const bookedByCaregiver = sql`(select nullif(btrim(u.first_name || ' ' || u.last_name), '')
  from users u where u.id = a.booked_by and a.booked_by <> a.patient_id)`;

function selectAppointments(where: SQL, order: SQL = sql`a.appointment_date, a.appointment_time, a.id`) {
  return sql`
    select a.id, a.patient_id, a.provider_profile_id, p.user_id as provider_owner_id,
      to_char(a.appointment_date, 'YYYY-MM-DD') as date, to_char(a.appointment_time, 'HH24:MI') as time,
      a.appointment_duration as duration, a.status, a.reason, a.notes,
      a.patient_first_name, a.patient_last_name, patient.email as patient_email, a.patient_phone,
      a.cancellation_reason, ${isoTime(sql`a.cancelled_at`)} as cancelled_at, a.cancelled_by,
      ${bookedByCaregiver} as booked_by_caregiver,
      case when a.cancelled_by <> a.patient_id and a.cancelled_by is distinct from p.user_id
        and exists (select 1 from caregiver_access g
                    where g.patient_id = a.patient_id and g.caregiver_id = a.cancelled_by)
        then nullif(btrim(canceller.first_name || ' ' || canceller.last_name), '') end as cancelled_by_caregiver,
      ${isoTime(sql`a.created_at`)} as created_at,
      t.name as type_name, t.name_es as type_name_es,
      p.first_name as provider_first_name, p.last_name as provider_last_name, p.title as provider_title,
      p.professional_title as provider_professional_title, p.practice_name as provider_practice_name,
      p.gender as provider_gender, p.specialty as provider_specialty, p.categories[1] as provider_category, p.phone as provider_phone, p.email as provider_email,
      owner.email as provider_owner_email,
      p.business_address, p.street_address, p.address_line2, p.city, p.state, p.zip_code
    from appointments a
    join provider_profiles p on p.id = a.provider_profile_id
    join users patient on patient.id = a.patient_id
    left join users owner on owner.id = p.user_id
    left join users canceller on canceller.id = a.cancelled_by
    left join appointment_types t on t.id = a.appointment_type_id
    where ${where}
    order by ${order}
    limit 500`;
}

export async function findAppointment(db: Executor, id: string): Promise<AppointmentRow | null> {
  const { rows } = await db.execute<AppointmentRow>(selectAppointments(sql`a.id = ${id}::uuid`));
  return rows[0] ?? null;
}

const finished = sql.raw(`'completed', 'cancelled', 'no_show'`);

/**
 * A patient's lists: upcoming are scheduled and confirmed from today on, soonest first; past are
 * those before today or finished, newest first (docs/product.md#booking).
 */
export async function listForPatient(db: Executor, patientId: string, today: string) {
  const mine = sql`a.patient_id = ${patientId}::uuid`;
  const [upcoming, past] = await Promise.all([
    db.execute<AppointmentRow>(
      selectAppointments(
        sql`${mine} and a.status in ('scheduled', 'confirmed') and a.appointment_date >= ${today}::date`,
      ),
    ),
    db.execute<AppointmentRow>(
      selectAppointments(
        sql`${mine} and (a.appointment_date < ${today}::date or a.status in (${finished}))`,
        sql`a.appointment_date desc, a.appointment_time desc, a.id`,
      ),
    ),
  ]);
  return { upcoming: upcoming.rows, past: past.rows };
}

/**
 * A practice's lists: today (every status, by time); upcoming after today, still on (soonest first);
 * past before today, or finished (newest first).
 */
export async function listForProvider(db: Executor, providerProfileId: string, today: string) {
  const theirs = sql`a.provider_profile_id = ${providerProfileId}::uuid`;
  const [todays, upcoming, past] = await Promise.all([
    db.execute<AppointmentRow>(selectAppointments(sql`${theirs} and a.appointment_date = ${today}::date`)),
    db.execute<AppointmentRow>(
      selectAppointments(
        sql`${theirs} and a.appointment_date > ${today}::date and a.status in (${blocking})`,
      ),
    ),
    db.execute<AppointmentRow>(
      selectAppointments(
        sql`${theirs} and (a.appointment_date < ${today}::date
          or (a.appointment_date > ${today}::date and a.status in (${finished})))`,
        sql`a.appointment_date desc, a.appointment_time desc, a.id`,
      ),
    ),
  ]);
  return { today: todays.rows, upcoming: upcoming.rows, past: past.rows };
}

/** The profile the user owns, whatever its listing state. */
export async function findOwnedProfileId(db: Executor, userId: string): Promise<string | null> {
  const { rows } = await db.execute<{ id: string }>(
    sql`select id from provider_profiles where user_id = ${userId}::uuid`,
  );
  return rows[0]?.id ?? null;
}

/** `claimed` false: an imported listing nobody has claimed, shown but not bookable (claim.test.ts). */
export type ListedProvider = { id: string; office_hours: OfficeHoursWeek | null; claimed: boolean };

/** A listed (approved, active) provider, or null. */
export async function findListedProvider(db: Executor, id: string): Promise<ListedProvider | null> {
  const { rows } = await db.execute<ListedProvider>(sql`
    select id, office_hours, claimed from provider_profiles
    where id = ${id}::uuid and profile_status = 'approved' and status = 'active'`);
  return rows[0] ?? null;
}

export type AppointmentTypeRow = {
  id: string;
  name: string;
  name_es: string | null;
  description: string | null;
  duration_minutes: number | null;
};

export async function listActiveTypes(db: Executor, providerId: string): Promise<AppointmentTypeRow[]> {
  const { rows } = await db.execute<AppointmentTypeRow>(sql`
    select id, name, name_es, description, duration_minutes from appointment_types
    where provider_profile_id = ${providerId}::uuid and is_active
    order by name, id`);
  return rows;
}

export async function findActiveType(
  db: Executor,
  providerId: string,
  typeId: string,
): Promise<AppointmentTypeRow | null> {
  const { rows } = await db.execute<AppointmentTypeRow>(sql`
    select id, name, name_es, description, duration_minutes from appointment_types
    where id = ${typeId}::uuid and provider_profile_id = ${providerId}::uuid and is_active`);
  return rows[0] ?? null;
}

/**
 * What the slot rules need beside the slots: the weekly windows and the appointments from the day
 * before `from` (a late visit can run past midnight) to `to`.
 */
export async function loadSchedule(
  db: Executor,
  provider: ListedProvider,
  from: string,
  to: string,
): Promise<ProviderSchedule> {
  const [windows, booked] = await Promise.all([
    db.execute<{ day_of_week: number; start_time: string; end_time: string; is_available: boolean }>(sql`
      select day_of_week::int as day_of_week, to_char(start_time, 'HH24:MI') as start_time,
        to_char(end_time, 'HH24:MI') as end_time, is_available
      from provider_availability where provider_profile_id = ${provider.id}::uuid`),
    db.execute<{ date: string; time: string; duration: number; status: string }>(sql`
      select to_char(appointment_date, 'YYYY-MM-DD') as date, to_char(appointment_time, 'HH24:MI') as time,
        appointment_duration as duration, status
      from appointments
      where provider_profile_id = ${provider.id}::uuid and status in (${blocking})
        and appointment_date between ${addDaysToDate(from, -1)}::date and ${to}::date`),
  ]);
  const availability: AvailabilityWindow[] = windows.rows.map((w) => ({
    dayOfWeek: w.day_of_week,
    startTime: w.start_time,
    endTime: w.end_time,
    isAvailable: w.is_available,
  }));
  const appointmentList: ScheduledAppointment[] = booked.rows.map((a) => ({
    date: a.date,
    time: a.time,
    durationMinutes: a.duration,
    status: a.status,
  }));
  return { officeHours: provider.office_hours, availability, appointments: appointmentList };
}

export type SlotRow = { id: string; date: string; time: string; isAvailable: boolean };

/** The provider's open slots between two dates, by date and time. */
export async function listOpenSlots(db: Executor, providerId: string, from: string, to: string) {
  const { rows } = await db.execute<SlotRow>(sql`
    select id, to_char(slot_date, 'YYYY-MM-DD') as date, to_char(start_time, 'HH24:MI') as time,
      is_available as "isAvailable"
    from provider_time_slots
    where provider_profile_id = ${providerId}::uuid and is_available
      and slot_date between ${from}::date and ${to}::date
    order by slot_date, start_time`);
  return rows;
}

/** Local timestamps of a visit: [start, start + duration). */
const visitStart = (date: string, time: string) => sql`(${date}::date + ${time}::time)`;
const visitEnd = (date: string, time: string, minutes: number) =>
  sql`(${date}::date + ${time}::time + make_interval(mins => ${minutes}::int))`;
const slotStart = sql`(slot_date + start_time)`;

/**
 * Locks the provider's slots a visit covers, [start, start + duration), earliest first. Every booking
 * locks in time order, so two overlapping bookings queue behind each other instead of deadlocking,
 * and the second sees what the first did.
 */
export async function lockCoveredSlots(
  tx: Executor,
  providerId: string,
  date: string,
  time: string,
  minutes: number,
): Promise<SlotRow[]> {
  const { rows } = await tx.execute<SlotRow>(sql`
    select id, to_char(slot_date, 'YYYY-MM-DD') as date, to_char(start_time, 'HH24:MI') as time,
      is_available as "isAvailable"
    from provider_time_slots
    where provider_profile_id = ${providerId}::uuid
      and slot_date between ${date}::date and ${addDaysToDate(date, 1)}::date
      and ${slotStart} >= ${visitStart(date, time)} and ${slotStart} < ${visitEnd(date, time, minutes)}
    order by slot_date, start_time
    for update`);
  return rows;
}

export type NewAppointment = typeof appointments.$inferInsert;

export async function insertAppointment(tx: Executor, values: NewAppointment): Promise<string> {
  const [row] = await tx.insert(appointments).values(values).returning({ id: appointments.id });
  return row!.id;
}

/** Marks the visit's slots taken. A plain UPDATE, so the search's open-times triggers see it. */
export async function markSlotsBooked(tx: Executor, slotIds: string[]) {
  if (!slotIds.length) return;
  await tx
    .update(providerTimeSlots)
    .set({ isAvailable: false, overrideType: SLOT_OVERRIDE_BOOKED })
    .where(and(inArray(providerTimeSlots.id, slotIds), eq(providerTimeSlots.isAvailable, true)));
}

/**
 * Opens again the slots a cancelled visit had taken: only those the booking marked (never one the
 * provider blocked), only those still ahead of `nowLocal` ('YYYY-MM-DD HH:mm', practice time), and
 * only where no other blocking appointment still holds the time.
 */
export async function freeBookedSlots(
  tx: Executor,
  visit: { providerId: string; date: string; time: string; minutes: number },
  nowLocal: string,
) {
  const { providerId, date, time, minutes } = visit;
  await tx.execute(sql`
    update provider_time_slots s set is_available = true, override_type = null
    where s.provider_profile_id = ${providerId}::uuid
      and s.override_type = ${SLOT_OVERRIDE_BOOKED} and not s.is_available
      and s.slot_date between ${date}::date and ${addDaysToDate(date, 1)}::date
      and (s.slot_date + s.start_time) >= ${visitStart(date, time)}
      and (s.slot_date + s.start_time) < ${visitEnd(date, time, minutes)}
      and (s.slot_date + s.start_time) > ${nowLocal}::timestamp
      and not exists (
        select 1 from appointments a
        where a.provider_profile_id = s.provider_profile_id and a.status in (${blocking})
          and a.local_range && tsrange(s.slot_date + s.start_time, s.slot_date + s.start_time + interval '30 minutes'))`);
}

/** Cancels a visit that is still on; false when it was not (already cancelled, completed...). */
export async function cancelAppointment(
  tx: Executor,
  id: string,
  change: { reason: string; cancelledBy: string },
): Promise<boolean> {
  const rows = await tx
    .update(appointments)
    .set({
      status: 'cancelled',
      cancellationReason: change.reason,
      cancelledAt: new Date(),
      cancelledBy: change.cancelledBy,
    })
    .where(and(eq(appointments.id, id), inArray(appointments.status, [...BLOCKING_STATUSES])))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/** Moves a visit to `status` when it is in one of `from`; false otherwise. */
export async function changeStatus(
  tx: Executor,
  id: string,
  status: 'confirmed' | 'completed' | 'no_show',
  from: readonly AppointmentStatus[],
): Promise<boolean> {
  // A visit corrected from completed to missed did not take place after all.
  const stamp =
    status === 'confirmed'
      ? { confirmedAt: new Date() }
      : { completedAt: status === 'completed' ? new Date() : null };
  const rows = await tx
    .update(appointments)
    .set({ status, ...stamp })
    .where(and(eq(appointments.id, id), inArray(appointments.status, [...from])))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/**
 * Claims the visits that start within `hours` of `now` and have no reminder yet, stamping them in the
 * same statement. Two instances sweeping at once cannot both claim one: the second UPDATE waits for
 * the first's row lock, then finds reminder_queued_at set and skips the row.
 */
export async function claimDueReminders(tx: Executor, now: Date, hours: number): Promise<AppointmentRow[]> {
  const at = now.toISOString();
  const { rows } = await tx.execute<{ id: string }>(sql`
    update appointments a set reminder_queued_at = ${at}::timestamptz
    where a.reminder_queued_at is null and a.status in ('scheduled', 'confirmed')
      -- a coarse date range first, so the partial index on (date, time) does the work
      and a.appointment_date between (${at}::timestamptz at time zone ${PRACTICE_TIME_ZONE})::date - 1
        and (${at}::timestamptz at time zone ${PRACTICE_TIME_ZONE})::date + ${Math.ceil(hours / 24) + 1}::int
      and ((a.appointment_date + a.appointment_time) at time zone ${PRACTICE_TIME_ZONE}) > ${at}::timestamptz
      and ((a.appointment_date + a.appointment_time) at time zone ${PRACTICE_TIME_ZONE})
        <= ${at}::timestamptz + make_interval(hours => ${hours}::int)
    returning a.id`);
  if (!rows.length) return [];
  const { rows: full } = await tx.execute<AppointmentRow>(
    selectAppointments(
      sql`a.id in (${sql.join(
        rows.map((r) => sql`${r.id}::uuid`),
        sql`, `,
      )})`,
    ),
  );
  return full;
}
