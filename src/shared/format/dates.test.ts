import { describe, expect, it } from 'vitest';
import {
  longDate,
  longDay,
  monthDay,
  monthDayYear,
  monthYear,
  shortDay,
  shortMonth,
  shortWeekday,
  shortWeekdayAndDay,
} from './dates.ts';

describe('calendar dates in words', () => {
  it('writes each format', () => {
    expect(longDate('2026-03-09', 'en')).toBe('Monday, March 9, 2026');
    expect(longDay('2026-03-09', 'en')).toBe('Monday, March 9');
    expect(monthDayYear('2026-03-09', 'en')).toBe('March 9, 2026');
    expect(monthDay('2026-03-09', 'en')).toBe('March 9');
    expect(shortWeekdayAndDay('2026-03-09', 'en')).toBe('Mon, Mar 9');
    expect(shortDay('2026-03-09', 'en')).toBe('Mar 9');
    expect(shortWeekday('2026-03-09', 'en')).toBe('Mon');
    expect(monthYear('2026-03-09', 'en')).toBe('March 2026');
    expect(shortMonth('2026-03-09', 'en')).toBe('Mar');
  });

  it('writes each in Spanish as US readers expect', () => {
    expect(longDate('2026-03-09', 'es')).toBe('lunes, 9 de marzo de 2026');
    expect(monthYear('2026-03-09', 'es')).toBe('marzo de 2026');
    expect(longDate('2026-03-09', 'en')).toBe('Monday, March 9, 2026');
  });

  it('keeps the day of a daylight-saving change and the days either side', () => {
    // Florida springs forward on March 8, 2026 and falls back on November 1, 2026.
    expect(longDate('2026-03-07', 'en')).toBe('Saturday, March 7, 2026');
    expect(longDate('2026-03-08', 'en')).toBe('Sunday, March 8, 2026');
    expect(longDate('2026-11-01', 'en')).toBe('Sunday, November 1, 2026');
    expect(longDate('2026-11-02', 'en')).toBe('Monday, November 2, 2026');
  });

  it('writes the date as stored whatever the process time zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        process.env.TZ = tz;
        expect(longDate('2026-01-01', 'en')).toBe('Thursday, January 1, 2026');
        expect(shortDay('2026-12-31', 'en')).toBe('Dec 31');
      }
    } finally {
      process.env.TZ = zone;
    }
  });
});
