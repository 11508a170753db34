import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  blockedRange,
  clampSlotRange,
  eligibleSlots,
  isSlotEligible,
  isSlotEligibleWithHelperLead,
  practiceInstant,
  practiceNow,
  slotRefusal,
  weekdayOf,
  type OfficeHoursWeek,
  type ProviderSchedule,
} from './slot-rules.ts';

// 2026: daylight time starts Sunday March 8 at 02:00 EST (07:00 UTC) and ends Sunday November 1 at
// 02:00 EDT (06:00 UTC).
const at = (iso: string) => new Date(iso);
const OPEN = { open: '08:00', close: '17:00', closed: false };
const WEEK: OfficeHoursWeek = {
  monday: OPEN,
  tuesday: OPEN,
  wednesday: OPEN,
  thursday: OPEN,
  friday: OPEN,
  saturday: { open: '09:00', close: '13:00', closed: false },
  sunday: { open: '', close: '', closed: true },
};
const open: ProviderSchedule = { officeHours: null, availability: [], appointments: [] };
const withHours: ProviderSchedule = { officeHours: WEEK, availability: [], appointments: [] };
const slot = (date: string, time: string, isAvailable = true) => ({ date, time, isAvailable });
// Monday 2 March 2026, 07:00 in Florida: every later rule test looks a week or more ahead.
const MONDAY_MORNING = at('2026-03-02T12:00:00Z');

describe('Florida time', () => {
  it('reads the local date and time of an instant, on both sides of each change', () => {
    expect(practiceNow(at('2026-01-15T15:00:00Z'))).toEqual({ date: '2026-01-15', time: '10:00' });
    expect(practiceNow(at('2026-03-08T06:30:00Z'))).toEqual({ date: '2026-03-08', time: '01:30' });
    expect(practiceNow(at('2026-03-08T07:00:00Z'))).toEqual({ date: '2026-03-08', time: '03:00' });
    expect(practiceNow(at('2026-03-08T12:00:00Z'))).toEqual({ date: '2026-03-08', time: '08:00' });
    // Just after midnight on the first night of daylight time: still the 9th, not the 8th.
    expect(practiceNow(at('2026-03-09T04:30:00Z'))).toEqual({ date: '2026-03-09', time: '00:30' });
    expect(practiceNow(at('2026-11-01T03:59:00Z'))).toEqual({ date: '2026-10-31', time: '23:59' });
    // The repeated hour: 01:30 daylight, then 01:30 standard an hour later.
    expect(practiceNow(at('2026-11-01T05:30:00Z'))).toEqual({ date: '2026-11-01', time: '01:30' });
    expect(practiceNow(at('2026-11-01T06:30:00Z'))).toEqual({ date: '2026-11-01', time: '01:30' });
    expect(practiceNow(at('2026-11-01T14:00:00Z'))).toEqual({ date: '2026-11-01', time: '09:00' });
  });

  it('turns a local date and time into the instant, on both sides of each change', () => {
    const iso = (d: string, t: string) => practiceInstant(d, t).toISOString();
    expect(iso('2026-01-15', '10:00')).toBe('2026-01-15T15:00:00.000Z');
    expect(iso('2026-07-01', '10:00')).toBe('2026-07-01T14:00:00.000Z');
    expect(iso('2026-03-07', '10:00')).toBe('2026-03-07T15:00:00.000Z');
    expect(iso('2026-03-08', '01:30')).toBe('2026-03-08T06:30:00.000Z');
    expect(iso('2026-03-08', '03:00')).toBe('2026-03-08T07:00:00.000Z');
    expect(iso('2026-03-08', '10:00')).toBe('2026-03-08T14:00:00.000Z');
    expect(iso('2026-10-31', '10:00')).toBe('2026-10-31T14:00:00.000Z');
    expect(iso('2026-11-01', '00:30')).toBe('2026-11-01T04:30:00.000Z');
    expect(iso('2026-11-01', '02:00')).toBe('2026-11-01T07:00:00.000Z');
    expect(iso('2026-11-01', '10:00')).toBe('2026-11-01T15:00:00.000Z');
    expect(iso('2026-11-02', '09:00')).toBe('2026-11-02T14:00:00.000Z');
  });

  it('reads a wall time the clock skips as the time after the gap, and a repeated one as the earlier', () => {
    expect(practiceInstant('2026-03-08', '02:30').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(practiceInstant('2026-11-01', '01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('names weekdays and adds days without any time zone', () => {
    expect(weekdayOf('2026-03-08')).toBe(0);
    expect(weekdayOf('2026-11-02')).toBe(1);
    expect(weekdayOf('2026-02-28')).toBe(6);
    expect(addDaysToDate('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDaysToDate('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('lead time: at least 30 minutes ahead (15 in the helpers)', () => {
  it('on the day daylight time starts', () => {
    const now = at('2026-03-08T13:00:00Z'); // 09:00 EDT (it would be 08:00 read as standard time)
    expect(slotRefusal(slot('2026-03-08', '08:30'), open, now)).toBe('past');
    expect(slotRefusal(slot('2026-03-08', '09:00'), open, now)).toBe('past');
    expect(slotRefusal(slot('2026-03-08', '09:29'), open, now)).toBe('too_soon');
    expect(slotRefusal(slot('2026-03-08', '09:30'), open, now)).toBeNull();
    expect(isSlotEligibleWithHelperLead(slot('2026-03-08', '09:14'), open, now)).toBe(false);
    expect(isSlotEligibleWithHelperLead(slot('2026-03-08', '09:15'), open, now)).toBe(true);
    expect(isSlotEligible(slot('2026-03-08', '09:15'), open, now)).toBe(false);
  });

  it('on the day daylight time ends', () => {
    const now = at('2026-11-01T14:00:00Z'); // 09:00 EST (it would be 10:00 read as daylight time)
    expect(slotRefusal(slot('2026-11-01', '08:59'), open, now)).toBe('past');
    expect(slotRefusal(slot('2026-11-01', '09:29'), open, now)).toBe('too_soon');
    expect(slotRefusal(slot('2026-11-01', '09:30'), open, now)).toBeNull();
    expect(isSlotEligibleWithHelperLead(slot('2026-11-01', '09:15'), open, now)).toBe(true);
  });

  it('counts real minutes across the change, not minutes of the wall clock', () => {
    // 01:45 EST on 8 March: 03:00 EDT is 15 real minutes away, though the clock shows 75.
    const spring = at('2026-03-08T06:45:00Z');
    expect(slotRefusal(slot('2026-03-08', '03:00'), open, spring)).toBe('too_soon');
    expect(slotRefusal(slot('2026-03-08', '03:15'), open, spring)).toBeNull();
    // 01:45 EDT on 1 November: 02:00 EST is 75 real minutes away, though the clock shows 15.
    const autumn = at('2026-11-01T05:45:00Z');
    expect(slotRefusal(slot('2026-11-01', '02:00'), open, autumn)).toBeNull();
  });

  it('applies across midnight too', () => {
    const now = at('2026-03-03T04:50:00Z'); // 23:50 on Monday 2 March
    expect(slotRefusal(slot('2026-03-03', '00:10'), open, now)).toBe('too_soon');
    expect(slotRefusal(slot('2026-03-03', '00:30'), open, now)).toBeNull();
  });
});

describe('the other rules', () => {
  it('a slot must be marked available', () => {
    expect(slotRefusal(slot('2026-03-09', '10:00', false), withHours, MONDAY_MORNING)).toBe('not_available');
  });

  it('a day in the past is past', () => {
    expect(slotRefusal(slot('2026-03-01', '10:00'), withHours, MONDAY_MORNING)).toBe('past');
  });

  it('the booking window ends 30 days after today', () => {
    expect(slotRefusal(slot('2026-04-01', '10:00'), withHours, MONDAY_MORNING)).toBeNull();
    expect(slotRefusal(slot('2026-04-02', '10:00'), withHours, MONDAY_MORNING)).toBe('beyond_window');
  });

  it("inside that weekday's office hours: open ≤ start < close, not closed", () => {
    const refusal = (date: string, time: string) => slotRefusal(slot(date, time), withHours, MONDAY_MORNING);
    expect(refusal('2026-03-09', '08:00')).toBeNull(); // Monday, after the change
    expect(refusal('2026-03-09', '07:30')).toBe('outside_office_hours');
    expect(refusal('2026-03-09', '16:30')).toBeNull();
    expect(refusal('2026-03-09', '17:00')).toBe('outside_office_hours');
    expect(refusal('2026-03-14', '12:30')).toBeNull(); // Saturday 09:00-13:00
    expect(refusal('2026-03-14', '13:00')).toBe('outside_office_hours');
    expect(refusal('2026-03-08', '10:00')).toBe('office_closed'); // Sunday, the day of the change
    expect(refusal('2026-03-15', '10:00')).toBe('office_closed');
  });

  it('a weekday missing from given hours is closed; no hours at all restrict nothing', () => {
    const weekdaysOnly: ProviderSchedule = { ...withHours, officeHours: { monday: OPEN } };
    expect(slotRefusal(slot('2026-03-10', '10:00'), weekdaysOnly, MONDAY_MORNING)).toBe('office_closed');
    const none: ProviderSchedule = { ...withHours, officeHours: {} };
    expect(slotRefusal(slot('2026-03-08', '06:00'), none, MONDAY_MORNING)).toBeNull();
  });

  it('inside an available weekly window of that weekday, when the provider has windows', () => {
    const schedule: ProviderSchedule = {
      ...withHours,
      availability: [
        { dayOfWeek: 1, startTime: '09:00:00', endTime: '12:00:00', isAvailable: true },
        { dayOfWeek: 1, startTime: '13:00', endTime: '16:00', isAvailable: false },
        { dayOfWeek: 3, startTime: '13:00', endTime: '16:00', isAvailable: true },
      ],
    };
    const refusal = (date: string, time: string) => slotRefusal(slot(date, time), schedule, MONDAY_MORNING);
    expect(refusal('2026-03-09', '09:00')).toBeNull();
    expect(refusal('2026-03-09', '11:30')).toBeNull();
    expect(refusal('2026-03-09', '08:30')).toBe('outside_availability');
    expect(refusal('2026-03-09', '12:00')).toBe('outside_availability');
    expect(refusal('2026-03-09', '14:00')).toBe('outside_availability'); // that window is switched off
    expect(refusal('2026-03-10', '10:00')).toBe('outside_availability'); // Tuesday has none
    expect(refusal('2026-03-11', '13:30')).toBeNull();
  });

  it('clear of scheduled, confirmed and waiting appointments, their duration in 30-minute steps', () => {
    const booked = (time: string, durationMinutes: number, status = 'scheduled') => ({
      date: '2026-03-09',
      time,
      durationMinutes,
      status,
    });
    const refusal = (time: string, appointments: ProviderSchedule['appointments']) =>
      slotRefusal(slot('2026-03-09', time), { ...withHours, appointments }, MONDAY_MORNING);
    const hour = [booked('10:00', 60)];
    expect(refusal('09:30', hour)).toBeNull();
    expect(refusal('10:00', hour)).toBe('overlaps_appointment');
    expect(refusal('10:30', hour)).toBe('overlaps_appointment');
    expect(refusal('11:00', hour)).toBeNull();
    // 45 minutes hold two steps; 20 minutes hold one.
    expect(refusal('10:30', [booked('10:00', 45)])).toBe('overlaps_appointment');
    expect(refusal('11:00', [booked('10:00', 45)])).toBeNull();
    expect(refusal('10:30', [booked('10:00', 20)])).toBeNull();
    // A visit off the half hour still holds the slot it runs into.
    expect(refusal('10:00', [booked('10:15', 30)])).toBe('overlaps_appointment');
    expect(refusal('10:00', [booked('10:00', 30, 'confirmed')])).toBe('overlaps_appointment');
    expect(refusal('10:00', [booked('10:00', 30, 'pending_approval')])).toBe('overlaps_appointment');
    for (const status of ['cancelled', 'completed', 'no_show'])
      expect(refusal('10:00', [booked('10:00', 30, status)])).toBeNull();
  });

  it('an appointment late in the evening holds the first slot of the next day', () => {
    const late = { date: '2026-03-09', time: '23:30', durationMinutes: 60, status: 'scheduled' };
    const schedule = { ...open, appointments: [late] };
    expect(slotRefusal(slot('2026-03-10', '00:00'), schedule, MONDAY_MORNING)).toBe('overlaps_appointment');
    expect(slotRefusal(slot('2026-03-10', '00:30'), schedule, MONDAY_MORNING)).toBeNull();
    expect(blockedRange(late).end - blockedRange(late).start).toBe(60);
  });

  it('appointments hold the same wall-clock hour on the days the clocks change', () => {
    // The exclusion constraint compares wall-clock ranges; the rule agrees with it.
    const nov = { date: '2026-11-01', time: '09:00', durationMinutes: 60, status: 'scheduled' };
    const schedule = { ...open, appointments: [nov] };
    const now = at('2026-10-30T12:00:00Z');
    expect(slotRefusal(slot('2026-11-01', '09:30'), schedule, now)).toBe('overlaps_appointment');
    expect(slotRefusal(slot('2026-11-01', '10:00'), schedule, now)).toBeNull();
  });

  it('keeps the eligible slots in their order', () => {
    const slots = [
      slot('2026-03-09', '07:30'),
      slot('2026-03-09', '08:00'),
      slot('2026-03-09', '08:30', false),
      slot('2026-03-09', '09:00'),
    ];
    expect(eligibleSlots(slots, withHours, MONDAY_MORNING).map((s) => s.time)).toEqual(['08:00', '09:00']);
  });
});

describe('the dates a slot query may cover', () => {
  it('runs from today (in Florida) to 30 days ahead', () => {
    // 23:30 on 7 March in Florida is already the 8th in UTC.
    const now = at('2026-03-08T04:30:00Z');
    expect(clampSlotRange(now)).toEqual({ from: '2026-03-07', to: '2026-04-06' });
    expect(clampSlotRange(now, '2026-01-01', '2026-12-31')).toEqual({ from: '2026-03-07', to: '2026-04-06' });
    expect(clampSlotRange(now, '2026-03-10', '2026-03-16')).toEqual({ from: '2026-03-10', to: '2026-03-16' });
    expect(clampSlotRange(now, '2026-05-01', '2026-05-07')).toBeNull();
  });
});
