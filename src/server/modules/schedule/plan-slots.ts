import type { OfficeHoursDay, Weekday } from '#shared/providers/profile.ts';
import {
  DAY_KEYS,
  SLOT_DAYS,
  SLOT_STEP_MINUTES,
  addDaysIso,
  fromMinutes,
  isRealPracticeTime,
  practiceNow,
  toMinutes,
  weekdayOf,
} from '#shared/schedule/schedule.ts';

export type PlanInput = {
  now: Date;
  stepMinutes: number;
  /** The available weekly windows; none at all means "whenever the office is open". */
  windows: { dayOfWeek: number; startTime: string; endTime: string }[];
  officeHours: Partial<Record<Weekday, OfficeHoursDay>>;
  days?: number;
};

export type Plan = { from: string; to: string; slots: { date: string; time: string }[] };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The slots a provider's hours call for over the coming days, in the practice's time zone: each
 * weekday's windows cut to that day's office hours, in steps of `stepMinutes`, every slot whole
 * inside both. A day the office is closed, or has no hours, gets none (the booking rules would
 * refuse such slots anyway, slot-rules.test.ts); a practice with no office hours at all is limited by
 * its windows only. Times already past today are left out, and so are the
 * clock times the spring change skips.
 *
 * The days are calendar dates counted from Florida's today, never instants 24 hours apart, so each
 * date appears once with its own weekday even on the 23- and 25-hour days of March and November.
 */
export function planSlots({ now, stepMinutes, windows, officeHours, days = SLOT_DAYS }: PlanInput): Plan {
  const today = practiceNow(now);
  const nowMinutes = toMinutes(today.time);
  const from = today.date;
  const to = addDaysIso(from, days - 1);
  const slots: { date: string; time: string }[] = [];
  // A practice that never gave its hours is not limited by them, as the booking rule has it
  // (slot-rules.ts); then the weekly windows alone decide, and without those there is nothing to make.
  const hasOfficeHours = Object.keys(officeHours).length > 0;

  for (let i = 0; i < days; i++) {
    const date = addDaysIso(from, i);
    const weekday = weekdayOf(date);
    let open = 0;
    let close = 24 * 60;
    if (hasOfficeHours) {
      const hours = officeHours[DAY_KEYS[weekday]!];
      if (!hours || hours.closed || !TIME.test(hours.open) || !TIME.test(hours.close)) continue;
      open = toMinutes(hours.open);
      close = toMinutes(hours.close);
    } else if (!windows.length) {
      break;
    }

    // Without weekly windows the office hours are the one window, started on the 30-minute grid.
    const dayWindows = windows.length
      ? windows
          .filter((w) => w.dayOfWeek === weekday)
          .map((w) => ({ start: toMinutes(w.startTime), end: toMinutes(w.endTime) }))
      : [{ start: Math.ceil(open / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES, end: close }];

    const times = new Set<number>();
    for (const w of dayWindows) {
      const end = Math.min(w.end, close);
      // Steps keep the window's own rhythm (09:00, 09:30, ...) even when the office opens later.
      const skip = Math.max(0, Math.ceil((open - w.start) / stepMinutes));
      for (let t = w.start + skip * stepMinutes; t + stepMinutes <= end; t += stepMinutes) times.add(t);
    }
    for (const t of [...times].sort((a, b) => a - b)) {
      if (i === 0 && t <= nowMinutes) continue;
      const time = fromMinutes(t);
      if (!isRealPracticeTime(date, time)) continue;
      slots.push({ date, time });
    }
  }
  return { from, to, slots };
}
