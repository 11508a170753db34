import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { PRACTICE_TIME_ZONE } from '../practice-time-zone.ts';
import { TIME_PREFERENCES } from './constants.ts';

/** Slot logic runs in the practices' time zone. */
export { PRACTICE_TIME_ZONE };
/** The booking window: slots are offered up to 30 days ahead. */
export const BOOKING_WINDOW_DAYS = 30;
/** A slot starting sooner than this cannot be booked any more. */
const LEAD_MINUTES = 15;

export type SlotWindow = {
  /** Inclusive dates, 'YYYY-MM-DD', in America/New_York. */
  fromDate: string;
  toDate: string;
  /** Start times from (inclusive) and before (exclusive), 'HH:MM'. */
  fromTime: string;
  toTime: string;
  /** Today's date and the earliest bookable time today, in America/New_York. */
  today: string;
  earliestTimeToday: string;
  /**
   * The parts of the day the times cover, as the database keys open times (open_time_key): 1 morning,
   * 2 afternoon, 3 evening, 0 the other hours. A time preference is exactly one part.
   */
  dayParts: number[];
};

/**
 * Which open slots count for the availability and time-of-day filters: today; this week (to
 * Saturday); next week (Sunday to Saturday); and with only a time of day, the whole booking window.
 * 'any' and 'flexible' with no time of day mean no filter (null).
 */
export function slotWindow(
  availability: 'any' | 'today' | 'this_week' | 'next_week' | 'flexible' | undefined,
  time: keyof typeof TIME_PREFERENCES | undefined,
  now: Date = new Date(),
): SlotWindow | null {
  const filtersDays =
    availability === 'today' || availability === 'this_week' || availability === 'next_week';
  if (!filtersDays && !time) return null;
  const local = new TZDate(now, PRACTICE_TIME_ZONE);
  const day = (d: Date) => format(d, 'yyyy-MM-dd');
  const dayOfWeek = local.getDay(); // 0 = Sunday
  let from: Date = local;
  let to: Date = addDays(local, BOOKING_WINDOW_DAYS - 1);
  if (availability === 'today') to = local;
  if (availability === 'this_week') to = addDays(local, 6 - dayOfWeek);
  if (availability === 'next_week') {
    from = addDays(local, 7 - dayOfWeek);
    to = addDays(from, 6);
  }
  const window = time ? TIME_PREFERENCES[time] : { from: '00:00', to: '24:00' };
  const dayParts = time ? [Object.keys(TIME_PREFERENCES).indexOf(time) + 1] : [0, 1, 2, 3];
  const earliest = new TZDate(now.getTime() + LEAD_MINUTES * 60_000, PRACTICE_TIME_ZONE);
  return {
    fromDate: day(from),
    toDate: day(to),
    fromTime: window.from,
    toTime: window.to,
    today: day(local),
    // Past midnight the lead time spills into tomorrow: nothing is left today.
    earliestTimeToday: day(earliest) === day(local) ? format(earliest, 'HH:mm') : '24:00',
    dayParts,
  };
}
