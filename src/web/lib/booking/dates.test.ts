import { describe, expect, it } from 'vitest';
import { addDaysTo, bookingWindow, hasStarted, mondayOf, practiceToday, weeksFrom } from './dates.ts';

describe('booking dates', () => {
  it('adds days across the daylight-saving changes and month ends', () => {
    expect(addDaysTo('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDaysTo('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDaysTo('2026-11-01', -1)).toBe('2026-10-31');
    expect(addDaysTo('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('weeks start on Monday', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-12-01')).toBe('2026-11-30');
  });

  it('counts whole weeks from a Monday, across the daylight-saving change', () => {
    expect(weeksFrom('2026-11-23', '2026-11-29')).toBe(0);
    expect(weeksFrom('2026-11-23', '2026-11-30')).toBe(1);
    expect(weeksFrom('2026-10-26', '2026-11-16')).toBe(3);
  });

  it('today is Florida’s today, and the window is 30 days', () => {
    // 02:00 UTC on the 24th is still the evening of the 23rd in Miami.
    const late = new Date('2026-11-24T02:00:00Z');
    expect(practiceToday(late)).toBe('2026-11-23');
    expect(bookingWindow(late)).toEqual({ from: '2026-11-23', to: '2026-12-22' });
  });

  it('knows when an appointment has begun, in Florida time', () => {
    const now = new Date('2026-11-23T14:30:00Z'); // 9:30 AM in Miami
    expect(hasStarted({ date: '2026-11-23', time: '09:30' }, now)).toBe(true);
    expect(hasStarted({ date: '2026-11-23', time: '10:00' }, now)).toBe(false);
    expect(hasStarted({ date: '2026-11-22', time: '16:00' }, now)).toBe(true);
  });
});
