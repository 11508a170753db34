import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-env.ts';
import { appointmentCalendar, calendarFile, escapeText, foldLine, type CalendarEvent } from './calendar.ts';
import type { AppointmentRow } from './repository.ts';

const event: CalendarEvent = {
  uid: 'appointment-1@care.example',
  sequence: 0,
  cancelled: false,
  date: '2026-11-01',
  time: '09:00',
  durationMinutes: 60,
  summary: 'Appointment with Dr. Elena Morales',
  location: '1450 Coral Way, Suite 204; Miami',
  description: 'New Patient Visit, 60 minutes.\nOffice phone: (305) 555-0142',
  url: 'https://care.example/patient-dashboard/appointments',
  organizerEmail: 'no-reply@care.example',
  stamp: new Date('2026-10-20T12:34:56.789Z'),
};
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('the appointment calendar file', () => {
  it('is an iCalendar event in Florida time with the zone rules inline', () => {
    const ics = appointmentCalendar(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(
      ics
        .split('\r\n')
        .slice(0, -1)
        .every((line) => line.length > 0 && !line.includes('\n')),
    ).toBe(true);
    const text = unfold(ics);
    expect(text).toContain('METHOD:PUBLISH');
    expect(text).toContain('TZID:America/New_York');
    expect(text).toContain('RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU');
    // The day the clocks go back: 09:00 to 10:00 on the wall clock, whatever the offset.
    expect(text).toContain('DTSTART;TZID=America/New_York:20261101T090000');
    expect(text).toContain('DTEND;TZID=America/New_York:20261101T100000');
    expect(text).toContain('DTSTAMP:20261020T123456Z');
    expect(text).toContain('UID:appointment-1@care.example');
    expect(text).toContain('SUMMARY:Appointment with Dr. Elena Morales');
    expect(text).toContain('LOCATION:1450 Coral Way\\, Suite 204\\; Miami');
    expect(text).toContain('DESCRIPTION:New Patient Visit\\, 60 minutes.\\nOffice phone: (305) 555-0142');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).toContain('BEGIN:VALARM');
  });

  it('runs past midnight into the next day', () => {
    const text = appointmentCalendar({ ...event, date: '2026-12-31', time: '23:30', durationMinutes: 45 });
    expect(text).toContain('DTEND;TZID=America/New_York:20270101T001500');
  });

  it('cancels the same event by its UID', () => {
    const text = unfold(appointmentCalendar({ ...event, cancelled: true, sequence: 1 }));
    expect(text).toContain('METHOD:CANCEL');
    expect(text).toContain('STATUS:CANCELLED');
    expect(text).toContain('SEQUENCE:1');
    expect(text).toContain('UID:appointment-1@care.example');
    expect(text).toContain('ORGANIZER;CN=CareConnect:mailto:no-reply@care.example');
    expect(text).not.toContain('VALARM');
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const long = `LOCATION:${'Clínica Señora '.repeat(10)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('never lets a control character in a name or address start a line of its own', () => {
    const text = appointmentCalendar({
      ...event,
      summary: 'Appointment with Dr. Ana\rEND:VEVENT',
      location: 'Suite\u0000 2\u001b\u007f\u0085, Miami',
      description: 'Line one\r\nLine two\tand a tab',
    });
    const lines = text.split('\r\n');
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(1);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[^\P{Cc}\t]/u);
    const unfolded = unfold(text);
    expect(unfolded).toContain('SUMMARY:Appointment with Dr. AnaEND:VEVENT');
    expect(unfolded).toContain('LOCATION:Suite 2\\, Miami');
    expect(unfolded).toContain('DESCRIPTION:Line one\\nLine two\tand a tab');
  });

  it('keeps every text property on its own line, whatever it holds', () => {
    const unescape = (value: string) =>
      value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
    const allowed = (value: string) =>
      value.replace(/\r\n?/g, (m) => (m === '\r\n' ? '\n' : '')).replace(/[^\P{Cc}\t\n]/gu, '');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (summary, location) => {
        const text = appointmentCalendar({ ...event, summary, location, description: location });
        const lines = text.split('\r\n');
        // Only CRLF ends a line, and only a folded continuation starts with a space.
        expect(lines.at(-1)).toBe('');
        for (const line of lines.slice(0, -1)) expect(line).not.toMatch(/[^\P{Cc}\t]/u);
        const properties = unfold(text).split('\r\n');
        expect(properties).toHaveLength(lines.length - (text.match(/\r\n /g)?.length ?? 0));
        const value = (name: string) =>
          properties.find((l) => l.startsWith(`${name}:`))!.slice(name.length + 1);
        expect(unescape(value('SUMMARY'))).toBe(allowed(summary));
        expect(unescape(value('LOCATION'))).toBe(allowed(location));
      }),
    );
  });
});

/** A booked visit as the appointments query returns it. */
const row: AppointmentRow = {
  id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  patient_id: '0b6f7c2e-3d1a-4e5b-9c8d-7a6b5c4d3e2f',
  provider_profile_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  provider_owner_id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  date: '2026-11-02',
  time: '14:30',
  duration: 30,
  status: 'scheduled',
  reason: 'Knee pain when walking',
  notes: null,
  patient_first_name: 'Rosa',
  patient_last_name: 'Delgado',
  patient_email: 'rosa@example.test',
  patient_phone: '(305) 555-0187',
  cancellation_reason: null,
  cancelled_at: null,
  cancelled_by: null,
  booked_by_caregiver: 'Ana Delgado',
  cancelled_by_caregiver: null,
  created_at: '2026-10-20T12:00:00.000Z',
  type_name: 'Follow-up Visit',
  type_name_es: null,
  provider_first_name: 'Grace',
  provider_last_name: 'Roberts',
  provider_title: 'Doctor',
  provider_professional_title: null,
  provider_practice_name: null,
  provider_gender: 'female',
  provider_specialty: 'Internal Medicine Physician',
  provider_category: 'primary-care',
  provider_phone: '(305) 555-0142',
  provider_email: null,
  provider_owner_email: 'office@example.test',
  business_address: '1450 Coral Way, Suite 204, Miami, FL 33145',
  street_address: null,
  address_line2: null,
  city: null,
  state: null,
  zip_code: null,
};
const deps = {
  config: { publicUrl: 'https://care.example', MAIL_FROM: 'CareConnect <no-reply@care.example>' },
} as unknown as Pick<AppDeps, 'config'>;
const property = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .find((l) => l.startsWith(`${name}:`))
    ?.slice(name.length + 1);

describe("a visit's calendar file, for each reader", () => {
  it("keeps the patient's title and names the patient in the description", () => {
    const ics = calendarFile(deps, row, 'patient');
    expect(property(ics, 'SUMMARY')).toBe('Appointment with Dr. Grace Roberts');
    expect(property(ics, 'DESCRIPTION')).toBe(
      'Follow-up Visit\\, 30 minutes.\\nPatient: Rosa Delgado\\nOffice phone: (305) 555-0142' +
        '\\nYour appointments: https://care.example/patient-dashboard/appointments',
    );
    expect(property(ics, 'URL')).toBe('https://care.example/patient-dashboard/appointments');
  });

  it("gives a caregiver the patient's name first, and the link that acts for the patient", () => {
    const ics = calendarFile(deps, row, 'caregiver');
    const page = `https://care.example/patient-dashboard/appointments?for=${row.patient_id}`;
    expect(property(ics, 'SUMMARY')).toBe('Rosa Delgado: appointment with Dr. Grace Roberts');
    expect(property(ics, 'DESCRIPTION')).toBe(
      'Follow-up Visit\\, 30 minutes.\\nPatient: Rosa Delgado\\nOffice phone: (305) 555-0142' +
        `\\nRosa Delgado's appointments: ${page}`,
    );
    expect(property(ics, 'URL')).toBe(page);
    // The alarm an hour before says whose visit it is too.
    expect(unfold(ics)).toContain(
      'BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Rosa Delgado: appointment with',
    );
  });

  it('is one event for everyone: the same UID, cancelled alike', () => {
    const uids = (['patient', 'provider', 'caregiver'] as const).map((a) =>
      property(calendarFile(deps, row, a, true), 'UID'),
    );
    expect(new Set(uids)).toEqual(new Set([`appointment-${row.id}@care.example`]));
    const cancelled = calendarFile(deps, row, 'caregiver', true);
    expect(property(cancelled, 'METHOD')).toBe('CANCEL');
    expect(property(cancelled, 'SUMMARY')).toBe('Rosa Delgado: appointment with Dr. Grace Roberts');
  });

  it("keeps the practice's file as it was: the patient's name and phone, no reason, no caregiver", () => {
    const ics = calendarFile(deps, row, 'provider');
    expect(property(ics, 'SUMMARY')).toBe('Appointment with Rosa Delgado');
    expect(property(ics, 'DESCRIPTION')).toBe(
      'Follow-up Visit\\, 30 minutes.\\nPatient phone: (305) 555-0187' +
        '\\nYour appointments: https://care.example/provider-dashboard/appointments',
    );
    for (const audience of ['patient', 'provider', 'caregiver'] as const)
      expect(calendarFile(deps, row, audience)).not.toContain('Knee pain');
  });

  it('names a patient whose name is missing, and keeps a typed line break out of the lines', () => {
    const nameless = calendarFile(
      deps,
      { ...row, patient_first_name: '', patient_last_name: '' },
      'caregiver',
    );
    expect(property(nameless, 'SUMMARY')).toBe('The patient: appointment with Dr. Grace Roberts');
    const typed = calendarFile(deps, { ...row, patient_first_name: 'Rosa\r\nEND:VEVENT' }, 'caregiver');
    expect(typed.split('\r\n').filter((l) => l === 'END:VEVENT')).toHaveLength(1);
  });
});
