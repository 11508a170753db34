import type { Locale } from '#shared/i18n/locales.ts';
import type { AppDeps } from '../../app-env.ts';
import type { Executor } from '../../db/client.ts';
import { recipientLocale, type Recipient } from '../../lib/mail/recipient-locale.ts';
import type { MailAttachment } from '../../lib/mail/transport.ts';
import { patientName, providerName, typeName } from '../../lib/row-names.ts';
import type { Notice } from '../notifications/index.ts';
import { calendarFile, providerAddress } from './calendar.ts';
import { reasonIn } from './cancellation-reason.ts';
import { cancelledBy, tellCaregivers } from './caregiver-notices.ts';
import { findAppointment, type AppointmentRow } from './repository.ts';

// The calendar file and the address moved to calendar.ts beside the rest of the iCalendar work.
export { calendarFile, providerAddress } from './calendar.ts';

const calendarAttachment = (content: string): MailAttachment[] => [
  { filename: 'appointment.ics', content, contentType: 'text/calendar; charset=utf-8' },
];

/** Where the practice hears of its bookings: the account that manages it, else the practice's e-mail. */
const providerInbox = (row: AppointmentRow) => row.provider_owner_email ?? row.provider_email ?? null;

/** Whose language the practice's mail is in: the managing account's, else the inbox's if it is one. */
const practiceRecipient = (row: AppointmentRow, inbox: string): Recipient =>
  row.provider_owner_email && row.provider_owner_id ? { userId: row.provider_owner_id } : { email: inbox };

/**
 * Tells everyone of a booking, in the caller's transaction (a booking that rolls back sends nothing):
 * mail to the patient and the practice, and to each caregiver who sees the patient's appointments
 * their mail and notification (caregiver-notices.ts). Returns the caregivers' notices, for the caller
 * to announce once it has committed.
 */
export async function queueBookedMails(deps: AppDeps, tx: Executor, row: AppointmentRow): Promise<Notice[]> {
  // The stored day and time; each mail writes them in its recipient's language.
  const when = { appointmentDate: row.date, appointmentTime: row.time };
  // A caregiver's booking is named to the patient and to the practice (caregiver-notices.test.ts).
  const bookedBy = row.booked_by_caregiver ? { bookedBy: row.booked_by_caregiver } : {};
  const locale = await recipientLocale(tx, { userId: row.patient_id });
  await deps.outbox.send(
    {
      to: row.patient_email,
      template: 'appointment-booked',
      data: {
        patientName: patientName(row),
        providerName: providerName(row, locale),
        ...when,
        appointmentType: typeName(row, locale),
        location: providerAddress(row),
        ...bookedBy,
      },
      locale,
      attachments: calendarAttachment(calendarFile(deps, row, 'patient', undefined, locale)),
    },
    tx,
  );
  const inbox = providerInbox(row);
  if (inbox) {
    const practiceLocale = await recipientLocale(tx, practiceRecipient(row, inbox));
    await deps.outbox.send(
      {
        to: inbox,
        template: 'appointment-booked-provider',
        data: {
          providerName: providerName(row, practiceLocale),
          patientName: patientName(row),
          ...when,
          appointmentType: typeName(row, practiceLocale),
          reason: row.reason ?? '',
          ...bookedBy,
        },
        locale: practiceLocale,
        attachments: calendarAttachment(calendarFile(deps, row, 'provider', undefined, practiceLocale)),
      },
      tx,
    );
  }
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
  // The names and the reason in each reader's language ('Dra.'; the reason when it is the server's own).
  const common = (locale: Locale) => ({
    patientName: patientName(cancelled),
    providerName: providerName(cancelled, locale),
    appointmentDate: cancelled.date,
    appointmentTime: cancelled.time,
  });
  // The server's own reasons are in cancellation-reason.ts.
  const reason = (locale: Locale) => {
    const words = reasonIn(locale, cancelled.cancellation_reason);
    return words ? { reason: words } : {};
  };
  // The patient and the practice are told when a caregiver cancelled; each knows of their own doing.
  const byCaregiver = (locale: Locale) =>
    cancelled.cancelled_by_caregiver ? { cancelledBy: cancelledBy(cancelled, locale)! } : {};
  const locale = await recipientLocale(tx, { userId: cancelled.patient_id });
  await deps.outbox.send(
    {
      to: cancelled.patient_email,
      template: 'appointment-cancelled',
      data: { ...common(locale), ...reason(locale), ...byCaregiver(locale) },
      locale,
      attachments: calendarAttachment(calendarFile(deps, cancelled, 'patient', true, locale)),
    },
    tx,
  );
  const inbox = providerInbox(cancelled);
  if (inbox) {
    const practiceLocale = await recipientLocale(tx, practiceRecipient(cancelled, inbox));
    await deps.outbox.send(
      {
        to: inbox,
        template: 'appointment-cancelled-provider',
        data: { ...common(practiceLocale), ...reason(practiceLocale), ...byCaregiver(practiceLocale) },
        locale: practiceLocale,
        attachments: calendarAttachment(calendarFile(deps, cancelled, 'provider', true, practiceLocale)),
      },
      tx,
    );
  }
  return tellCaregivers(deps, tx, cancelled, 'cancelled');
}

/** The patient's reminder mail, and their caregivers' mail and notification (returned to announce). */
export async function queueReminderMail(deps: AppDeps, tx: Executor, row: AppointmentRow): Promise<Notice[]> {
  const locale = await recipientLocale(tx, { userId: row.patient_id });
  await deps.outbox.send(
    {
      to: row.patient_email,
      template: 'appointment-reminder',
      data: {
        patientName: patientName(row),
        providerName: providerName(row, locale),
        appointmentDate: row.date,
        appointmentTime: row.time,
        location: providerAddress(row),
        ...(row.provider_phone ? { providerPhone: row.provider_phone } : {}),
      },
      locale,
    },
    tx,
  );
  return tellCaregivers(deps, tx, row, 'reminder');
}
