import { describe, expect, it } from 'vitest';
import {
  SCHEDULE_MESSAGES,
  addDaysIso,
  availabilitySchema,
  daysBetween,
  isRealDate,
  isRealPracticeTime,
  mondayOf,
  officeHoursSchema,
  practiceNow,
  slotSelectionSchema,
  weekdayOf,
} from './schedule.ts';

// Unit tests run with TZ=UTC: every answer must be Florida's, whatever the machine's zone.
describe('the practice calendar', () => {
  it('skips the spring-forward hour and keeps the repeated autumn hour', () => {
    // 2027: clocks go forward on Sunday 14 March at 02:00, back on Sunday 7 November at 02:00.
    expect(isRealPracticeTime('2027-03-14', '01:30')).toBe(true);
    expect(isRealPracticeTime('2027-03-14', '02:00')).toBe(false);
    expect(isRealPracticeTime('2027-03-14', '02:30')).toBe(false);
    expect(isRealPracticeTime('2027-03-14', '03:00')).toBe(true);
    expect(isRealPracticeTime('2027-03-13', '02:30')).toBe(true);
    expect(isRealPracticeTime('2027-11-07', '01:00')).toBe(true);
    expect(isRealPracticeTime('2027-11-07', '01:30')).toBe(true);
    expect(isRealPracticeTime('2027-11-07', '02:00')).toBe(true);
  });

  it("reads Florida's date and clock on both sides of each change", () => {
    expect(practiceNow(new Date('2027-03-14T06:59:00Z'))).toEqual({ date: '2027-03-14', time: '01:59' });
    expect(practiceNow(new Date('2027-03-14T07:00:00Z'))).toEqual({ date: '2027-03-14', time: '03:00' });
    expect(practiceNow(new Date('2027-11-07T05:30:00Z'))).toEqual({ date: '2027-11-07', time: '01:30' });
    expect(practiceNow(new Date('2027-11-07T06:30:00Z'))).toEqual({ date: '2027-11-07', time: '01:30' });
    // Late evening in Miami is already tomorrow in UTC.
    expect(practiceNow(new Date('2027-11-08T03:30:00Z'))).toEqual({ date: '2027-11-07', time: '22:30' });
  });

  it('counts whole days across the 23- and 25-hour days', () => {
    expect(addDaysIso('2027-03-13', 1)).toBe('2027-03-14');
    expect(addDaysIso('2027-03-14', 1)).toBe('2027-03-15');
    expect(addDaysIso('2027-11-06', 2)).toBe('2027-11-08');
    expect(daysBetween('2027-03-01', '2027-03-31')).toBe(30);
    expect(weekdayOf('2027-03-14')).toBe(0);
    expect(weekdayOf('2027-11-08')).toBe(1);
  });

  it('starts weeks on Monday', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-12-01')).toBe('2026-11-30');
  });

  it('knows real dates', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2027-02-29')).toBe(false);
  });
});

describe('schedule inputs', () => {
  const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('lets hours of one day touch but not overlap', () => {
    expect(
      availabilitySchema.safeParse({
        windows: [
          { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
          { dayOfWeek: 1, startTime: '12:00', endTime: '17:00' },
          { dayOfWeek: 2, startTime: '10:00', endTime: '11:00' },
        ],
      }).success,
    ).toBe(true);
    const overlap = availabilitySchema.safeParse({
      windows: [
        { dayOfWeek: 5, startTime: '09:00', endTime: '12:00' },
        { dayOfWeek: 5, startTime: '08:00', endTime: '09:30' },
      ],
    });
    // The day travels as its code, for each language to name it.
    expect(overlap.error?.issues[0]).toMatchObject({
      message: SCHEDULE_MESSAGES.overlap,
      params: { day: 'friday' },
      path: ['windows', 1, 'startTime'],
    });
  });

  it('checks that open comes before close only on open days, and that both are times on every day', () => {
    const day = { open: '09:00', close: '17:00', closed: false };
    const week = {
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: { open: '', close: '', closed: true },
      sunday: { open: '13:00', close: '09:00', closed: true },
    };
    expect(officeHoursSchema.safeParse(week).success).toBe(true);
    const bad = officeHoursSchema.safeParse({
      ...week,
      monday: { open: '13:00', close: '09:00', closed: false },
    });
    expect(message(bad)).toBe(SCHEDULE_MESSAGES.closeAfterOpen);
    expect(bad.error?.issues[0]?.path).toEqual(['monday', 'close']);
    // A closed day keeps its hours for reopening, but only as times: never words.
    const words = officeHoursSchema.safeParse({ ...week, sunday: { open: 'test', close: '', closed: true } });
    expect(message(words)).toBe(SCHEDULE_MESSAGES.timeFormat);
    expect(words.error?.issues[0]?.path).toEqual(['sunday', 'open']);
  });

  it('takes one slot or one range of a day', () => {
    expect(slotSelectionSchema.safeParse({ slotId: '5b8f6c1e-4a9f-4d0e-9a57-2f1c3b7d9e10' }).success).toBe(
      true,
    );
    expect(
      slotSelectionSchema.safeParse({ date: '2027-03-14', startTime: '01:00', endTime: '04:00' }).success,
    ).toBe(true);
    expect(message(slotSelectionSchema.safeParse({}))).toBe(SCHEDULE_MESSAGES.slotOrRange);
    expect(message(slotSelectionSchema.safeParse({ date: '2027-03-14', startTime: '10:00' }))).toBe(
      SCHEDULE_MESSAGES.timeFormat,
    );
    expect(
      message(slotSelectionSchema.safeParse({ date: '2027-03-14', startTime: '10:00', endTime: '10:00' })),
    ).toBe(SCHEDULE_MESSAGES.endAfterStart);
  });
});
