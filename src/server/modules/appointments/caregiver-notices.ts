import { and, asc, inArray, isNull } from 'drizzle-orm';
import { personName } from '#shared/display-name.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { AppDeps } from '../../app-env.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recipientLocale } from '../../lib/mail/recipient-locale.ts';
import type { CancelledBy } from './mail-templates.ts';
import type { MailAttachment } from '../../lib/mail/transport.ts';
import { patientName, providerName, typeName } from '../../lib/row-names.ts';
import { caregiversWith } from '../caregivers/index.ts';
import {
  caregiverAppointmentNotice,
  notify,
  type CaregiverNews,
  type Notice,
} from '../notifications/index.ts';
import { calendarFile, providerAddress } from './calendar.ts';
import { reasonIn } from './cancellation-reason.ts';
import type { AppointmentRow } from './repository.ts';

/**
 * The caregivers of a patient hear of the patient's visits as the patient does (ADR 18): booked,
 * cancelled (by anyone) and the 24-hour reminder, by mail with the calendar file naming the patient,
 * in the bell menu and, on the browsers they subscribed, by Web Push (notify queues it). Nobody has a
 * mail preference to respect: every account gets its appointment mails (caregiver-notices.test.ts).
 */

type Caregiver = { id: string; name: string; email: string };

/**
 * Who sees the patient's appointments now: read in the transaction that tells them, so an ended or
 * narrowed access hears nothing more, and a disabled account neither.
 */
async function caregiversOf(tx: Executor, patientId: string): Promise<Caregiver[]> {
  const ids = await caregiversWith(tx, patientId, 'view_appointments');
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.disabledAt)))
    .orderBy(asc(users.id));
  return rows.map((r) => ({ id: r.id, name: personName(r), email: r.email }));
}

const calendarAttachment = (content: string): MailAttachment[] => [
  { filename: 'appointment.ics', content, contentType: 'text/calendar; charset=utf-8' },
];

/**
 * Who cancelled, for the caregiver (the mail puts it into words: 'Ana Delgado (caregiver)',
 * "Dr. Grace Roberts's office"); undefined when it was nobody they would know (support).
 */
export function cancelledBy(row: AppointmentRow, locale: Locale): CancelledBy | undefined {
  if (row.cancelled_by_caregiver) return { who: 'caregiver', name: row.cancelled_by_caregiver };
  if (row.cancelled_by && row.cancelled_by === row.patient_id) {
    const name = patientName(row);
    return name ? { who: 'patient', name } : undefined;
  }
  if (row.cancelled_by && row.cancelled_by === row.provider_owner_id)
    return { who: 'office', name: providerName(row, locale) };
  return undefined;
}

async function mailCaregiver(
  deps: AppDeps,
  tx: Executor,
  row: AppointmentRow,
  to: Caregiver,
  news: CaregiverNews,
) {
  const locale = await recipientLocale(tx, { userId: to.id });
  const common = {
    caregiverName: to.name,
    patientName: patientName(row),
    patientId: row.patient_id,
    providerName: providerName(row, locale),
    appointmentDate: row.date,
    appointmentTime: row.time,
  };
  switch (news) {
    case 'booked':
      return deps.outbox.send(
        {
          to: to.email,
          template: 'caregiver-appointment-booked',
          data: {
            ...common,
            appointmentType: typeName(row, locale),
            location: providerAddress(row),
            ...(row.booked_by_caregiver ? { bookedBy: row.booked_by_caregiver } : {}),
          },
          locale,
          attachments: calendarAttachment(calendarFile(deps, row, 'caregiver', undefined, locale)),
        },
        tx,
      );
    case 'cancelled': {
      const by = cancelledBy(row, locale);
      const reason = reasonIn(locale, row.cancellation_reason);
      return deps.outbox.send(
        {
          to: to.email,
          template: 'caregiver-appointment-cancelled',
          data: {
            ...common,
            ...(reason ? { reason } : {}),
            ...(by ? { cancelledBy: by } : {}),
          },
          locale,
          attachments: calendarAttachment(calendarFile(deps, row, 'caregiver', true, locale)),
        },
        tx,
      );
    }
    case 'reminder':
      return deps.outbox.send(
        {
          to: to.email,
          template: 'caregiver-appointment-reminder',
          data: {
            ...common,
            location: providerAddress(row),
            ...(row.provider_phone ? { providerPhone: row.provider_phone } : {}),
          },
          locale,
        },
        tx,
      );
  }
}

/**
 * Mails each caregiver who sees the patient's appointments and saves their notification, in the
 * caller's transaction; the caller announces the notices once it has committed.
 */
export async function tellCaregivers(
  deps: AppDeps,
  tx: Executor,
  row: AppointmentRow,
  news: CaregiverNews,
): Promise<Notice[]> {
  const notices: Notice[] = [];
  for (const caregiver of await caregiversOf(tx, row.patient_id)) {
    await mailCaregiver(deps, tx, row, caregiver, news);
    notices.push(
      await notify(
        deps,
        caregiverAppointmentNotice(caregiver.id, news, {
          id: row.id,
          date: row.date,
          time: row.time,
          typeName: (locale) => typeName(row, locale),
          providerName: (locale) => providerName(row, locale),
          patientName: patientName(row),
          patientId: row.patient_id,
        }),
        tx,
      ),
    );
  }
  return notices;
}
