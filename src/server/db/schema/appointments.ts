import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { appointmentTypes, providerProfiles, providerTimeSlots } from './providers.ts';

/** A local (America/New_York) time range, as the exclusion constraint compares them. */
const localRange = customType<{ data: string }>({ dataType: () => 'tsrange' });

/**
 * A booked visit. Date and time are the practice's local time (America/New_York), as slots are.
 * `local_range` is generated from them and the duration; the exclusion constraint in migration 0012
 * refuses two blocking appointments (scheduled, confirmed, pending_approval) of one provider that
 * overlap, so a double booking cannot be written however close together two patients click.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid().primaryKey().defaultRandom(),
    patientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerProfileId: uuid()
      .notNull()
      .references(() => providerProfiles.id, { onDelete: 'cascade' }),
    /** The slot it was booked from; kept when the slot row is later removed. */
    slotId: uuid().references(() => providerTimeSlots.id, { onDelete: 'set null' }),
    appointmentTypeId: uuid().references(() => appointmentTypes.id, { onDelete: 'set null' }),
    appointmentDate: date({ mode: 'string' }).notNull(),
    appointmentTime: time().notNull(),
    /** Minutes; the type's duration, else 60 (docs/product.md#booking). */
    appointmentDuration: integer().notNull().default(60),
    status: text().notNull().default('scheduled'),
    reason: text(),
    notes: text(),
    // The booking form's contact details, as the patient gave them for this visit.
    patientFirstName: text().notNull(),
    patientLastName: text().notNull(),
    // The account's verified address since bookings stopped taking a typed one; older rows may hold
    // a typed address, which nothing mails (appointments/repository.ts reads the account's).
    patientEmail: text().notNull(),
    patientPhone: text().notNull(),
    patientDateOfBirth: date({ mode: 'string' }).notNull(),
    cancellationReason: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Who booked it: the patient, or a caregiver acting for them (ADR 18); null on older rows. */
    bookedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    /** Set when the 24-hour reminder was queued, so it is sent once across instances. */
    reminderQueuedAt: timestamp({ withTimezone: true }),
    localRange: localRange().generatedAlwaysAs(
      sql`tsrange(appointment_date + appointment_time, appointment_date + appointment_time + make_interval(mins => appointment_duration))`,
    ),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check(
      'appointments_status_check',
      sql`${t.status} in ('scheduled', 'confirmed', 'pending_approval', 'completed', 'cancelled', 'no_show')`,
    ),
    check('appointments_duration_check', sql`${t.appointmentDuration} between 5 and 480`),
    index('appointments_patient_date_idx').on(t.patientId, t.appointmentDate, t.appointmentTime),
    index('appointments_provider_date_idx').on(t.providerProfileId, t.appointmentDate, t.appointmentTime),
    // The reminder job's look-up: blocking appointments not yet reminded.
    index('appointments_reminder_idx')
      .on(t.appointmentDate, t.appointmentTime)
      .where(sql`${t.reminderQueuedAt} is null and ${t.status} in ('scheduled', 'confirmed')`),
  ],
);
