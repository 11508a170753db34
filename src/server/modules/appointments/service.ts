import type { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { TRUST_MESSAGES } from '#shared/directory-trust/trust-messages.ts';
import { PROFILE_MESSAGES } from '#shared/providers/profile.ts';
import {
  type AppointmentDto,
  type AppointmentStatus,
  type AppointmentTypesDto,
  type bookingSchema,
  type PatientAppointmentsDto,
  type ProviderAppointmentsDto,
  type ProviderSlotsDto,
} from '#shared/appointments/booking.ts';
import { APPOINTMENT_MESSAGES } from '#shared/appointments/appointment-messages.ts';
import { BOOKING_MESSAGES } from '#shared/appointments/booking-messages.ts';
import {
  clampSlotRange,
  DEFAULT_APPOINTMENT_MINUTES,
  eligibleSlots,
  practiceInstant,
  practiceNow,
  practiceToday,
  slotRefusal,
} from '#shared/schedule/slot-rules.ts';
import { canActAsPatient, canActAsProvider, isSuperAdmin } from '#shared/roles.ts';
import type { AppDeps, SessionUser } from '../../app-env.ts';
import { recordAdminAction } from '../../lib/audit.ts';
import { retryTransientConflicts, sqlState } from '../../lib/db-errors.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { publishSlotsChanged } from '../../lib/events.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordActivity } from '../activity/index.ts';
import { mayActFor, type Acting } from '../caregivers/index.ts';
import { announce, appointmentBookedNotice, notify, type Notice } from '../notifications/index.ts';
import { patientName, providerName, typeName } from '../../lib/row-names.ts';
import { calendarFile, providerAddress, queueBookedMails, queueCancelledMails } from './mail.ts';
import * as repo from './repository.ts';

type BookingValues = z.output<typeof bookingSchema>;
type Audience = 'patient' | 'provider';

/** A booking starting this soon gets no separate reminder: the confirmation has just said it all. */
export const REMINDER_HOURS = 24;

const providerUnavailable = () => notFound(PROFILE_MESSAGES.notAvailable);
const appointmentMissing = () => notFound(APPOINTMENT_MESSAGES.notFound);

/** A real calendar date (the schema checks the shape; 2026-02-30 has the shape too). */
function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900;
}
const isClockTime = (value: string) => Number(value.slice(0, 2)) < 24 && Number(value.slice(3, 5)) < 60;

/** An appointment as `viewer` sees it, its names in the reader's language ('Dra.', the visit type's name). */
function toDto(
  row: repo.AppointmentRow,
  viewer: SessionUser,
  audience: Audience,
  locale: Locale,
): AppointmentDto {
  return {
    id: row.id,
    providerProfileId: row.provider_profile_id,
    providerName: providerName(row, locale),
    providerSpecialty: row.provider_specialty,
    providerCategory: row.provider_category,
    providerPhone: row.provider_phone,
    providerAddress: providerAddress(row),
    patientName: patientName(row),
    // The patient's contact details are for the practice; the patient knows their own.
    patientEmail: audience === 'provider' ? row.patient_email : null,
    patientPhone: audience === 'provider' ? row.patient_phone : null,
    date: row.date,
    time: row.time,
    durationMinutes: row.duration,
    appointmentTypeName: typeName(row, locale),
    status: row.status,
    reason: row.reason,
    notes: row.notes,
    cancellationReason: row.cancellation_reason,
    cancelledAt: row.cancelled_at,
    cancelledByMe: row.cancelled_by === viewer.id,
    bookedByCaregiver: row.booked_by_caregiver,
    cancelledByCaregiver: row.cancelled_by_caregiver,
    createdAt: row.created_at,
  };
}

/** A listed provider's bookable slots between two dates, clamped to today..today+30 (Florida time). */
export async function listSlots(
  db: Db,
  providerId: string,
  range: { from?: string; to?: string },
  now = new Date(),
): Promise<ProviderSlotsDto> {
  if (!isUuid(providerId)) throw providerUnavailable();
  for (const key of ['from', 'to'] as const) {
    const value = range[key];
    if (value !== undefined && !isCalendarDate(value))
      throw badRequest(BOOKING_MESSAGES.invalidDate, { [key]: BOOKING_MESSAGES.invalidDate });
  }
  const provider = await repo.findListedProvider(db, providerId);
  if (!provider) throw providerUnavailable();
  if (!provider.claimed) return { slots: [] };
  const dates = clampSlotRange(now, range.from, range.to);
  if (!dates) return { slots: [] };
  const [slots, schedule] = await Promise.all([
    repo.listOpenSlots(db, providerId, dates.from, dates.to),
    repo.loadSchedule(db, provider, dates.from, dates.to),
  ]);
  return { slots: eligibleSlots(slots, schedule, now) };
}

/** 404 unless the provider is listed (approved and active). */
export async function requireListedProvider(db: Db, providerId: string) {
  if (!isUuid(providerId) || !(await repo.findListedProvider(db, providerId))) throw providerUnavailable();
}

export async function listAppointmentTypes(db: Db, providerId: string): Promise<AppointmentTypesDto> {
  await requireListedProvider(db, providerId);
  const rows = await repo.listActiveTypes(db, providerId);
  return {
    types: rows.map((t) => ({
      id: t.id,
      name: t.name,
      nameEs: t.name_es,
      description: t.description,
      durationMinutes: t.duration_minutes ?? DEFAULT_APPOINTMENT_MINUTES,
    })),
  };
}

/** SQLSTATEs that mean another booking got there first: overlap, duplicate, serialization, deadlock. */
const LOST_RACE = new Set(['23P01', '23505', '40001', '40P01']);

/**
 * Books one open slot (ADR 7, booking-race.test.ts), all in one transaction: lock the slots the visit
 * covers, check the rules against what is committed now, insert the appointment, mark the slots
 * taken, record the activity and queue both mails. The exclusion constraint on appointments is the
 * last word: a booking that slips past the checks still cannot overlap another, and is told so.
 */
export async function book(
  deps: AppDeps,
  user: SessionUser,
  locale: Locale,
  acting: Acting,
  input: BookingValues,
  now = new Date(),
): Promise<AppointmentDto> {
  if (!canActAsPatient(user.role)) throw forbidden(APPOINTMENT_MESSAGES.patientsOnly);
  // The e-mail is asked on the user's own visit only; a caregiver's booking for someone else sends none.
  if (!acting.forSomeoneElse && !input.email)
    throw badRequest(BOOKING_MESSAGES.emailRequired, { email: BOOKING_MESSAGES.emailRequired });
  if (!isCalendarDate(input.date))
    throw badRequest(BOOKING_MESSAGES.dateRequired, { date: BOOKING_MESSAGES.dateRequired });
  if (!isClockTime(input.time))
    throw badRequest(BOOKING_MESSAGES.timeRequired, { time: BOOKING_MESSAGES.timeRequired });
  if (!isCalendarDate(input.dateOfBirth) || input.dateOfBirth > practiceToday(now))
    throw badRequest(BOOKING_MESSAGES.dobRequired, { dateOfBirth: BOOKING_MESSAGES.dobRequired });

  const db = deps.database.db;
  let id: string;
  let notices: Notice[];
  try {
    ({ id, notices } = await db.transaction(async (tx) => {
      const provider = await repo.findListedProvider(tx, input.providerProfileId);
      if (!provider) throw providerUnavailable();
      if (!provider.claimed) throw conflict(TRUST_MESSAGES.unclaimedRefusal);
      const type = await repo.findActiveType(tx, provider.id, input.appointmentTypeId);
      if (!type)
        throw badRequest(APPOINTMENT_MESSAGES.typeUnavailable, {
          appointmentTypeId: APPOINTMENT_MESSAGES.typeUnavailable,
        });
      const minutes = type.duration_minutes ?? DEFAULT_APPOINTMENT_MINUTES;
      const covered = await repo.lockCoveredSlots(tx, provider.id, input.date, input.time, minutes);
      const slot = covered[0];
      // The first covered slot is the one asked for, or the request named a time this provider has not.
      if (!slot || slot.id !== input.slotId || slot.date !== input.date || slot.time !== input.time)
        throw conflict(BOOKING_MESSAGES.slotGone);
      const schedule = await repo.loadSchedule(tx, provider, input.date, input.date);
      if (slotRefusal(slot, schedule, now) !== null) throw conflict(BOOKING_MESSAGES.slotGone);

      const startsIn = practiceInstant(input.date, input.time).getTime() - now.getTime();
      const appointmentId = await repo.insertAppointment(tx, {
        patientId: acting.patientId,
        bookedBy: acting.actorId,
        providerProfileId: provider.id,
        slotId: slot.id,
        appointmentTypeId: type.id,
        appointmentDate: input.date,
        appointmentTime: input.time,
        appointmentDuration: minutes,
        status: 'scheduled',
        reason: input.reason,
        notes: input.notes,
        patientFirstName: input.firstName,
        patientLastName: input.lastName,
        // The patient account's verified address, whatever the form says: mail about the visit goes there.
        patientEmail: acting.patientEmail,
        patientPhone: input.phone,
        patientDateOfBirth: input.dateOfBirth,
        reminderQueuedAt: startsIn <= REMINDER_HOURS * 3_600_000 ? now : null,
      });
      await repo.markSlotsBooked(
        tx,
        covered.filter((s) => s.isAvailable).map((s) => s.id),
      );
      await recordActivity(tx, {
        userId: acting.patientId,
        type: 'booked_appointment',
        providerProfileId: provider.id,
        metadata: {
          appointment_id: appointmentId,
          appointment_date: input.date,
          appointment_time: input.time,
          appointment_type_id: type.id,
          ...(acting.forSomeoneElse ? { acted_by: acting.actorId } : {}),
        },
      });
      const row = (await repo.findAppointment(tx, appointmentId))!;
      const caregivers = await queueBookedMails(deps, tx, row);
      // The practice's account hears of it in the bell menu and by push (a practice without one has mail only).
      const booked = row.provider_owner_id
        ? [
            await notify(
              deps,
              appointmentBookedNotice(row.provider_owner_id, {
                id: row.id,
                date: row.date,
                time: row.time,
                typeName: (locale) => typeName(row, locale),
                patientName: patientName(row),
              }),
              tx,
            ),
          ]
        : [];
      return { id: appointmentId, notices: [...booked, ...caregivers] };
    }));
  } catch (err) {
    if (!(err instanceof AppError) && LOST_RACE.has(sqlState(err) ?? ''))
      throw conflict(BOOKING_MESSAGES.slotTaken);
    throw err;
  }
  await publishSlotsChanged(deps, input.providerProfileId);
  await announce(deps, notices);
  return toDto((await repo.findAppointment(db, id))!, user, 'patient', locale);
}

/** The appointments of the person the caller acts for: their own, or a patient they help. */
export async function listMine(
  db: Db,
  user: SessionUser,
  locale: Locale,
  acting: Acting,
  now = new Date(),
): Promise<PatientAppointmentsDto> {
  const { upcoming, past } = await repo.listForPatient(db, acting.patientId, practiceToday(now));
  return {
    upcoming: upcoming.map((r) => toDto(r, user, 'patient', locale)),
    past: past.map((r) => toDto(r, user, 'patient', locale)),
  };
}

/** The profile the signed-in provider owns; 404 without one (a super admin owns none). */
async function ownProfileId(db: Db, user: SessionUser): Promise<string> {
  const id = await repo.findOwnedProfileId(db, user.id);
  if (!id) throw notFound(APPOINTMENT_MESSAGES.noProfile);
  return id;
}

export async function listForProvider(
  db: Db,
  user: SessionUser,
  locale: Locale,
  now = new Date(),
): Promise<ProviderAppointmentsDto> {
  if (!canActAsProvider(user.role)) throw forbidden();
  const profileId = await ownProfileId(db, user);
  const lists = await repo.listForProvider(db, profileId, practiceToday(now));
  return {
    today: lists.today.map((r) => toDto(r, user, 'provider', locale)),
    upcoming: lists.upcoming.map((r) => toDto(r, user, 'provider', locale)),
    past: lists.past.map((r) => toDto(r, user, 'provider', locale)),
  };
}

async function loadAppointment(db: Db, id: string) {
  if (!isUuid(id)) throw appointmentMissing();
  const row = await repo.findAppointment(db, id);
  if (!row) throw appointmentMissing();
  return row;
}

/** Its patient, a caregiver the patient lets manage appointments (ADR 18), or a super admin. */
async function asPatient(db: Db, user: SessionUser, id: string) {
  const row = await loadAppointment(db, id);
  if (!isSuperAdmin(user.role) && !(await mayActFor(db, user, row.patient_id, 'manage_appointments')))
    throw forbidden(APPOINTMENT_MESSAGES.notYours);
  return row;
}

/** The provider who owns the appointment's profile, or a super admin. */
async function asProvider(db: Db, user: SessionUser, id: string) {
  if (!canActAsProvider(user.role)) throw forbidden();
  const row = await loadAppointment(db, id);
  if (!isSuperAdmin(user.role) && row.provider_owner_id !== user.id)
    throw forbidden(APPOINTMENT_MESSAGES.notYourPractice);
  return row;
}

/**
 * Neither the patient nor the practice: a super admin changing other people's appointment, which the
 * audit log records.
 */
const actsForSomeoneElse = (user: SessionUser, row: repo.AppointmentRow) =>
  row.patient_id !== user.id && row.provider_owner_id !== user.id && isSuperAdmin(user.role);

/**
 * Cancels with the reason, the time and who did it (appointments.test.ts), frees the slots the booking took
 * if they are still ahead, and tells both sides by mail, all in one transaction.
 */
async function cancel(
  deps: AppDeps,
  user: SessionUser,
  locale: Locale,
  row: repo.AppointmentRow,
  reason: string,
  audience: Audience,
  now: Date,
) {
  const db = deps.database.db;
  // A booking of the same provider's times can deadlock with it on PostgreSQL; the loser is retried.
  const notices = await retryTransientConflicts(() =>
    db.transaction(async (tx) => {
      const told = await cancelInTransaction(deps, tx, user, row, reason, now);
      if (actsForSomeoneElse(user, row))
        await recordAdminAction(tx, user, {
          action: 'appointment.cancel',
          targetType: 'appointment',
          targetId: row.id,
          before: { status: row.status, cancellationReason: row.cancellation_reason },
          after: { status: 'cancelled', cancellationReason: reason },
        });
      return told;
    }),
  );
  await publishSlotsChanged(deps, row.provider_profile_id);
  await announce(deps, notices);
  return toDto((await repo.findAppointment(db, row.id))!, user, audience, locale);
}

/**
 * The cancellation itself inside the caller's transaction (also used when a patient deletes their
 * account): marks it, frees its slots still ahead and queues the mails. The caller publishes the
 * slot change, and announces the caregivers' notices it returns, once the transaction has committed.
 */
export async function cancelInTransaction(
  deps: AppDeps,
  tx: Tx,
  user: SessionUser,
  row: repo.AppointmentRow,
  reason: string,
  now: Date,
) {
  if (!(await repo.cancelAppointment(tx, row.id, { reason, cancelledBy: user.id })))
    throw conflict(APPOINTMENT_MESSAGES.notCancellable);
  const local = practiceNow(now);
  await repo.freeBookedSlots(
    tx,
    { providerId: row.provider_profile_id, date: row.date, time: row.time, minutes: row.duration },
    `${local.date} ${local.time}`,
  );
  return queueCancelledMails(deps, tx, { ...row, status: 'cancelled', cancellation_reason: reason });
}

export async function cancelAsPatient(
  deps: AppDeps,
  user: SessionUser,
  locale: Locale,
  id: string,
  reason: string,
  now = new Date(),
): Promise<AppointmentDto> {
  const row = await asPatient(deps.database.db, user, id);
  return cancel(deps, user, locale, row, reason, 'patient', now);
}

export async function cancelAsProvider(
  deps: AppDeps,
  user: SessionUser,
  locale: Locale,
  id: string,
  reason: string,
  now = new Date(),
): Promise<AppointmentDto> {
  const row = await asProvider(deps.database.db, user, id);
  return cancel(deps, user, locale, row, reason, 'provider', now);
}

/** Which statuses each change may start from. */
const CHANGE_FROM: Record<'confirmed' | 'completed' | 'no_show', readonly AppointmentStatus[]> = {
  confirmed: ['scheduled', 'pending_approval'],
  // Completed and missed may be corrected into each other; a cancelled visit stays cancelled.
  completed: ['scheduled', 'confirmed', 'pending_approval', 'no_show'],
  no_show: ['scheduled', 'confirmed', 'pending_approval', 'completed'],
};

/**
 * The practice confirms a scheduled visit, or records once its time has started that it took place
 * or that the patient did not come.
 */
export async function changeStatus(
  deps: AppDeps,
  user: SessionUser,
  locale: Locale,
  id: string,
  status: 'confirmed' | 'completed' | 'no_show',
  now = new Date(),
): Promise<AppointmentDto> {
  const db = deps.database.db;
  const row = await asProvider(db, user, id);
  if (row.status === 'cancelled') throw conflict(APPOINTMENT_MESSAGES.notChangeable);
  if (status === 'confirmed' && !CHANGE_FROM.confirmed.includes(row.status))
    throw conflict(APPOINTMENT_MESSAGES.cannotConfirm);
  if (status !== 'confirmed' && practiceInstant(row.date, row.time).getTime() > now.getTime())
    throw conflict(APPOINTMENT_MESSAGES.notStarted);
  if (row.status !== status) {
    const changed = await db.transaction(async (tx) => {
      const done = await repo.changeStatus(tx, row.id, status, CHANGE_FROM[status]);
      if (done && actsForSomeoneElse(user, row))
        await recordAdminAction(tx, user, {
          action: 'appointment.status_change',
          targetType: 'appointment',
          targetId: row.id,
          before: { status: row.status },
          after: { status },
        });
      return done;
    });
    // Changed by someone else meanwhile (a cancellation, say): say what is true now.
    if (!changed)
      throw conflict(
        status === 'confirmed' ? APPOINTMENT_MESSAGES.cannotConfirm : APPOINTMENT_MESSAGES.notChangeable,
      );
    await publishSlotsChanged(deps, row.provider_profile_id);
  }
  return toDto((await repo.findAppointment(db, row.id))!, user, 'provider', locale);
}

/** The .ics file for the patient or the practice of the appointment (or a super admin), in `locale`. */
export async function calendarFor(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  locale: Locale = DEFAULT_LOCALE,
) {
  const row = await loadAppointment(deps.database.db, id);
  const isPatient = await mayActFor(deps.database.db, user, row.patient_id, 'view_appointments');
  const isPractice = row.provider_owner_id !== null && row.provider_owner_id === user.id;
  if (!isPatient && !isPractice && !isSuperAdmin(user.role)) throw forbidden(APPOINTMENT_MESSAGES.notYours);
  return {
    filename: `appointment-${row.date}.ics`,
    content: calendarFile(
      deps,
      row,
      isPractice && !isPatient
        ? 'provider'
        : isPatient && row.patient_id !== user.id
          ? 'caregiver'
          : 'patient',
      undefined,
      locale,
    ),
  };
}
