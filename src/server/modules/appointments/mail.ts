import { longDate } from '#shared/format/dates.ts';
import { timeOfDay } from '#shared/format/times.ts';
import type { AppDeps } from '../../app-env.ts';
import type { JobExecutor } from '../../lib/jobs.ts';
import type { MailAttachment } from '../../lib/mail/transport.ts';
import { patientName, providerName } from '../../lib/row-names.ts';
import { appointmentCalendar } from './calendar.ts';
import type { AppointmentRow } from './repository.ts';

/** The practice's address as one line. */
export function providerAddress(row: AppointmentRow): string {
  if (row.business_address?.trim()) return row.business_address.trim();
  const cityLine = [row.city, [row.state, row.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [row.street_address, row.address_line2, cityLine].filter((p) => p && p.trim()).join(', ');
}

/** The sender's address, which calendars need as the organizer of a cancellation. */
export const senderAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * The visit's calendar file, as the patient or the provider sees it: the same event (one UID), titled
 * with the other party's name. The reason for the visit stays out: calendars are often shared or
 * synced to other services.
 */
export function calendarFile(
  deps: Pick<AppDeps, 'config'>,
  row: AppointmentRow,
  audience: 'patient' | 'provider',
  cancelled = row.status === 'cancelled',
): string {
  const { publicUrl, MAIL_FROM } = deps.config;
  const visit = row.type_name ?? 'Appointment';
  const page =
    audience === 'patient'
      ? `${publicUrl}/patient-dashboard/appointments`
      : `${publicUrl}/provider-dashboard/appointments`;
  const contact =
    audience === 'patient'
      ? row.provider_phone
        ? `Office phone: ${row.provider_phone}`
        : ''
      : `Patient phone: ${row.patient_phone}`;
  return appointmentCalendar({
    uid: `appointment-${row.id}@${new URL(publicUrl).hostname}`,
    sequence: cancelled ? 1 : 0,
    cancelled,
    date: row.date,
    time: row.time,
    durationMinutes: row.duration,
    summary: `Appointment with ${audience === 'patient' ? providerName(row) : patientName(row)}`,
    location: providerAddress(row),
    description: [`${visit}, ${row.duration} minutes.`, contact, `Your appointments: ${page}`]
      .filter(Boolean)
      .join('\n'),
    url: page,
    organizerEmail: senderAddress(MAIL_FROM),
    stamp: new Date(),
  });
}

const calendarAttachment = (content: string): MailAttachment[] => [
  { filename: 'appointment.ics', content, contentType: 'text/calendar; charset=utf-8' },
];

/** Where the practice hears of its bookings: the account that manages it, else the practice's e-mail. */
const providerInbox = (row: AppointmentRow) => row.provider_owner_email ?? row.provider_email ?? null;

/** Queued in the caller's transaction: a booking that rolls back sends nothing. */
export async function queueBookedMails(deps: AppDeps, tx: JobExecutor, row: AppointmentRow) {
  const when = { appointmentDate: longDate(row.date), appointmentTime: timeOfDay(row.time) };
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
      },
      attachments: calendarAttachment(calendarFile(deps, row, 'patient')),
    },
    tx,
  );
  const inbox = providerInbox(row);
  if (!inbox) return;
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
      },
      attachments: calendarAttachment(calendarFile(deps, row, 'provider')),
    },
    tx,
  );
}

/** Both sides hear of a cancellation, with a file that takes the visit off their calendars. */
export async function queueCancelledMails(deps: AppDeps, tx: JobExecutor, row: AppointmentRow) {
  const common = {
    patientName: patientName(row),
    providerName: providerName(row),
    appointmentDate: longDate(row.date),
    appointmentTime: timeOfDay(row.time),
    ...(row.cancellation_reason ? { reason: row.cancellation_reason } : {}),
  };
  await deps.outbox.send(
    {
      to: row.patient_email,
      template: 'appointment-cancelled',
      data: common,
      attachments: calendarAttachment(calendarFile(deps, row, 'patient', true)),
    },
    tx,
  );
  const inbox = providerInbox(row);
  if (!inbox) return;
  await deps.outbox.send(
    {
      to: inbox,
      template: 'appointment-cancelled-provider',
      data: common,
      attachments: calendarAttachment(calendarFile(deps, row, 'provider', true)),
    },
    tx,
  );
}

export async function queueReminderMail(deps: AppDeps, tx: JobExecutor, row: AppointmentRow) {
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
}
