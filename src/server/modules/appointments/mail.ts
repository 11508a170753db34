import { longDate } from '#shared/format/dates.ts';
import { timeOfDay } from '#shared/format/times.ts';
import type { AppDeps } from '../../app-env.ts';
import type { Executor } from '../../db/client.ts';
import type { MailAttachment } from '../../lib/mail/transport.ts';
import { patientName, providerName } from '../../lib/row-names.ts';
import type { Notice } from '../notifications/notify.ts';
import { calendarFile, providerAddress } from './calendar.ts';
import { cancelledByWords, tellCaregivers } from './caregiver-notices.ts';
import { findAppointment, type AppointmentRow } from './repository.ts';

// The calendar file and the address moved to calendar.ts beside the rest of the iCalendar work.
export { calendarFile, providerAddress } from './calendar.ts';

const calendarAttachment = (content: string): MailAttachment[] => [
  { filename: 'appointment.ics', content, contentType: 'text/calendar; charset=utf-8' },
];

/** Where the practice hears of its bookings: the account that manages it, else the practice's e-mail. */
const providerInbox = (row: AppointmentRow) => row.provider_owner_email ?? row.provider_email ?? null;

/**
 * Tells everyone of a booking, in the caller's transaction (a booking that rolls back sends nothing):
 * mail to the patient and the practice, and to each caregiver who sees the patient's appointments
 * their mail and notification (caregiver-notices.ts). Returns the caregivers' notices, for the caller
 * to announce once it has committed.
 */
export async function queueBookedMails(deps: AppDeps, tx: Executor, row: AppointmentRow): Promise<Notice[]> {
  const when = { appointmentDate: longDate(row.date), appointmentTime: timeOfDay(row.time) };
  // A caregiver's booking is named to the patient and to the practice (caregiver-notices.test.ts).
  const bookedBy = row.booked_by_caregiver ? { bookedBy: row.booked_by_caregiver } : {};
  await deps.outbox.send(
    {
      to: row.patient_email,
      template: 'appointment-booked',
      data: {
        patientName: patientName(row),
        providerName: providerName(row),
        ...when,
        appointmentType: row.type_name ?? 'Appointment',
        location: providerAddress(row),
        ...bookedBy,
      },
      attachments: calendarAttachment(calendarFile(deps, row, 'patient')),
    },
    tx,
  );
  const inbox = providerInbox(row);
  if (inbox)
    await deps.outbox.send(
      {
        to: inbox,
        template: 'appointment-booked-provider',
        data: {
          providerName: providerName(row),
          patientName: patientName(row),
          ...when,
          appointmentType: row.type_name ?? 'Appointment',
          reason: row.reason ?? '',
          ...bookedBy,
        },
        attachments: calendarAttachment(calendarFile(deps, row, 'provider')),
      },
      tx,
    );
  return tellCaregivers(deps, tx, row, 'booked');
}

/**
 * Everyone hears of a cancellation, with a file that takes the visit off their calendars: the patient,
 * the practice and the patient's caregivers (who also get a notification, returned for the caller to
 * announce after the commit). The row is read again in the transaction for who cancelled it.
 */
export async function queueCancelledMails(
  deps: AppDeps,
  tx: Executor,
  row: AppointmentRow,
): Promise<Notice[]> {
  const now = await findAppointment(tx, row.id);
  const cancelled: AppointmentRow = {
    ...row,
    ...(now ? { cancelled_by: now.cancelled_by, cancelled_by_caregiver: now.cancelled_by_caregiver } : {}),
    status: 'cancelled',
  };
  const common = {
    patientName: patientName(cancelled),
    providerName: providerName(cancelled),
    appointmentDate: longDate(cancelled.date),
    appointmentTime: timeOfDay(cancelled.time),
    ...(cancelled.cancellation_reason ? { reason: cancelled.cancellation_reason } : {}),
  };
  // The patient and the practice are told when a caregiver cancelled; each knows of their own doing.
  const byCaregiver = cancelled.cancelled_by_caregiver ? { cancelledBy: cancelledByWords(cancelled)! } : {};
  await deps.outbox.send(
    {
      to: cancelled.patient_email,
      template: 'appointment-cancelled',
      data: { ...common, ...byCaregiver },
      attachments: calendarAttachment(calendarFile(deps, cancelled, 'patient', true)),
    },
    tx,
  );
  const inbox = providerInbox(cancelled);
  if (inbox)
    await deps.outbox.send(
      {
        to: inbox,
        template: 'appointment-cancelled-provider',
        data: { ...common, ...byCaregiver },
        attachments: calendarAttachment(calendarFile(deps, cancelled, 'provider', true)),
      },
      tx,
    );
  return tellCaregivers(deps, tx, cancelled, 'cancelled');
}

/** The patient's reminder mail, and their caregivers' mail and notification (returned to announce). */
export async function queueReminderMail(deps: AppDeps, tx: Executor, row: AppointmentRow): Promise<Notice[]> {
  await deps.outbox.send(
    {
      to: row.patient_email,
      template: 'appointment-reminder',
      data: {
        patientName: patientName(row),
        providerName: providerName(row),
        appointmentDate: longDate(row.date),
        appointmentTime: timeOfDay(row.time),
        location: providerAddress(row),
        ...(row.provider_phone ? { providerPhone: row.provider_phone } : {}),
      },
    },
    tx,
  );
  return tellCaregivers(deps, tx, row, 'reminder');
}
