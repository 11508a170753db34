import fc from 'fast-check';
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
