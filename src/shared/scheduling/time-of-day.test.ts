import { describe, expect, it } from 'vitest';
import { timeOfDay } from './time-of-day.ts';

describe('time of day', () => {
  it('writes the 24-hour clock as people read it', () => {
    expect(timeOfDay('00:00')).toBe('12:00 AM');
    expect(timeOfDay('12:00')).toBe('12:00 PM');
    expect(timeOfDay('14:30')).toBe('2:30 PM');
    expect(timeOfDay('09:05')).toBe('9:05 AM');
    expect(timeOfDay('23:59:00')).toBe('11:59 PM');
    expect(timeOfDay('9:05')).toBe('9:05 AM');
  });
  it('returns what is not a time unchanged', () => {
    expect(timeOfDay('Closed')).toBe('Closed');
    expect(timeOfDay('25:00')).toBe('25:00');
    expect(timeOfDay('')).toBe('');
  });
});
