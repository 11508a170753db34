import { DEFAULT_LOCALE, localePath, type Locale } from '#shared/i18n/locales.ts';
import { addDaysToDate, PRACTICE_TIME_ZONE } from '#shared/schedule/slot-rules.ts';
import type { AppDeps } from '../../app-env.ts';
import { serverTranslator } from '../../lib/i18n.ts';
import { patientName, providerName, typeName } from '../../lib/row-names.ts';
import { caregiverAppointmentsPath } from '../notifications/index.ts';
import type { AppointmentRow } from './repository.ts';

/**
 * An appointment as an iCalendar file (RFC 5545), for 'Add to calendar' and the mails. Times are the
 * practice's wall-clock times with TZID America/New_York and the zone's rules inline (VTIMEZONE), so
 * every calendar shows the visit at the right hour whatever the reader's own time zone.
 */
export type CalendarEvent = {
  /** Stable per appointment: a later file with the same UID updates or cancels the same event. */
  uid: string;
  /** 0 when booked; higher when the same event changes (a cancellation). */
  sequence: number;
  cancelled: boolean;
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
  url?: string;
  /** Needed by calendars to accept a cancellation (RFC 5546). */
  organizerEmail: string;
  stamp: Date;
};

// America/New_York since 2007: daylight time from the second Sunday of March, standard time from the
// first Sunday of November, both at 02:00.
const NEW_YORK = [
  'BEGIN:VTIMEZONE',
  `TZID:${PRACTICE_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * Every TEXT value (SUMMARY, LOCATION, DESCRIPTION...) goes through here: backslash, semicolon, comma
 * and line breaks are escaped, and every other control character but TAB is dropped. A lone CR,
 * say, would otherwise end the line and let a name typed by someone write calendar properties of
 * its own (calendar.test.ts: never lets a control character ... start a line of its own).
 */
export const escapeText = (value: string) =>
  value
    .replace(/\r\n/g, '\n')
    .replace(/[^\P{Cc}\t\n]/gu, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; continuation lines 74 plus their leading space.
    if (bytes + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replaceAll('-', '');
const pad = (n: number) => String(n).padStart(2, '0');

/** Wall-clock date and time `minutes` after a local date and time. */
function addMinutes(date: string, time: string, minutes: number): { date: string; time: string } {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  const days = Math.floor(total / 1440);
  const rest = total - days * 1440;
  return { date: addDaysToDate(date, days), time: `${pad(Math.floor(rest / 60))}:${pad(rest % 60)}` };
}

const localStamp = (date: string, time: string) =>
  `${compactDate(date)}T${time.slice(0, 2)}${time.slice(3, 5)}00`;
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function appointmentCalendar(event: CalendarEvent): string {
  const end = addMinutes(event.date, event.time, event.durationMinutes);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CareConnect//Appointments//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    ...NEW_YORK,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${PRACTICE_TIME_ZONE}:${localStamp(event.date, event.time)}`,
    `DTEND;TZID=${PRACTICE_TIME_ZONE}:${localStamp(end.date, end.time)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=CareConnect:mailto:${event.organizerEmail}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    ...(event.cancelled
      ? []
      : [
          // A reminder the evening before is the mail's job; the calendar adds one an hour before.
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(event.summary)}`,
          'TRIGGER:-PT1H',
          'END:VALARM',
        ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The practice's address as one line. */
export function providerAddress(row: AppointmentRow): string {
  if (row.business_address?.trim()) return row.business_address.trim();
  const cityLine = [row.city, [row.state, row.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [row.street_address, row.address_line2, cityLine].filter((p) => p && p.trim()).join(', ');
}

/** The sender's address, which calendars need as the organizer of a cancellation. */
const senderAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * Who a calendar file is for: the patient, the practice, or a caregiver who sees the patient's
 * appointments (ADR 18), whose calendar may hold the visits of several people and of their own.
 */
export type CalendarAudience = 'patient' | 'provider' | 'caregiver';

/**
 * The visit's calendar file as its reader sees it: the same event (one UID) for everyone, titled with
 * the other party's name; a caregiver's title says whose visit it is first, and the patient's and the
 * caregiver's descriptions name the patient (calendar.test.ts). The reason for the visit stays out:
 * calendars are often shared or synced to other services. Its words and links are in `locale`: the
 * mail's it is attached to, or the request's for "Add to calendar" (ADR 19).
 */
export function calendarFile(
  deps: Pick<AppDeps, 'config'>,
  row: AppointmentRow,
  audience: CalendarAudience,
  cancelled = row.status === 'cancelled',
  locale: Locale = DEFAULT_LOCALE,
): string {
  const { publicUrl, MAIL_FROM } = deps.config;
  const { t } = serverTranslator(locale);
  const name = patientName(row).trim();
  const patient = { named: name ? 'yes' : 'no', patientName: name };
  const path = {
    patient: '/patient-dashboard/appointments',
    provider: '/provider-dashboard/appointments',
    caregiver: caregiverAppointmentsPath(row.patient_id),
  }[audience];
  const page = `${publicUrl}${localePath(locale, path)}`;
  const summary = {
    patient: () => t('mail.calendar.withProvider', { providerName: providerName(row, locale) }),
    provider: () => t('mail.calendar.withPatient', patient),
    caregiver: () =>
      t('mail.calendar.caregiverSummary', { ...patient, providerName: providerName(row, locale) }),
  }[audience]();
  const contact =
    audience === 'provider'
      ? t('mail.calendar.patientPhone', { phone: row.patient_phone })
      : row.provider_phone
        ? t('mail.calendar.officePhone', { phone: row.provider_phone })
        : '';
  const appointments =
    audience === 'caregiver'
      ? t('mail.calendar.patientAppointments', { ...patient, url: page })
      : t('mail.calendar.yourAppointments', { url: page });
  const visitType = typeName(row, locale);
  const visit =
    visitType === null
      ? { hasType: 'no', typeName: '', minutes: row.duration }
      : { hasType: 'yes', typeName: visitType, minutes: row.duration };
  return appointmentCalendar({
    uid: `appointment-${row.id}@${new URL(publicUrl).hostname}`,
    sequence: cancelled ? 1 : 0,
    cancelled,
    date: row.date,
    time: row.time,
    durationMinutes: row.duration,
    summary,
    location: providerAddress(row),
    description: [
      t('mail.calendar.visitLength', visit),
      audience === 'provider' ? '' : t('mail.calendar.patient', patient),
      contact,
      appointments,
    ]
      .filter(Boolean)
      .join('\n'),
    url: page,
    organizerEmail: senderAddress(MAIL_FROM),
    stamp: new Date(),
  });
}
