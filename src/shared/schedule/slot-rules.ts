import { tzOffset } from '@date-fns/tz';
import type { OfficeHoursDay, Weekday } from '../providers/profile.ts';
import { BOOKING_WINDOW_DAYS, PRACTICE_TIME_ZONE } from '../search/availability.ts';
import { BLOCKING_STATUSES } from '../appointments/booking.ts';

/**
 * Slot eligibility (slot-rules.test.ts, docs/product.md#booking), the one rule both the booking dialog and
 * the API apply. Pure: the caller passes the slots, the provider's office hours, weekly windows and blocking
 * appointments, and the current instant. Dates are 'YYYY-MM-DD' and times 'HH:mm' (or 'HH:mm:ss') in the
 * practice's time zone, as slots and appointments are stored; nothing here depends on the time zone of the
 * machine it runs on.
 */

// One source for the time zone (America/New_York) and the 30-day booking window, shared with search.
export { PRACTICE_TIME_ZONE };
/** A slot must start at least this long from now to be booked (the next-available list's lead). */
export const BOOKING_LEAD_MINUTES = 30;
/** The shorter lead some of the original helpers used (docs/product.md#booking); kept for those callers. */
const HELPER_LEAD_MINUTES = 15;
/** Blocked ranges grow in steps of this many minutes; a slot occupies one step. */
export const SLOT_STEP_MINUTES = 30;
/** An appointment whose type gives no duration lasts this long (docs/product.md#booking). */
export const DEFAULT_APPOINTMENT_MINUTES = 60;

/** Weekday names by day number, 0 = Sunday (as provider_availability.day_of_week). */
export const WEEKDAYS: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

/** provider_profiles.office_hours: per weekday name. */
export type OfficeHoursWeek = Partial<Record<Weekday, OfficeHoursDay>>;
/** A provider_availability row; dayOfWeek 0 = Sunday. */
export type AvailabilityWindow = {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isAvailable: boolean;
};
export type ScheduledAppointment = { date: string; time: string; durationMinutes: number; status: string };
export type SlotCandidate = { date: string; time: string; isAvailable: boolean };

export type ProviderSchedule = {
  officeHours: OfficeHoursWeek | null | undefined;
  availability: readonly AvailabilityWindow[];
  /** Any statuses; only the blocking ones (scheduled, confirmed, pending_approval) count. */
  appointments: readonly ScheduledAppointment[];
};

/** Why a slot cannot be booked; null when it can. */
export type SlotRefusal =
  | 'not_available'
  | 'past'
  | 'too_soon'
  | 'beyond_window'
  | 'office_closed'
  | 'outside_office_hours'
  | 'outside_availability'
  | 'overlaps_appointment';

const hhmm = (time: string) => time.slice(0, 5);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** Day of the week of a calendar date, 0 = Sunday (independent of any time zone). */
export const weekdayOf = (date: string): number => new Date(dayNumber(date) * 86_400_000).getUTCDay();

/** The calendar date `days` after `date`. */
export function addDaysToDate(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** The practice's local date and time at an instant. */
export function practiceNow(now: Date): { date: string; time: string } {
  const local = new Date(now.getTime() + tzOffset(PRACTICE_TIME_ZONE, now) * 60_000);
  const iso = local.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The practice's today, 'YYYY-MM-DD'. */
export const practiceToday = (now: Date): string => practiceNow(now).date;

/**
 * The instant a local date and time denote in the practice's time zone. Around the daylight-saving
 * changes a wall time can be ambiguous (the repeated hour in November: the earlier, daylight reading
 * is taken, so a slot is never thought later than it is) or missing (the skipped hour in March: the
 * instant just after the gap, as a clock set forward would show).
 */
export function practiceInstant(date: string, time: string): Date {
  const wall = dayNumber(date) * 86_400_000 + minutesOf(time) * 60_000;
  const offsetAt = (ms: number) => tzOffset(PRACTICE_TIME_ZONE, new Date(ms)) * 60_000;
  // The offsets in force a day before and a day after: the two readings a wall time can have.
  const before = wall - offsetAt(wall - 86_400_000);
  const after = wall - offsetAt(wall + 86_400_000);
  const valid = [before, after].filter((instant) => instant + offsetAt(instant) === wall);
  // Neither valid: the skipped hour, read with the offset before the change (02:30 → 03:30 daylight).
  return new Date(valid.length ? Math.min(...valid) : before);
}

/**
 * The local minutes an appointment holds, counted from 1970-01-01 00:00 of the wall clock: its
 * duration rounded up to whole 30-minute steps (slot-rules.test.ts, ADR 7). Wall-clock minutes, as the
 * database's exclusion constraint compares them, so the rule and the constraint agree.
 */
export function blockedRange(appointment: Pick<ScheduledAppointment, 'date' | 'time' | 'durationMinutes'>): {
  start: number;
  end: number;
} {
  const start = dayNumber(appointment.date) * 1440 + minutesOf(appointment.time);
  const duration =
    appointment.durationMinutes > 0 ? appointment.durationMinutes : DEFAULT_APPOINTMENT_MINUTES;
  const steps = Math.ceil(duration / SLOT_STEP_MINUTES);
  return { start, end: start + steps * SLOT_STEP_MINUTES };
}

const isBlocking = (status: string) => (BLOCKING_STATUSES as readonly string[]).includes(status);

/** That weekday's office hours allow a visit starting at `time`: open, and open ≤ time < close. */
function officeHoursRefusal(officeHours: OfficeHoursWeek | null | undefined, date: string, time: string) {
  // A practice that has not given its hours at all is not restricted by them ('Hours not specified').
  if (!officeHours || Object.keys(officeHours).length === 0) return null;
  const day = officeHours[WEEKDAYS[weekdayOf(date)]!];
  if (!day || day.closed || !day.open || !day.close) return 'office_closed' as const;
  const t = hhmm(time);
  return t >= hhmm(day.open) && t < hhmm(day.close) ? null : ('outside_office_hours' as const);
}

/** Inside an available weekly window of that weekday, when the provider has any windows at all. */
function availabilityRefusal(windows: readonly AvailabilityWindow[], date: string, time: string) {
  if (windows.length === 0) return null;
  const weekday = weekdayOf(date);
  const t = hhmm(time);
  const inside = windows.some(
    (w) => w.isAvailable && w.dayOfWeek === weekday && t >= hhmm(w.startTime) && t < hhmm(w.endTime),
  );
  return inside ? null : ('outside_availability' as const);
}

/** The slot, taken as one 30-minute step, meets no blocking appointment's blocked range. */
function overlapRefusal(appointments: readonly ScheduledAppointment[], date: string, time: string) {
  const start = dayNumber(date) * 1440 + minutesOf(time);
  const end = start + SLOT_STEP_MINUTES;
  const hit = appointments.some((a) => {
    if (!isBlocking(a.status)) return false;
    const range = blockedRange(a);
    return start < range.end && range.start < end;
  });
  return hit ? ('overlaps_appointment' as const) : null;
}

/**
 * Why a visit starting at this date and time lies outside the practice's hours: that weekday's office
 * hours, then (when the provider has any) its weekly windows. Null when inside both.
 */
export function hoursRefusal(
  schedule: Pick<ProviderSchedule, 'officeHours' | 'availability'>,
  date: string,
  time: string,
): 'office_closed' | 'outside_office_hours' | 'outside_availability' | null {
  return (
    officeHoursRefusal(schedule.officeHours, date, time) ??
    availabilityRefusal(schedule.availability, date, time)
  );
}

/**
 * Why the slot cannot be booked now, or null when it can: marked available; not in the past; starting
 * at least `leadMinutes` from now; within the booking window; inside that weekday's office hours and
 * (when the provider has windows) an available weekly window; clear of blocking appointments.
 */
export function slotRefusal(
  slot: SlotCandidate,
  schedule: ProviderSchedule,
  now: Date,
  leadMinutes: number = BOOKING_LEAD_MINUTES,
): SlotRefusal | null {
  if (!slot.isAvailable) return 'not_available';
  const starts = practiceInstant(slot.date, slot.time).getTime();
  if (starts <= now.getTime()) return 'past';
  // Also across midnight: a slot at 00:10 is as unreachable at 23:55 as one at 23:58 would be.
  if (starts < now.getTime() + leadMinutes * 60_000) return 'too_soon';
  if (slot.date > addDaysToDate(practiceToday(now), BOOKING_WINDOW_DAYS)) return 'beyond_window';
  return (
    hoursRefusal(schedule, slot.date, slot.time) ??
    overlapRefusal(schedule.appointments, slot.date, slot.time)
  );
}

/** The booking rule: 30 minutes' lead. */
export const isSlotEligible = (slot: SlotCandidate, schedule: ProviderSchedule, now: Date): boolean =>
  slotRefusal(slot, schedule, now, BOOKING_LEAD_MINUTES) === null;

/** The helpers' variant with 15 minutes' lead (slot-rules.test.ts). */
export const isSlotEligibleWithHelperLead = (
  slot: SlotCandidate,
  schedule: ProviderSchedule,
  now: Date,
): boolean => slotRefusal(slot, schedule, now, HELPER_LEAD_MINUTES) === null;

/** The bookable slots among `slots`, in their order. */
export function eligibleSlots<T extends SlotCandidate>(
  slots: readonly T[],
  schedule: ProviderSchedule,
  now: Date,
  leadMinutes: number = BOOKING_LEAD_MINUTES,
): T[] {
  return slots.filter((slot) => slotRefusal(slot, schedule, now, leadMinutes) === null);
}

/**
 * The dates a slot query may cover: from today to BOOKING_WINDOW_DAYS ahead. Requested bounds
 * outside are pulled in; `from` after `to` means nothing to show (null).
 */
export function clampSlotRange(now: Date, from?: string, to?: string): { from: string; to: string } | null {
  const today = practiceToday(now);
  const last = addDaysToDate(today, BOOKING_WINDOW_DAYS);
  const start = from && from > today ? from : today;
  const end = to && to < last ? to : last;
  return start <= end ? { from: start, to: end } : null;
}
