import type { z } from 'zod';
import { providerDisplayName } from '#shared/display-name.ts';
import type { OfficeHoursDay, Weekday } from '#shared/providers/profile.ts';
import type { AuditAction } from '#shared/admin/audit-actions.ts';
import { isSuperAdmin } from '#shared/roles.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { AppointmentTypeDto } from '#shared/appointments/booking.ts';
import {
  DAY_KEYS,
  SCHEDULE_MESSAGES,
  SLOT_STEP_MINUTES,
  addDaysIso,
  fromMinutes,
  practiceNow,
  toMinutes,
  type CalendarSlotDto,
  type GenerateSlotsResultDto,
  type ScheduleCalendarDto,
  type ScheduleDto,
  type SlotChangeResultDto,
  type appointmentTypeSchema,
  type appointmentTypeUpdateSchema,
  type availabilitySchema,
  type generateSlotsSchema,
  type officeHoursSchema,
  type slotSelectionSchema,
} from '#shared/schedule/schedule.ts';
import { PRACTICE_TIME_ZONE } from '#shared/search/availability.ts';
import { hoursRefusal, practiceInstant, type AvailabilityWindow } from '#shared/schedule/slot-rules.ts';
import type { AppDeps, SessionUser } from '../../app-env.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { OfficeHours } from '../../db/schema/providers.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { changedFields, recordAdminAction } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import { planSlots } from './plan-slots.ts';
import {
  announce,
  notify,
  scheduleConflictNotice,
  type Notice,
  type ScheduleChange,
} from '../notifications/index.ts';
import * as repo from './repository.ts';

const M = SCHEDULE_MESSAGES;

/**
 * Whose schedule a request works on. A provider works on the profile they own (found by
 * provider_profiles.user_id) and naming any other is a 403; a super_admin names the profile.
 * Routes have already refused guests (401) and other roles (403).
 */
async function resolveProvider(db: Db, user: SessionUser, requested?: string): Promise<string> {
  if (isSuperAdmin(user.role)) {
    if (!requested) throw badRequest(M.chooseProvider, { providerProfileId: M.chooseProvider });
    if (!isUuid(requested) || !(await repo.findProfile(db, requested))) throw notFound(M.providerNotFound);
    return requested;
  }
  const own = await repo.findOwnedProfileId(db, user.id);
  if (requested && requested !== own) throw forbidden(M.notYourSchedule);
  if (!own) throw notFound(M.noProfile);
  return own;
}

/** The schedule's audit actions without their prefix: 'availability' for 'schedule.availability'. */
type ScheduleStep = AuditAction extends infer A ? (A extends `schedule.${infer Step}` ? Step : never) : never;

/**
 * A super admin changing a provider's schedule (they pass every owner check) is an admin action:
 * recorded in the audit log, in the transaction of the change. A provider's own changes are not.
 */
async function auditAdminChange(
  db: Executor,
  user: SessionUser,
  action: ScheduleStep,
  providerProfileId: string,
  change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
) {
  if (!isSuperAdmin(user.role)) return;
  await recordAdminAction(db, user, {
    action: `schedule.${action}`,
    targetType: 'provider_profile',
    targetId: providerProfileId,
    ...change,
  });
}

async function assertOwner(db: Db, user: SessionUser, providerProfileId: string) {
  if (isSuperAdmin(user.role)) return;
  if ((await repo.findOwnedProfileId(db, user.id)) !== providerProfileId) throw forbidden(M.notYourSchedule);
}

const toType = (row: repo.TypeRow): AppointmentTypeDto => ({
  id: row.id,
  name: row.name,
  nameEs: row.name_es,
  description: row.description,
  durationMinutes: row.duration_minutes,
});

/** Office hours with every weekday present; a day never set reads as closed (seeded closed days have empty times). */
function fullOfficeHours(
  stored: Partial<Record<Weekday, OfficeHoursDay>> | null,
): Record<Weekday, OfficeHoursDay> {
  const out = {} as Record<Weekday, OfficeHoursDay>;
  for (const day of DAY_KEYS) {
    const h = stored?.[day];
    out[day] = {
      open: h?.open || '09:00',
      close: h?.close || '17:00',
      closed: h ? Boolean(h.closed) : true,
    };
  }
  return out;
}

export async function getSchedule(
  db: Db,
  user: SessionUser,
  locale: Locale,
  requested?: string,
): Promise<ScheduleDto> {
  const providerId = await resolveProvider(db, user, requested);
  const [profile, windows, types] = await Promise.all([
    repo.findProfile(db, providerId),
    repo.listAvailability(db, providerId),
    repo.listActiveTypes(db, providerId),
  ]);
  return {
    providerProfileId: providerId,
    providerName: profile
      ? providerDisplayName(
          {
            title: profile.title,
            firstName: profile.first_name,
            lastName: profile.last_name,
            professionalTitle: profile.professional_title,
            practiceName: profile.practice_name,
            gender: profile.gender,
          },
          { locale },
        )
      : '',
    timeZone: PRACTICE_TIME_ZONE,
    availability: windows.map((w) => ({
      dayOfWeek: w.day_of_week,
      startTime: w.start_time,
      endTime: w.end_time,
    })),
    officeHours: fullOfficeHours(profile?.office_hours ?? null),
    appointmentTypes: types.map(toType),
  };
}

type ScheduleDeps = Pick<AppDeps, 'database' | 'queue' | 'events' | 'log'>;
type Hours = { officeHours: OfficeHours; availability: AvailabilityWindow[] };

const asWindows = (rows: repo.WindowRow[]): AvailabilityWindow[] =>
  rows.map((w) => ({
    dayOfWeek: w.day_of_week,
    startTime: w.start_time,
    endTime: w.end_time,
    isAvailable: true,
  }));

/**
 * Changing the hours never cancels a booked visit: a visit still ahead that the old hours allowed
 * and the new ones do not stays booked, and the practice's account is told how many there are
 * (schedule.test.ts, docs/product.md#booking), in the transaction that made the change.
 */
async function noticeConflicts(
  deps: ScheduleDeps,
  tx: Executor,
  profile: repo.ProfileRow,
  change: ScheduleChange,
  hours: { before: Hours; after: Hours },
  now: Date,
): Promise<Notice[]> {
  if (!profile.user_id) return [];
  const visits = await repo.listBookedVisitsFrom(tx, profile.id, practiceNow(now).date);
  const affected = visits.filter(
    (v) =>
      practiceInstant(v.date, v.time).getTime() > now.getTime() &&
      hoursRefusal(hours.after, v.date, v.time) !== null &&
      hoursRefusal(hours.before, v.date, v.time) === null,
  );
  if (affected.length === 0) return [];
  const notice = scheduleConflictNotice(profile.user_id, change, {
    count: affected.length,
    first: affected[0]!,
  });
  return [await notify(deps, notice, tx)];
}

export async function saveAvailability(
  deps: ScheduleDeps,
  user: SessionUser,
  locale: Locale,
  input: z.output<typeof availabilitySchema>,
  requested?: string,
  now = new Date(),
) {
  const db = deps.database.db;
  const providerId = await resolveProvider(db, user, requested);
  const windows = [...input.windows].sort(
    (a, b) => a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime),
  );
  const notices = await db.transaction(async (tx) => {
    const profile = await repo.lockProfile(tx, providerId);
    if (!profile) throw notFound(M.providerNotFound);
    const before = asWindows(await repo.listAvailability(tx, providerId));
    await repo.replaceAvailability(tx, providerId, windows);
    const after = windows.map((w) => ({ ...w, isAvailable: true }));
    await auditAdminChange(tx, user, 'availability', providerId, {
      before: { availability: before },
      after: { availability: after },
    });
    const officeHours = profile.office_hours ?? {};
    return noticeConflicts(
      deps,
      tx,
      profile,
      'availability',
      { before: { officeHours, availability: before }, after: { officeHours, availability: after } },
      now,
    );
  });
  await announce(deps, notices);
  return getSchedule(db, user, locale, providerId);
}

export async function saveOfficeHours(
  deps: ScheduleDeps,
  user: SessionUser,
  locale: Locale,
  input: z.output<typeof officeHoursSchema>,
  requested?: string,
  now = new Date(),
) {
  const db = deps.database.db;
  const providerId = await resolveProvider(db, user, requested);
  const hours = {} as Record<Weekday, OfficeHoursDay>;
  for (const day of DAY_KEYS) {
    const h = input[day];
    hours[day] = { open: h.open, close: h.close, closed: h.closed };
  }
  const notices = await db.transaction(async (tx) => {
    const profile = await repo.lockProfile(tx, providerId);
    if (!profile) throw notFound(M.providerNotFound);
    const availability = asWindows(await repo.listAvailability(tx, providerId));
    await repo.updateOfficeHours(tx, providerId, hours);
    await auditAdminChange(tx, user, 'office_hours', providerId, {
      before: { officeHours: profile.office_hours ?? {} },
      after: { officeHours: hours },
    });
    return noticeConflicts(
      deps,
      tx,
      profile,
      'office_hours',
      {
        before: { officeHours: profile.office_hours ?? {}, availability },
        after: { officeHours: hours, availability },
      },
      now,
    );
  });
  await announce(deps, notices);
  return getSchedule(db, user, locale, providerId);
}

/**
 * Makes the slots the weekly hours and office hours call for over the next 30 days. Existing slots
 * are never duplicated or changed (booked and blocked ones stay exactly as they are), and a time an
 * appointment holds gets no new slot.
 */
export async function generateSlots(
  db: Db,
  user: SessionUser,
  input: z.output<typeof generateSlotsSchema>,
  requested?: string,
  now = new Date(),
): Promise<GenerateSlotsResultDto & { providerProfileId: string }> {
  const providerId = await resolveProvider(db, user, requested);
  const [profile, windows] = await Promise.all([
    repo.findProfile(db, providerId),
    repo.listAvailability(db, providerId),
  ]);
  const plan = planSlots({
    now,
    stepMinutes: input.stepMinutes,
    windows: windows.map((w) => ({ dayOfWeek: w.day_of_week, startTime: w.start_time, endTime: w.end_time })),
    officeHours: profile?.office_hours ?? {},
  });
  const added = await db.transaction(async (tx) => {
    const count = await repo.insertSlots(tx, providerId, plan.slots, input.stepMinutes);
    await auditAdminChange(tx, user, 'slots_generate', providerId, {
      after: { added: count, from: plan.from, to: plan.to, stepMinutes: input.stepMinutes },
    });
    return count;
  });
  return {
    providerProfileId: providerId,
    added,
    from: plan.from,
    to: plan.to,
    stepMinutes: input.stepMinutes,
  };
}

type Selection = z.output<typeof slotSelectionSchema>;

/** A slot is booked when an appointment holds it, or it was taken without being blocked. */
const isBooked = (s: repo.SlotRow) =>
  Boolean(s.appointment_id) || (!s.is_available && s.override_type !== 'blocked');
const isBlocked = (s: repo.SlotRow) => !s.appointment_id && s.override_type === 'blocked';

const hasPassed = (date: string, time: string, now: Date) => {
  const today = practiceNow(now);
  return date < today.date || (date === today.date && time <= today.time);
};

async function ownedSlot(db: Db, user: SessionUser, slotId: string) {
  if (!isUuid(slotId)) throw notFound(M.slotNotFound);
  const slot = await repo.findSlot(db, slotId);
  if (!slot) throw notFound(M.slotNotFound);
  await assertOwner(db, user, slot.provider_profile_id);
  return slot;
}

/** The 30-minute steps from start up to (not including) end. */
function steps(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = toMinutes(start); t < toMinutes(end); t += SLOT_STEP_MINUTES) out.push(fromMinutes(t));
  return out;
}

type SlotChange = SlotChangeResultDto & { providerProfileId: string };

/** Writes one slot's block or unblock with its audit entry; nothing written means a booking came first. */
async function changeOneSlot(
  db: Db,
  user: SessionUser,
  slot: Awaited<ReturnType<typeof ownedSlot>>,
  action: 'slots_block' | 'slots_unblock',
  write: (tx: Executor, ids: string[]) => Promise<number>,
  lostToBooking: MessageKey,
): Promise<SlotChange> {
  const changed = await db.transaction(async (tx) => {
    const n = await write(tx, [slot.id]);
    if (!n) throw conflict(lostToBooking);
    await auditAdminChange(tx, user, action, slot.provider_profile_id, {
      after: { slotIds: [slot.id], date: slot.date, time: slot.time },
    });
    return n;
  });
  return { providerProfileId: slot.provider_profile_id, changed, skippedBooked: 0 };
}

/** The provider and the day's range of a range selection, which may not lie in the past. */
async function selectedRange(
  db: Db,
  user: SessionUser,
  input: Selection,
  requested: string | undefined,
  now: Date,
) {
  const providerId = await resolveProvider(db, user, requested);
  const { date, startTime, endTime } = input as Required<Omit<Selection, 'slotId'>>;
  if (date < practiceNow(now).date) throw badRequest(M.pastDate, { date: M.pastDate });
  return { providerId, date, startTime, endTime };
}

/**
 * Blocks one slot, or every time of a day's range: free slots become blocked, times without a
 * slot get a blocked one (so making slots later leaves them alone), booked times stay booked.
 */
export async function blockSlots(
  db: Db,
  user: SessionUser,
  input: Selection,
  requested?: string,
  now = new Date(),
): Promise<SlotChange> {
  if (input.slotId) {
    const slot = await ownedSlot(db, user, input.slotId);
    if (isBooked(slot)) throw conflict(M.slotBooked);
    if (hasPassed(slot.date, slot.time, now)) throw conflict(M.pastTime);
    if (isBlocked(slot)) return { providerProfileId: slot.provider_profile_id, changed: 0, skippedBooked: 0 };
    // Nothing changed means a patient took it between our look and the write.
    return changeOneSlot(db, user, slot, 'slots_block', repo.blockSlots, M.slotBooked);
  }
  const { providerId, date, startTime, endTime } = await selectedRange(db, user, input, requested, now);
  return db.transaction(async (tx) => {
    const existing = await repo.listSlotsInRange(tx, providerId, date, startTime, endTime);
    const booked = existing.filter(isBooked);
    const free = existing.filter((s) => !isBooked(s) && !isBlocked(s));
    const taken = new Set(existing.map((s) => s.time));
    const missing = steps(startTime, endTime).filter((t) => !taken.has(t));
    const blocked = await repo.blockSlots(
      tx,
      free.map((s) => s.id),
    );
    const made = await repo.insertBlockedSlots(tx, providerId, date, missing);
    await auditAdminChange(tx, user, 'slots_block', providerId, {
      after: { date, startTime, endTime, changed: blocked + made },
    });
    // A missing time that got no blocked slot is held by an appointment that has no slot there.
    return {
      providerProfileId: providerId,
      changed: blocked + made,
      skippedBooked: booked.length + (missing.length - made),
    };
  });
}

/** Unblocks one blocked slot, or the blocked slots of a day's range. Booked times stay booked. */
export async function unblockSlots(
  db: Db,
  user: SessionUser,
  input: Selection,
  requested?: string,
  now = new Date(),
): Promise<SlotChange> {
  if (input.slotId) {
    const slot = await ownedSlot(db, user, input.slotId);
    if (slot.appointment_id) throw conflict(M.bookedCannotUnblock);
    if (slot.override_type !== 'blocked') throw conflict(M.notBlocked);
    if (hasPassed(slot.date, slot.time, now)) throw conflict(M.pastTime);
    return changeOneSlot(db, user, slot, 'slots_unblock', repo.unblockSlots, M.bookedCannotUnblock);
  }
  const { providerId, date, startTime, endTime } = await selectedRange(db, user, input, requested, now);
  return db.transaction(async (tx) => {
    const existing = await repo.listSlotsInRange(tx, providerId, date, startTime, endTime);
    const blocked = existing.filter((s) => s.override_type === 'blocked');
    const changed = await repo.unblockSlots(
      tx,
      blocked.filter((s) => !s.appointment_id).map((s) => s.id),
    );
    await auditAdminChange(tx, user, 'slots_unblock', providerId, {
      after: { date, startTime, endTime, changed },
    });
    return { providerProfileId: providerId, changed, skippedBooked: blocked.length - changed };
  });
}

// --- Appointment types ---------------------------------------------------------------------------

export async function addType(
  db: Db,
  user: SessionUser,
  input: z.output<typeof appointmentTypeSchema>,
  requested?: string,
) {
  const providerId = await resolveProvider(db, user, requested);
  if (await repo.typeNameTaken(db, providerId, input.name, null)) throw conflict(M.duplicateTypeName);
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertType(tx, providerId, input);
    await auditAdminChange(tx, user, 'appointment_type_create', providerId, { after: { ...input } });
    return created;
  });
  return toType(row);
}

async function ownedType(db: Db, user: SessionUser, typeId: string) {
  if (!isUuid(typeId)) throw notFound(M.typeNotFound);
  const type = await repo.findType(db, typeId);
  if (!type) throw notFound(M.typeNotFound);
  await assertOwner(db, user, type.provider_profile_id);
  if (!type.is_active) throw notFound(M.typeNotFound);
  return type;
}

export async function editType(
  db: Db,
  user: SessionUser,
  typeId: string,
  input: z.output<typeof appointmentTypeUpdateSchema>,
) {
  const type = await ownedType(db, user, typeId);
  if (
    input.name !== undefined &&
    (await repo.typeNameTaken(db, type.provider_profile_id, input.name, type.id))
  )
    throw conflict(M.duplicateTypeName);
  const row = await db.transaction(async (tx) => {
    const updated = await repo.updateType(tx, type.id, input);
    if (!updated) throw notFound(M.typeNotFound);
    const { before, after } = changedFields(
      {
        name: type.name,
        nameEs: type.name_es,
        description: type.description,
        durationMinutes: type.duration_minutes,
      },
      { ...input },
    );
    await auditAdminChange(tx, user, 'appointment_type_update', type.provider_profile_id, {
      before: { typeId: type.id, ...before },
      after: { typeId: type.id, ...after },
    });
    return updated;
  });
  return toType(row);
}

export async function removeType(db: Db, user: SessionUser, typeId: string) {
  const type = await ownedType(db, user, typeId);
  await db.transaction(async (tx) => {
    if (!(await repo.deactivateType(tx, type.id))) throw notFound(M.typeNotFound);
    await auditAdminChange(tx, user, 'appointment_type_remove', type.provider_profile_id, {
      before: { typeId: type.id, name: type.name },
    });
  });
}

// --- Calendar ------------------------------------------------------------------------------------

export async function getCalendar(
  db: Db,
  user: SessionUser,
  range: { from: string; to: string },
  requested?: string,
  now = new Date(),
): Promise<ScheduleCalendarDto> {
  const providerId = await resolveProvider(db, user, requested);
  const rows = await repo.listSlots(db, providerId, range.from, range.to);
  const byDay = new Map<string, CalendarSlotDto[]>();
  for (const s of rows) {
    const list = byDay.get(s.date) ?? [];
    list.push({
      id: s.id,
      time: s.time,
      state: isBooked(s) ? 'booked' : isBlocked(s) ? 'blocked' : 'free',
      patientName: s.appointment_id
        ? `${s.patient_first_name ?? ''} ${s.patient_last_name ?? ''}`.trim() || null
        : null,
      bookedByCaregiver: s.appointment_id ? s.booked_by_caregiver : null,
      appointmentId: s.appointment_id,
    });
    byDay.set(s.date, list);
  }
  const days: ScheduleCalendarDto['days'] = [];
  for (let d = range.from; d <= range.to; d = addDaysIso(d, 1))
    days.push({ date: d, slots: byDay.get(d) ?? [] });
  return { from: range.from, to: range.to, today: practiceNow(now).date, days };
}
