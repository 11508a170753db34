import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { BOOKING_MESSAGES } from '#shared/appointments/booking-messages.ts';
import { PROFILE_MESSAGES } from '#shared/providers/profile.ts';
import { longDay, shortDay, shortWeekday } from '#shared/format/dates.ts';
import { timeOfDay } from '#shared/format/times.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { providerSlotsQuery } from '../../lib/booking/api.ts';
import { useLiveSlots } from '../../lib/booking/live-slots.ts';
import { addDaysTo, bookingWindow, mondayOf, weeksFrom } from '../../lib/booking/dates.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import type { BookingProvider, ChosenSlot } from './booking-dialog.tsx';
import { slotsByDay } from './slot-picker.tsx';

/** This week and the three after it (docs/product.md#booking). */
const WEEKS_AHEAD = 3;

export type WeeklyTimesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  provider: BookingProvider;
  /** A time was chosen: the booking dialog takes over with it. */
  onPick: (slot: ChosenSlot) => void;
};

/**
 * The available-times weekly view: seven days from Monday, this week to three weeks ahead. Each time
 * opens the booking dialog on that time. It reads the same 30-day slot list as the booking dialog.
 */
export function WeeklyTimesDialog({ open, onOpenChange, provider, onPick }: WeeklyTimesDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(BOOKING_MESSAGES.availableTimes)}
      description={t('booking.weekly.description', { name: provider.name })}
      wide
    >
      {open && <Week provider={provider} onPick={onPick} />}
    </Dialog>
  );
}

function Week({ provider, onPick }: { provider: BookingProvider; onPick: (slot: ChosenSlot) => void }) {
  const t = useT();
  const locale = useLocale();
  const live = useLiveSlots(provider.id);
  const [range] = useState(() => bookingWindow());
  const [week, setWeek] = useState(0);
  const query = useQuery(providerSlotsQuery(provider.id, range.from, range.to, live));
  const byDay = useMemo(() => slotsByDay(query.data?.slots ?? []), [query.data]);
  const firstMonday = mondayOf(range.from);
  const monday = addDaysTo(firstMonday, week * 7);
  const days = Array.from({ length: 7 }, (_, i) => addDaysTo(monday, i));
  const weekIsEmpty = days.every((day) => !byDay.get(day)?.length);
  // The first open day after this week, within the weeks the view reaches: a week with nothing open
  // offers it, so no one pages through empty weeks (a practice open Monday to Wednesday, seen on a
  // Thursday).
  const lastDay = addDaysTo(firstMonday, WEEKS_AHEAD * 7 + 6);
  const nextOpenDay = weekIsEmpty
    ? [...byDay.keys()].sort().find((day) => day > days[6]! && day <= lastDay)
    : undefined;

  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-xl" aria-live="polite">
        {t('booking.weekly.weekOf', { day: longDay(monday, locale) })}
      </h3>
      <div className="flex items-center justify-between gap-3">
        <Button variant="secondary" onClick={() => setWeek((w) => w - 1)} disabled={week <= 0}>
          <ChevronLeft aria-hidden className="size-5" />
          {t('booking.weekly.previous')}
        </Button>
        <Button variant="secondary" onClick={() => setWeek((w) => w + 1)} disabled={week >= WEEKS_AHEAD}>
          {t('booking.weekly.next')}
          <ChevronRight aria-hidden className="size-5" />
        </Button>
      </div>
      {query.isPending && (
        <p role="status" className="text-lg">
          {t('booking.weekly.loading')}
        </p>
      )}
      {query.isError && !query.data && (
        <div role="alert" className="border-danger bg-danger-soft text-danger rounded-lg border-l-4 p-4">
          <p className="font-bold">{t(BOOKING_MESSAGES.timesLoadFailed)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            {t('booking.slots.tryAgain')}
          </Button>
        </div>
      )}
      {query.data && nextOpenDay && (
        <div role="status" className="flex flex-wrap items-center gap-3 text-lg">
          <p>{t('booking.weekly.noneThisWeek')}</p>
          <Button onClick={() => setWeek(weeksFrom(firstMonday, nextOpenDay))}>
            {t('booking.weekly.nextOpen', { day: longDay(nextOpenDay, locale) })}
          </Button>
        </div>
      )}
      {query.data && (
        <ol className="grid gap-3 min-[769px]:grid-cols-7">
          {days.map((day) => {
            const times = byDay.get(day) ?? [];
            const past = day < range.from;
            return (
              <li
                key={day}
                aria-label={longDay(day, locale)}
                className="rounded-xl border border-stone-300 p-3 dark:border-stone-700"
              >
                <p className="font-bold" aria-hidden>
                  {shortWeekday(day, locale)}
                  <span className="text-ink-muted block font-normal dark:text-stone-300">
                    {shortDay(day, locale)}
                  </span>
                </p>
                {times.length === 0 ? (
                  <p className="text-ink-muted mt-2 text-base dark:text-stone-300">
                    {past ? t('booking.weekly.past') : t(PROFILE_MESSAGES.noTimes)}
                  </p>
                ) : (
                  <ul className="mt-2 flex flex-wrap gap-2 min-[769px]:flex-col">
                    {times.map((slot) => (
                      <li key={slot.id}>
                        <Button
                          variant="secondary"
                          className="w-full px-2"
                          aria-label={`${timeOfDay(slot.time, locale)}, ${longDay(slot.date, locale)}`}
                          onClick={() => onPick({ id: slot.id, date: slot.date, time: slot.time })}
                        >
                          {timeOfDay(slot.time, locale)}
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
