import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { BOOKING_WINDOW_DAYS, PRACTICE_TIME_ZONE } from '../search/availability.ts';

/** The next-available list shows this many open times (next-slots.test.ts). */
export const NEXT_SLOTS_COUNT = 3;
/** ...each starting at least this long from now: nobody can get to a visit that starts sooner. */
const NEXT_SLOTS_LEAD_MINUTES = 30;

/**
 * The earliest open time the next-available list may show, as the slots are stored: a date and a
 * time of day in the practices' time zone. `until` is the last day of the booking window.
 * A slot is shown when (slot_date, start_time) >= (date, time) and slot_date <= until; past 23:30
 * the lead spills into tomorrow, which this handles by working in real time first.
 */
export function nextSlotsCutoff(
  now: Date,
  leadMinutes = NEXT_SLOTS_LEAD_MINUTES,
): { date: string; time: string; until: string } {
  const earliest = new TZDate(now.getTime() + leadMinutes * 60_000, PRACTICE_TIME_ZONE);
  const today = new TZDate(now.getTime(), PRACTICE_TIME_ZONE);
  return {
    date: format(earliest, 'yyyy-MM-dd'),
    time: format(earliest, 'HH:mm'),
    until: format(addDays(today, BOOKING_WINDOW_DAYS - 1), 'yyyy-MM-dd'),
  };
}

/** The same rule for one slot ('yyyy-MM-dd', 'HH:mm' or 'HH:mm:ss'); used where slots are in memory. */
export function isNextSlotEligible(
  slot: { date: string; time: string },
  cutoff: { date: string; time: string; until: string },
): boolean {
  const time = slot.time.slice(0, 5);
  if (slot.date > cutoff.until) return false;
  return slot.date > cutoff.date || (slot.date === cutoff.date && time >= cutoff.time);
}
