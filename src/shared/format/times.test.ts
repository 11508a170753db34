import { describe, expect, it } from 'vitest';
import { longDateAndTime, timeOfDay } from './times.ts';

describe('time of day', () => {
  it('writes the 24-hour clock as people read it', () => {
    expect(timeOfDay('00:00')).toBe('12:00 AM');
    expect(timeOfDay('12:00')).toBe('12:00 PM');
    expect(timeOfDay('14:30')).toBe('2:30 PM');
    expect(timeOfDay('09:05')).toBe('9:05 AM');
    expect(timeOfDay('23:59:00')).toBe('11:59 PM');
    expect(timeOfDay('9:05')).toBe('9:05 AM');
  });
  it('writes it as Spanish readers in the US do', () => {
    expect(timeOfDay('14:30', 'es')).toBe('2:30 p.m.');
    expect(timeOfDay('00:05', 'es')).toBe('12:05 a.m.');
  });
  it('returns what is not a time unchanged', () => {
    expect(timeOfDay('Closed')).toBe('Closed');
    expect(timeOfDay('25:00')).toBe('25:00');
    expect(timeOfDay('10:75')).toBe('10:75');
    expect(timeOfDay('')).toBe('');
  });
  it('writes a stored day and time together, on the days the clocks change too', () => {
    expect(longDateAndTime('2026-03-09', '14:30')).toBe('Monday, March 9, 2026 at 2:30 PM');
    expect(longDateAndTime('2026-03-08', '00:00')).toBe('Sunday, March 8, 2026 at 12:00 AM');
    expect(longDateAndTime('2026-11-01', '12:00:00')).toBe('Sunday, November 1, 2026 at 12:00 PM');
  });
});
