import { BOOKING_MESSAGES } from './booking-messages.ts';
import { z } from 'zod';
import { singleLine } from '../validation/single-line.ts';

/**
 * Booking and appointments: the contract between the booking dialog, the dashboards and the API
 * (appointments.test.ts, booking-dialog.test.tsx, docs/product.md#booking). Dates are 'YYYY-MM-DD' and times
 * 'HH:mm', both in the practice's time zone (America/New_York).
 */

export const APPOINTMENT_STATUSES = [
  'scheduled',
  'confirmed',
  'pending_approval',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Statuses that hold the provider's time (docs/product.md#booking). */
export const BLOCKING_STATUSES = ['scheduled', 'confirmed', 'pending_approval'] as const;
/** The patient's upcoming list shows these (docs/product.md#booking). */
export const UPCOMING_STATUSES = ['scheduled', 'confirmed'] as const;

/**
 * override_type of a slot the booking marked unavailable: cancelling frees exactly these again, never
 * a slot the provider blocked by hand.
 */
export const SLOT_OVERRIDE_BOOKED = 'booked';

const required = (message: string) => z.string({ message }).trim().min(1, message);

/** POST /api/appointments: book one open slot. */
export const bookingSchema = z.object({
  providerProfileId: z.uuid(BOOKING_MESSAGES.providerRequired),
  slotId: z.uuid(BOOKING_MESSAGES.timeRequired),
  date: required(BOOKING_MESSAGES.dateRequired).regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_MESSAGES.dateRequired),
  time: required(BOOKING_MESSAGES.timeRequired).regex(/^\d{2}:\d{2}$/, BOOKING_MESSAGES.timeRequired),
  appointmentTypeId: z.uuid(BOOKING_MESSAGES.typeRequired),
  firstName: singleLine(BOOKING_MESSAGES.firstNameRequired)
    .min(1, BOOKING_MESSAGES.firstNameRequired)
    .max(100),
  lastName: singleLine(BOOKING_MESSAGES.lastNameRequired).min(1, BOOKING_MESSAGES.lastNameRequired).max(100),
  // Only on the user's own visit (ownBookingSchema, and the server, require it there): the form shows
  // the account's address read-only. For someone else it is left out; either way the server mails the
  // patient account's address, never this value.
  email: required(BOOKING_MESSAGES.emailRequired).pipe(z.email(BOOKING_MESSAGES.invalidEmail)).optional(),
  phone: singleLine(BOOKING_MESSAGES.phoneRequired).min(1, BOOKING_MESSAGES.phoneRequired).max(30),
  dateOfBirth: required(BOOKING_MESSAGES.dobRequired).regex(
    /^\d{4}-\d{2}-\d{2}$/,
    BOOKING_MESSAGES.dobRequired,
  ),
  reason: required(BOOKING_MESSAGES.reasonRequired).max(500),
  notes: required(BOOKING_MESSAGES.notesRequired).max(1000),
});
export type BookingInput = z.input<typeof bookingSchema>;
/** The same booking for the user's own visit, where the spec's form asks for the e-mail address. */
export const ownBookingSchema = bookingSchema.extend({
  email: required(BOOKING_MESSAGES.emailRequired).pipe(z.email(BOOKING_MESSAGES.invalidEmail)),
});

/** PATCH cancel: the reason is asked for and kept (appointments.test.ts). */
/** GET /api/providers/{id}/slots?from=&to=: the first and last day asked for, YYYY-MM-DD. */
const slotRangeDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_MESSAGES.invalidDate)
  .optional();
export const slotRangeQuerySchema = z.object({ from: slotRangeDay, to: slotRangeDay });

export const cancelAppointmentSchema = z.object({
  reason: z.string().trim().min(1, BOOKING_MESSAGES.cancelReasonRequired).max(500),
});

/** The provider's status changes: confirm, complete, no-show. Cancelling goes through cancel. */
export const appointmentStatusSchema = z.object({
  status: z.enum(['confirmed', 'completed', 'no_show']),
});

export const appointmentDtoSchema = z.object({
  id: z.string(),
  providerProfileId: z.string(),
  providerName: z.string(),
  providerSpecialty: z.string(),
  /** The provider's plain-language category (ADR 23), what screens name; null for a hidden code. */
  providerCategory: z.string().nullable(),
  providerPhone: z.string().nullable(),
  providerAddress: z.string(),
  patientName: z.string(),
  /** Shown to the provider only. */
  patientEmail: z.string().nullable(),
  patientPhone: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  durationMinutes: z.number(),
  appointmentTypeName: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  reason: z.string().nullable(),
  notes: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledByMe: z.boolean(),
  /** The caregiver who booked it for the patient (ADR 18), by name; null when the patient did. */
  bookedByCaregiver: z.string().nullable(),
  /** The caregiver who cancelled it for the patient, by name; null otherwise. */
  cancelledByCaregiver: z.string().nullable(),
  createdAt: z.string(),
});
export type AppointmentDto = z.infer<typeof appointmentDtoSchema>;

/** GET /api/appointments/mine (patient) → upcoming and past. */
export const patientAppointmentsDtoSchema = z.object({
  upcoming: z.array(appointmentDtoSchema),
  past: z.array(appointmentDtoSchema),
});
export type PatientAppointmentsDto = z.infer<typeof patientAppointmentsDtoSchema>;
/** GET /api/provider/appointments → today, upcoming and past. */
export const providerAppointmentsDtoSchema = z.object({
  today: z.array(appointmentDtoSchema),
  upcoming: z.array(appointmentDtoSchema),
  past: z.array(appointmentDtoSchema),
});
export type ProviderAppointmentsDto = z.infer<typeof providerAppointmentsDtoSchema>;

/** One slot as the booking dialog and the weekly view show it. */
const slotDtoSchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  isAvailable: z.boolean(),
});
export type SlotDto = z.infer<typeof slotDtoSchema>;
/** GET /api/providers/{id}/slots?from=&to= → the bookable slots (eligibility rules applied). */
export const providerSlotsDtoSchema = z.object({ slots: z.array(slotDtoSchema) });
export type ProviderSlotsDto = z.infer<typeof providerSlotsDtoSchema>;

export const appointmentTypeDtoSchema = z.object({
  id: z.string(),
  /** The name as the practice wrote it in English. */
  name: z.string(),
  /** The name for Spanish readers; null when the practice gave none (visitTypeName falls back). */
  nameEs: z.string().nullable(),
  description: z.string().nullable(),
  durationMinutes: z.number(),
});
export type AppointmentTypeDto = z.infer<typeof appointmentTypeDtoSchema>;
/** GET /api/providers/{id}/appointment-types → the active types, by name. */
export const appointmentTypesDtoSchema = z.object({ types: z.array(appointmentTypeDtoSchema) });
export type AppointmentTypesDto = z.infer<typeof appointmentTypesDtoSchema>;

/**
 * GET /api/providers/{id}/slots/events: a Server-Sent Events stream. Each `slots` event (data:
 * SlotsChangedEvent as JSON) says the provider's times changed (booked, cancelled, blocked, made);
 * open booking dialogs and profile pages then read the slots again.
 */
export type SlotsChangedEvent = { providerProfileId: string };
