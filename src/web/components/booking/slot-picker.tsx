import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useRef, type KeyboardEvent } from 'react';

/** On a phone the calendar fills the screen: after a day is tapped, its times are brought into view. */
const showTimes = (heading: HTMLElement | null) => {
  if (!heading || !window.matchMedia?.('(max-width: 768px)').matches) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
};
import { type SlotDto } from '#shared/appointments/booking.ts';
import { BOOKING_MESSAGES } from '#shared/appointments/booking-messages.ts';
import { longDay, monthYear, shortDay, shortWeekday } from '#shared/format/dates.ts';
import { timeOfDay } from '#shared/format/times.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { addDaysTo, weekdayOf } from '../../lib/booking/dates.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';

/** A Monday to Sunday week, for the calendar's column headings in the reader's language ('Mon', 'lun'). */
const A_WEEK = [
  '2024-01-01',
  '2024-01-02',
  '2024-01-03',
  '2024-01-04',
  '2024-01-05',
  '2024-01-06',
  '2024-01-07',
];
const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

export type SlotsState =
  { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'success'; slots: SlotDto[] };

/** Slots grouped by day, each day's times in order. */
export function slotsByDay(slots: SlotDto[]) {
  const days = new Map<string, SlotDto[]>();
  for (const slot of slots) {
    if (!slot.isAvailable) continue;
    const list = days.get(slot.date) ?? [];
    list.push(slot);
    days.set(slot.date, list);
  }
  for (const list of days.values()) list.sort((a, b) => a.time.localeCompare(b.time));
  return days;
}

/**
 * The booking dialog's list view: a calendar of the bookable days (today and the 29 after it) with
 * previous and next day buttons, then that day's 'Available Times' in two columns (booking-dialog.test.tsx).
 */
export function SlotPicker({
  from,
  to,
  date,
  onDateChange,
  state,
  onPick,
}: {
  from: string;
  to: string;
  date: string;
  onDateChange: (date: string) => void;
  state: SlotsState;
  onPick: (slot: SlotDto) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const slots = state.status === 'success' ? state.slots : null;
  const byDay = useMemo(() => slotsByDay(slots ?? []), [slots]);
  const times = byDay.get(date) ?? [];
  const dayHeading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="grid gap-6 min-[769px]:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <DayCalendar
        from={from}
        to={to}
        date={date}
        onDateChange={onDateChange}
        onDayTapped={() => requestAnimationFrame(() => showTimes(dayHeading.current))}
        byDay={byDay}
      />
      <section aria-labelledby="times-for-day" className="min-w-0">
        <div className="flex items-center justify-between gap-2">
          <Button
            variant="secondary"
            onClick={() => onDateChange(addDaysTo(date, -1))}
            // Nothing before today can be booked (docs/product.md#booking).
            disabled={date <= from}
          >
            <ChevronLeft aria-hidden className="size-5" />
            {t('booking.slots.previousDay')}
          </Button>
          <Button variant="secondary" onClick={() => onDateChange(addDaysTo(date, 1))} disabled={date >= to}>
            {t('booking.slots.nextDay')}
            <ChevronRight aria-hidden className="size-5" />
          </Button>
        </div>
        <h3 ref={dayHeading} id="times-for-day" className="mt-4 scroll-mt-4 text-xl" aria-live="polite">
          {longDay(date, locale)}
        </h3>
        <h4 className="mt-3 text-lg font-bold">{t(BOOKING_MESSAGES.availableTimes)}</h4>
        <p className="text-ink-muted text-base dark:text-stone-300">{t('booking.slots.easternTime')}</p>
        {state.status === 'pending' && <TimeSkeletons />}
        {state.status === 'error' && (
          <div
            role="alert"
            className="border-danger bg-danger-soft text-danger mt-3 rounded-lg border-l-4 p-4"
          >
            <p className="font-bold">{t(BOOKING_MESSAGES.slotsLoadFailed)}</p>
            <Button variant="secondary" className="mt-3" onClick={state.retry}>
              {t('booking.slots.tryAgain')}
            </Button>
          </div>
        )}
        {state.status === 'success' && times.length === 0 && (
          <div className="mt-3 rounded-lg bg-stone-100 p-4 text-center dark:bg-stone-800">
            <p className="font-bold">{t(BOOKING_MESSAGES.noTimes)}</p>
            <p className="text-ink-muted dark:text-stone-300">{t(BOOKING_MESSAGES.noTimesHint)}</p>
          </div>
        )}
        {times.length > 0 && (
          <ul
            aria-label={t(BOOKING_MESSAGES.availableTimesOn, { day: longDay(date, locale) })}
            className="mt-3 grid grid-cols-2 gap-3"
          >
            {times.map((slot) => (
              <li key={slot.id}>
                <Button
                  variant="secondary"
                  size="lg"
                  className="w-full"
                  aria-label={`${timeOfDay(slot.time, locale)}, ${longDay(slot.date, locale)}`}
                  data-slot-id={slot.id}
                  onClick={() => onPick(slot)}
                >
                  {timeOfDay(slot.time, locale)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Six grey slots while the times load (booking-dialog.test.tsx). */
function TimeSkeletons() {
  const t = useT();
  return (
    <div aria-busy="true" className="mt-3">
      <p role="status" className="sr-only">
        {t('booking.slots.loading')}
      </p>
      <div aria-hidden className="grid grid-cols-2 gap-3" data-testid="slot-skeletons">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-14 animate-pulse rounded-lg bg-stone-200 motion-reduce:animate-none" />
        ))}
      </div>
    </div>
  );
}

/**
 * The 30 bookable days as a calendar from Monday to Sunday. One day is in the tab order; the arrow
 * keys move a day (left, right) or a week (up, down), as in every date picker people know.
 */
function DayCalendar({
  from,
  to,
  date,
  onDateChange,
  onDayTapped,
  byDay,
}: {
  from: string;
  to: string;
  date: string;
  onDateChange: (date: string) => void;
  onDayTapped: () => void;
  byDay: Map<string, SlotDto[]>;
}) {
  const grid = useRef<HTMLDivElement>(null);
  const t = useT();
  const locale = useLocale();
  const days = useMemo(() => {
    const list: string[] = [];
    for (let d = from; d <= to; d = addDaysTo(d, 1)) list.push(d);
    return list;
  }, [from, to]);
  // Blank cells before the first day so each column is one weekday, Monday first.
  const lead = (weekdayOf(from) + 6) % 7;

  const move = (event: KeyboardEvent, current: string) => {
    const step = ARROW_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    let next = addDaysTo(current, step);
    if (next < from) next = from;
    if (next > to) next = to;
    onDateChange(next);
    requestAnimationFrame(() =>
      grid.current?.querySelector<HTMLButtonElement>(`[data-date="${next}"]`)?.focus(),
    );
  };

  return (
    <div>
      <p className="text-lg font-bold" id="calendar-label">
        {t('booking.slots.chooseDate')}
        <span className="text-ink-muted block text-base font-normal dark:text-stone-300">
          {monthYear(from, locale) === monthYear(to, locale)
            ? monthYear(from, locale)
            : `${monthYear(from, locale)} – ${monthYear(to, locale)}`}
        </span>
      </p>
      <div
        ref={grid}
        role="group"
        aria-labelledby="calendar-label"
        className="mt-2 grid grid-cols-7 gap-1 text-center"
      >
        {A_WEEK.map((d) => (
          <span key={d} aria-hidden className="text-ink-muted text-base font-bold dark:text-stone-300">
            {shortWeekday(d, locale)}
          </span>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <span key={`lead-${i}`} aria-hidden />
        ))}
        {days.map((day) => {
          const count = byDay.get(day)?.length ?? 0;
          const selected = day === date;
          return (
            <button
              key={day}
              type="button"
              data-date={day}
              tabIndex={selected ? 0 : -1}
              aria-pressed={selected}
              aria-label={t('booking.slots.dayLabel', { day: longDay(day, locale), count })}
              title={shortDay(day, locale)}
              onClick={() => {
                onDateChange(day);
                onDayTapped();
              }}
              onKeyDown={(e) => move(e, day)}
              className={cn(
                'flex min-h-12 min-w-11 cursor-pointer flex-col items-center justify-center rounded-lg border-2 text-lg font-bold',
                selected
                  ? 'border-primary bg-primary text-white dark:border-sky-300 dark:bg-sky-300 dark:text-stone-950'
                  : count
                    ? 'border-primary text-primary hover:bg-primary-soft bg-white dark:border-sky-300 dark:bg-stone-900 dark:text-sky-200'
                    : 'border-stone-300 bg-stone-100 text-stone-700 dark:border-stone-700 dark:bg-stone-800 dark:text-stone-300',
              )}
            >
              {Number(day.slice(8))}
              {/* A dot says "times here" without relying on colour alone. */}
              <span
                aria-hidden
                className={cn('size-1.5 rounded-full', count ? 'bg-current' : 'bg-transparent')}
              />
            </button>
          );
        })}
      </div>
    </div>
  );
}
