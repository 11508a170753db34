import { describe, expect, it } from 'vitest';
import { appointmentCalendar, escapeText, foldLine, type CalendarEvent } from './calendar.ts';

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
});
