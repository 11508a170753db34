import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { BOOKING_WINDOW_DAYS, PRACTICE_TIME_ZONE } from '#shared/search/availability.ts';

/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings. Slots are a date and a time of day in the practice's
 * time zone, so the days are worked out at noon UTC: adding days never crosses a daylight-saving
 * change or the visitor's own time zone.
 */
const toUtcNoon = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 12));
};
const fromUtc = (d: Date) => d.toISOString().slice(0, 10);

export function addDaysTo(date: string, days: number): string {
  const d = toUtcNoon(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (date: string) => toUtcNoon(date).getUTCDay();

/** The Monday of the week the date is in (the weekly view starts on Monday, dates.test.ts). */
export const mondayOf = (date: string) => addDaysTo(date, -((weekdayOf(date) + 6) % 7));

/** Whole weeks from a Monday to the week the date is in (dates.test.ts). */
export const weeksFrom = (monday: string, date: string) =>
  Math.floor((toUtcNoon(date).getTime() - toUtcNoon(monday).getTime()) / (7 * 86_400_000));

/** Today in Florida, whatever the visitor's computer says. */
export const practiceToday = (now: Date = new Date()) =>
  format(new TZDate(now.getTime(), PRACTICE_TIME_ZONE), 'yyyy-MM-dd');

/** Now in Florida as 'YYYY-MM-DD' and 'HH:mm', to compare with an appointment's date and time. */
const practiceNow = (now: Date = new Date()) => {
  const local = new TZDate(now.getTime(), PRACTICE_TIME_ZONE);
  return { date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') };
};

/** Whether the appointment's time has begun (Florida time). */
export function hasStarted(a: { date: string; time: string }, now: Date = new Date()) {
  const n = practiceNow(now);
  return a.date < n.date || (a.date === n.date && a.time.slice(0, 5) <= n.time);
}

/** The bookable days: today and the 29 after it (the server offers the same 30, dates.test.ts). */
export function bookingWindow(now: Date = new Date()) {
  const from = practiceToday(now);
  return { from, to: addDaysTo(from, BOOKING_WINDOW_DAYS - 1) };
}
