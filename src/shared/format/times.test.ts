import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../i18n/catalogue.ts';
import { createTranslator } from '../i18n/translate.ts';
import enAppointments from '../i18n/locales/en/appointments.json' with { type: 'json' };
import enCommon from '../i18n/locales/en/common.json' with { type: 'json' };
import esAppointments from '../i18n/locales/es/appointments.json' with { type: 'json' };
import esCommon from '../i18n/locales/es/common.json' with { type: 'json' };
import { clockForm, longDateAndTime, timeOfDay } from './times.ts';

const english = createTranslator('en', [enCommon, enAppointments].map(compileCatalogue)).t;
const spanish = createTranslator('es', [esCommon, esAppointments].map(compileCatalogue)).t;

describe('time of day', () => {
  it('writes the 24-hour clock as people read it', () => {
    expect(timeOfDay('00:00', 'en')).toBe('12:00 AM');
    expect(timeOfDay('12:00', 'en')).toBe('12:00 PM');
    expect(timeOfDay('14:30', 'en')).toBe('2:30 PM');
    expect(timeOfDay('09:05', 'en')).toBe('9:05 AM');
    expect(timeOfDay('23:59:00', 'en')).toBe('11:59 PM');
    expect(timeOfDay('9:05', 'en')).toBe('9:05 AM');
  });
  it('writes it as Spanish readers in the US do', () => {
    expect(timeOfDay('14:30', 'es')).toBe('2:30 p.m.');
    expect(timeOfDay('00:05', 'es')).toBe('12:05 a.m.');
  });
  it('returns what is not a time unchanged', () => {
    expect(timeOfDay('Closed', 'en')).toBe('Closed');
    expect(timeOfDay('25:00', 'en')).toBe('25:00');
    expect(timeOfDay('10:75', 'en')).toBe('10:75');
    expect(timeOfDay('', 'en')).toBe('');
  });
  it('writes a stored day and time together, on the days the clocks change too', () => {
    expect(longDateAndTime('2026-03-09', '14:30', 'en', english)).toBe('Monday, March 9, 2026 at 2:30 PM');
    expect(longDateAndTime('2026-03-08', '00:00', 'en', english)).toBe('Sunday, March 8, 2026 at 12:00 AM');
    expect(longDateAndTime('2026-11-01', '12:00:00', 'en', english)).toBe(
      'Sunday, November 1, 2026 at 12:00 PM',
    );
  });
  it('writes them in Spanish, "a la" for one o’clock and "a las" for any other hour', () => {
    expect(longDateAndTime('2026-03-09', '13:30', 'es', spanish)).toMatch(
      /^lunes, 9 de marzo de 2026 a la 1:30 p\.\s?m\.$/,
    );
    expect(longDateAndTime('2026-03-09', '01:00', 'es', spanish)).toMatch(/ a la 1:00 a\.\s?m\.$/);
    expect(longDateAndTime('2026-03-09', '14:30', 'es', spanish)).toMatch(/ a las 2:30 p\.\s?m\.$/);
    expect(longDateAndTime('2026-03-09', '00:15', 'es', spanish)).toMatch(/ a las 12:15 a\.\s?m\.$/);
    expect(longDateAndTime('2026-03-09', '12:00', 'es', spanish)).toMatch(/ a las 12:00 p\.\s?m\.$/);
  });
});

describe('the form of a time’s hour', () => {
  it('is "one" when the clock shows the hour 1, and "other" otherwise', () => {
    for (const time of ['01:00', '01:59', '13:00', '13:45:00', '1:30']) {
      expect([clockForm(time, 'en'), clockForm(time, 'es')]).toEqual(['one', 'one']);
    }
    for (const time of ['00:00', '00:30', '02:00', '10:00', '11:00', '12:00', '14:00', '21:00', '23:59']) {
      expect([clockForm(time, 'en'), clockForm(time, 'es')]).toEqual(['other', 'other']);
    }
    expect(clockForm('Closed', 'en')).toBe('other');
  });
  it('chooses the Spanish article of every message that says a time after "at"', () => {
    const at = (time: string) => ({
      day: 'lunes, 9 de marzo',
      time: timeOfDay(time, 'es'),
      clock: clockForm(time, 'es'),
    });
    expect(spanish('appointments.card.when', at('13:00'))).toMatch(/^lunes, 9 de marzo a la 1:00 p\.\s?m\.$/);
    expect(spanish('appointments.card.when', at('15:00'))).toMatch(
      /^lunes, 9 de marzo a las 3:00 p\.\s?m\.$/,
    );
    // English says "at" whatever the hour.
    expect(english('appointments.card.when', { day: 'Monday, March 9', time: '1:00 PM', clock: 'one' })).toBe(
      'Monday, March 9 at 1:00 PM',
    );
  });
});
