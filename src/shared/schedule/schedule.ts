import { tzOffset } from '@date-fns/tz';
import { z } from 'zod';
import { singleLine } from '../validation/single-line.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { officeHoursDayDtoSchema, type Weekday } from '../providers/profile-inputs.ts';
import { BOOKING_WINDOW_DAYS, PRACTICE_TIME_ZONE } from '../search/availability.ts';
import { appointmentTypeDtoSchema } from '../appointments/booking.ts';

/**
 * The provider's own schedule (schedule.test.ts, docs/product.md#booking): weekly hours, office hours, making
 * time slots, blocking and unblocking them, appointment types, and the calendar of the coming weeks. The web
 * forms and the API validate with the same schemas below. Dates are 'YYYY-MM-DD' and times 'HH:mm', both in
 * the practice's time zone (America/New_York), as the slots are stored.
 */

/** Blocking and unblocking a range moves in these steps (docs/product.md#booking). */
export const SLOT_STEP_MINUTES = 30;
/** Making slots covers today and the following days of the booking window (30 in all). */
export const SLOT_DAYS = BOOKING_WINDOW_DAYS;
/** The slot lengths a provider may make; 30 unless they choose otherwise. */
export const SLOT_LENGTHS = [15, 30, 45, 60] as const;
export const DEFAULT_SLOT_LENGTH = 30;
/** The appointment type form starts at 30 minutes (docs/product.md#booking); the table allows 5 to 480. */
export const DEFAULT_TYPE_DURATION = 30;
export const TYPE_DURATION_MIN = 5;
export const TYPE_DURATION_MAX = 480;
/** The calendar asks for at most this many days at once. */
const CALENDAR_MAX_DAYS = 62;

/** day_of_week as the table keeps it: 0 = Sunday ... 6 = Saturday. */
export const DAY_KEYS: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];
/** Screens list the week from Monday, as Florida calendars do. */
export const MONDAY_FIRST: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

export const SCHEDULE_MESSAGES = {
  timeFormat: 'provider.schedule.timeFormat',
  halfHour: 'provider.schedule.halfHour',
  endAfterStart: 'provider.schedule.endAfterStart',
  /** Names the day by its code: `{ day: 'friday' }`. */
  overlap: 'provider.schedule.overlap',
  tooManyWindows: 'provider.schedule.tooManyWindows',
  dayOfWeek: 'provider.schedule.dayOfWeek',
  closeAfterOpen: 'provider.schedule.closeAfterOpen',
  typeName: 'provider.schedule.typeName',
  typeNameLong: 'provider.schedule.typeNameLong',
  typeNameEsLong: 'provider.schedule.typeNameEsLong',
  typeDescriptionLong: 'provider.schedule.typeDescriptionLong',
  // Its words name TYPE_DURATION_MIN and TYPE_DURATION_MAX, and calendarRange's CALENDAR_MAX_DAYS:
  // the catalogues change with them.
  typeDuration: 'provider.schedule.typeDuration',
  typeNothingToChange: 'provider.schedule.typeNothingToChange',
  slotLength: 'provider.schedule.slotLength',
  date: 'provider.schedule.date',
  slotOrRange: 'provider.schedule.slotOrRange',
  calendarRange: 'provider.schedule.calendarRange',
  // Answers from the server.
  noProfile: 'provider.schedule.noProfile',
  notYourSchedule: 'provider.schedule.notYourSchedule',
  chooseProvider: 'provider.schedule.chooseProvider',
  providerNotFound: 'provider.schedule.providerNotFound',
  slotNotFound: 'provider.schedule.slotNotFound',
  typeNotFound: 'provider.schedule.typeNotFound',
  slotBooked: 'provider.schedule.slotBooked',
  notBlocked: 'provider.schedule.notBlocked',
  bookedCannotUnblock: 'provider.schedule.bookedCannotUnblock',
  pastTime: 'provider.schedule.pastTime',
  pastDate: 'provider.schedule.pastDate',
  duplicateTypeName: 'provider.schedule.duplicateTypeName',
  // Toasts and notes on the page.
  availabilitySaved: 'provider.schedule.availabilitySaved',
  officeHoursSaved: 'provider.schedule.officeHoursSaved',
  typeAdded: 'provider.schedule.typeAdded',
  typeUpdated: 'provider.schedule.typeUpdated',
  typeRemoved: 'provider.schedule.typeRemoved',
  loadFailed: 'provider.schedule.loadFailed',
  saveFailed: 'provider.schedule.saveFailed',
} as const satisfies Record<string, MessageKey>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Minutes since midnight of 'HH:mm' (or 'HH:mm:ss'). */
export const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** 'HH:mm' of minutes since midnight. */
export const fromMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const clockTime = z
  .string({ message: SCHEDULE_MESSAGES.timeFormat })
  .regex(TIME, SCHEDULE_MESSAGES.timeFormat);
/** On the 30-minute grid that slots and blocked ranges use. */
const halfHourTime = clockTime.refine(
  (t) => toMinutes(t) % SLOT_STEP_MINUTES === 0,
  SCHEDULE_MESSAGES.halfHour,
);
const isoDate = z
  .string({ message: SCHEDULE_MESSAGES.date })
  .regex(DATE, SCHEDULE_MESSAGES.date)
  .refine((d) => isRealDate(d), SCHEDULE_MESSAGES.date);

/** True for a calendar date that exists ('2027-02-30' does not). */
export function isRealDate(date: string): boolean {
  if (!DATE.test(date)) return false;
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y!, m! - 1, d!));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m! - 1 && t.getUTCDate() === d;
}

// --- Weekly hours (provider_availability) -------------------------------------------------------

const availabilityWindowSchema = z
  .object({
    dayOfWeek: z
      .number({ message: SCHEDULE_MESSAGES.dayOfWeek })
      .int(SCHEDULE_MESSAGES.dayOfWeek)
      .min(0, SCHEDULE_MESSAGES.dayOfWeek)
      .max(6, SCHEDULE_MESSAGES.dayOfWeek),
    startTime: halfHourTime,
    endTime: halfHourTime,
  })
  .refine((w) => !TIME.test(w.startTime) || !TIME.test(w.endTime) || w.startTime < w.endTime, {
    message: SCHEDULE_MESSAGES.endAfterStart,
    path: ['endTime'],
  });

/** PUT /api/provider/schedule/availability: the whole week at once; what is left out is removed. */
export const availabilitySchema = z
  .object({
    windows: z.array(availabilityWindowSchema).max(48, SCHEDULE_MESSAGES.tooManyWindows),
  })
  .superRefine(({ windows }, ctx) => {
    // Two windows of one day may touch (12:00-13:00 then 13:00-17:00) but not overlap.
    // Windows already refused one by one are left to their own messages.
    const sound = (w: (typeof windows)[number]) =>
      TIME.test(w.startTime) && TIME.test(w.endTime) && w.startTime < w.endTime && DAY_KEYS[w.dayOfWeek];
    for (let i = 0; i < windows.length; i++) {
      for (let j = 0; j < i; j++) {
        const a = windows[i]!;
        const b = windows[j]!;
        if (a.dayOfWeek !== b.dayOfWeek || !sound(a) || !sound(b)) continue;
        if (a.startTime < b.endTime && b.startTime < a.endTime) {
          ctx.addIssue({
            code: 'custom',
            message: SCHEDULE_MESSAGES.overlap,
            params: { day: DAY_KEYS[a.dayOfWeek] },
            path: ['windows', i, 'startTime'],
          });
          break;
        }
      }
    }
  });
export type AvailabilityInput = z.input<typeof availabilitySchema>;

// --- Office hours (provider_profiles.office_hours) ----------------------------------------------

const officeHoursDaySchema = z
  .object({
    // Kept while closed so reopening a day brings back its hours: a time, or none on a closed day.
    open: z.string().max(5),
    close: z.string().max(5),
    closed: z.boolean(),
  })
  .superRefine((day, ctx) => {
    if (day.closed) {
      for (const field of ['open', 'close'] as const)
        if (day[field] !== '' && !TIME.test(day[field]))
          ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.timeFormat, path: [field] });
      return;
    }
    if (!TIME.test(day.open))
      ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.timeFormat, path: ['open'] });
    if (!TIME.test(day.close))
      ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.timeFormat, path: ['close'] });
    else if (TIME.test(day.open) && day.open >= day.close)
      ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.closeAfterOpen, path: ['close'] });
  });

/** PUT /api/provider/schedule/office-hours: all seven days, each open and close, or closed. */
export const officeHoursSchema = z.object({
  monday: officeHoursDaySchema,
  tuesday: officeHoursDaySchema,
  wednesday: officeHoursDaySchema,
  thursday: officeHoursDaySchema,
  friday: officeHoursDaySchema,
  saturday: officeHoursDaySchema,
  sunday: officeHoursDaySchema,
});
export type OfficeHoursInput = z.input<typeof officeHoursSchema>;

// --- Making slots --------------------------------------------------------------------------------

/** POST /api/provider/schedule/slots/generate. */
export const generateSlotsSchema = z.object({
  stepMinutes: z
    .number({ message: SCHEDULE_MESSAGES.slotLength })
    .refine((n) => (SLOT_LENGTHS as readonly number[]).includes(n), SCHEDULE_MESSAGES.slotLength)
    .default(DEFAULT_SLOT_LENGTH),
});

// --- Blocking and unblocking ---------------------------------------------------------------------

/**
 * POST /api/provider/schedule/slots/block and .../unblock: one slot by its id, or every time of one
 * day from startTime up to (not including) endTime, in 30-minute steps.
 */
export const slotSelectionSchema = z
  .object({
    slotId: z.uuid(SCHEDULE_MESSAGES.slotNotFound).optional(),
    date: isoDate.optional(),
    startTime: halfHourTime.optional(),
    endTime: halfHourTime.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.slotId) return;
    if (!v.date && !v.startTime && !v.endTime) {
      ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.slotOrRange, path: [] });
      return;
    }
    if (!v.date) ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.date, path: ['date'] });
    if (!v.startTime)
      ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.timeFormat, path: ['startTime'] });
    if (!v.endTime)
      ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.timeFormat, path: ['endTime'] });
    else if (v.startTime && v.startTime >= v.endTime)
      ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.endAfterStart, path: ['endTime'] });
  });
export type SlotSelectionInput = z.input<typeof slotSelectionSchema>;

/** The range form on the page: always a date and two times. */
export const blockRangeSchema = z
  .object({ date: isoDate, startTime: halfHourTime, endTime: halfHourTime })
  .refine((v) => v.startTime < v.endTime, { message: SCHEDULE_MESSAGES.endAfterStart, path: ['endTime'] });
export type BlockRangeInput = z.input<typeof blockRangeSchema>;

// --- Appointment types ---------------------------------------------------------------------------

const typeName = singleLine({ message: SCHEDULE_MESSAGES.typeName })
  .min(1, SCHEDULE_MESSAGES.typeName)
  .max(100, SCHEDULE_MESSAGES.typeNameLong);
/** The name Spanish readers see: optional, one line as long as the English one; empty means none. */
const typeNameEs = singleLine({ message: SCHEDULE_MESSAGES.typeNameEsLong })
  .max(100, SCHEDULE_MESSAGES.typeNameEsLong)
  .transform((v) => (v === '' ? null : v))
  .nullable();
const typeDescription = z
  .string()
  .trim()
  .max(500, SCHEDULE_MESSAGES.typeDescriptionLong)
  .transform((v) => (v === '' ? null : v))
  .nullable();
const typeDuration = z
  .number({ message: SCHEDULE_MESSAGES.typeDuration })
  .int(SCHEDULE_MESSAGES.typeDuration)
  .min(TYPE_DURATION_MIN, SCHEDULE_MESSAGES.typeDuration)
  .max(TYPE_DURATION_MAX, SCHEDULE_MESSAGES.typeDuration);

/** POST /api/provider/schedule/appointment-types. */
/** Every schedule call: a provider works on their own profile; a super admin names one. */
export const scheduleProviderQuerySchema = z.object({
  providerProfileId: z.string().optional().meta({ format: 'uuid', description: 'super_admin only' }),
});

export const appointmentTypeSchema = z.object({
  name: typeName,
  nameEs: typeNameEs.optional().default(null),
  description: typeDescription.optional().default(null),
  durationMinutes: typeDuration.default(DEFAULT_TYPE_DURATION),
});
export type AppointmentTypeInput = z.input<typeof appointmentTypeSchema>;

/** PATCH /api/provider/schedule/appointment-types/{id}: any of the fields. */
export const appointmentTypeUpdateSchema = z
  .object({
    name: typeName.optional(),
    nameEs: typeNameEs.optional(),
    description: typeDescription.optional(),
    durationMinutes: typeDuration.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: SCHEDULE_MESSAGES.typeNothingToChange,
    path: [],
  });
export type AppointmentTypeUpdateInput = z.input<typeof appointmentTypeUpdateSchema>;

// --- Calendar ------------------------------------------------------------------------------------

/** GET /api/provider/schedule/calendar?from=&to= (inclusive dates; a super_admin adds the provider). */
export const calendarQuerySchema = z
  .object({ from: isoDate, to: isoDate, providerProfileId: z.string().optional() })
  .refine((v) => v.from <= v.to && daysBetween(v.from, v.to) < CALENDAR_MAX_DAYS, {
    message: SCHEDULE_MESSAGES.calendarRange,
    path: ['to'],
  });

// --- Dates on the practice's calendar ------------------------------------------------------------
// Whole days are counted on the calendar itself (dates at UTC noon), never by adding 24 hours to an
// instant: across the daylight-saving changes a day in Florida lasts 23 or 25 hours.

const utcNoon = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!, 12);
};
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDaysIso = (date: string, days: number) => isoOf(utcNoon(date) + days * 86_400_000);
export const daysBetween = (from: string, to: string) =>
  Math.round((utcNoon(to) - utcNoon(from)) / 86_400_000);
/** 0 = Sunday ... 6 = Saturday, as day_of_week. */
export const weekdayOf = (date: string) => new Date(utcNoon(date)).getUTCDay();
/** The Monday on or before the date. */
export const mondayOf = (date: string) => addDaysIso(date, -((weekdayOf(date) + 6) % 7));

/** How far the practice's clock is from UTC at an instant, in milliseconds (5 hours behind in winter, 4 in summer). */
const offsetMs = (ms: number) => tzOffset(PRACTICE_TIME_ZONE, new Date(ms)) * 60_000;

/** The practice's date and clock time at an instant. */
export function practiceNow(now: Date): { date: string; time: string } {
  const iso = new Date(now.getTime() + offsetMs(now.getTime())).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * False for the clock times that do not happen on that date in Florida: 02:00 to 02:59 on the
 * morning the clocks go forward (second Sunday of March). The hour repeated in November happens,
 * and one slot stands for it. A wall time happens when reading it with the offset in force before
 * or after the change lands on an instant whose own offset gives that wall time back.
 */
export function isRealPracticeTime(date: string, time: string): boolean {
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, 0, toMinutes(time));
  return [wall - 86_400_000, wall + 86_400_000].some((probe) => {
    const instant = wall - offsetMs(probe);
    return instant + offsetMs(instant) === wall;
  });
}

// --- Responses -----------------------------------------------------------------------------------

const availabilityWindowDtoSchema = z.object({
  dayOfWeek: z.number(),
  startTime: z.string(),
  endTime: z.string(),
});
export type AvailabilityWindowDto = z.infer<typeof availabilityWindowDtoSchema>;

/** GET /api/provider/schedule. */
export const scheduleDtoSchema = z.object({
  providerProfileId: z.string(),
  providerName: z.string(),
  timeZone: z.literal(PRACTICE_TIME_ZONE),
  /** Weekly hours, by day (Sunday first) then start time. */
  availability: z.array(availabilityWindowDtoSchema),
  /** Every weekday, filled in: days never set read as closed 09:00-17:00. */
  officeHours: z.object({
    monday: officeHoursDayDtoSchema,
    tuesday: officeHoursDayDtoSchema,
    wednesday: officeHoursDayDtoSchema,
    thursday: officeHoursDayDtoSchema,
    friday: officeHoursDayDtoSchema,
    saturday: officeHoursDayDtoSchema,
    sunday: officeHoursDayDtoSchema,
  }),
  /** The active types, by name. */
  appointmentTypes: z.array(appointmentTypeDtoSchema),
});
export type ScheduleDto = z.infer<typeof scheduleDtoSchema>;

/** POST slots/generate: how many new slots were made, and the dates they may fall on. */
export const generateSlotsResultDtoSchema = z.object({
  added: z.number(),
  from: z.string(),
  to: z.string(),
  stepMinutes: z.number(),
});
export type GenerateSlotsResultDto = z.infer<typeof generateSlotsResultDtoSchema>;

/** POST slots/block and slots/unblock. */
export const slotChangeResultDtoSchema = z.object({
  /** Slots that changed (or, when blocking a range, were made blocked). */
  changed: z.number(),
  /** Times left as they were because a patient has booked them. */
  skippedBooked: z.number(),
});
export type SlotChangeResultDto = z.infer<typeof slotChangeResultDtoSchema>;

export const CALENDAR_SLOT_STATES = ['free', 'booked', 'blocked'] as const;
export type CalendarSlotState = (typeof CALENDAR_SLOT_STATES)[number];

const calendarSlotDtoSchema = z.object({
  id: z.string(),
  time: z.string(),
  state: z.enum(CALENDAR_SLOT_STATES),
  /** For booked slots whose appointment we know: the patient as they gave their name. */
  patientName: z.string().nullable(),
  /** The caregiver who booked it for the patient (ADR 18), by display name only; else null. */
  bookedByCaregiver: z.string().nullable(),
  appointmentId: z.string().nullable(),
});
export type CalendarSlotDto = z.infer<typeof calendarSlotDtoSchema>;
const calendarDayDtoSchema = z.object({ date: z.string(), slots: z.array(calendarSlotDtoSchema) });
/** GET calendar: every day from `from` to `to`, each with its slots in time order. */
export const scheduleCalendarDtoSchema = z.object({
  from: z.string(),
  to: z.string(),
  today: z.string(),
  days: z.array(calendarDayDtoSchema),
});
export type ScheduleCalendarDto = z.infer<typeof scheduleCalendarDtoSchema>;
