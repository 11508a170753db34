import { useQuery } from '@tanstack/react-query';
import { Ban, ChevronLeft, ChevronRight, LockOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MessageKey } from '#shared/i18n/translate.ts';
import {
  CALENDAR_SLOT_STATES,
  SLOT_DAYS,
  addDaysIso,
  blockRangeSchema,
  daysBetween,
  mondayOf,
  practiceNow,
  type BlockRangeInput,
  type CalendarSlotDto,
  type CalendarSlotState,
} from '#shared/schedule/schedule.ts';
import { longDay } from '#shared/format/dates.ts';
import { timeOfDay } from '#shared/format/times.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { FieldError } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';
import { calendarQuery, useChangeSlots } from '../api/schedule.ts';
import { HALF_HOURS, Section, TimeSelect, selectClass } from './parts.tsx';

const STATE_STYLES = {
  free: 'border-success bg-success-soft text-success dark:border-green-400 dark:bg-stone-900 dark:text-green-200',
  booked:
    'border-primary bg-primary-soft text-primary-strong dark:border-sky-300 dark:bg-stone-900 dark:text-sky-200',
  blocked:
    'border-stone-500 bg-stone-200 text-ink dark:border-stone-400 dark:bg-stone-800 dark:text-stone-100',
} as const;

/** A slot's state in words, on each slot and in the key to the colours. */
const STATE_KEYS: Record<CalendarSlotState, MessageKey> = {
  free: 'provider.schedule.stateFree',
  booked: 'provider.schedule.stateBooked',
  blocked: 'provider.schedule.stateBlocked',
};

/** The key to the colours: each state and what it means. */
const STATE_MEANINGS: Record<CalendarSlotState, MessageKey> = {
  free: 'provider.schedule.legendFree',
  booked: 'provider.schedule.legendBooked',
  blocked: 'provider.schedule.legendBlocked',
};

/** The coming weeks, Monday first: each slot free, booked (with the patient) or blocked. */
export function CalendarSection({ providerId }: { providerId?: string }) {
  const t = useT();
  const locale = useLocale();
  // Florida's today, whatever the computer's own time zone.
  const today = practiceNow(new Date()).date;
  const lastDay = addDaysIso(today, SLOT_DAYS - 1);
  const firstMonday = mondayOf(today);
  const lastWeek = Math.floor(daysBetween(firstMonday, lastDay) / 7);
  const [week, setWeek] = useState(0);
  const from = addDaysIso(firstMonday, week * 7);
  const to = addDaysIso(from, 6);
  const query = useQuery(calendarQuery(from, to, providerId));
  const block = useChangeSlots('block', providerId);
  const unblock = useChangeSlots('unblock', providerId);
  const now = practiceNow(new Date());
  const passed = (date: string, time: string) => date < now.date || (date === now.date && time <= now.time);

  return (
    <Section
      id="calendar"
      title={t('provider.schedule.calendarTitle')}
      intro={t('provider.schedule.calendarIntro')}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h3 className="text-xl" aria-live="polite">
          {t('provider.schedule.weekOf', { day: longDay(from, locale) })}
        </h3>
        <div className="flex flex-col gap-2 min-[480px]:flex-row">
          <Button
            variant="secondary"
            disabled={week === 0}
            onClick={() => setWeek((w) => Math.max(0, w - 1))}
          >
            <ChevronLeft aria-hidden className="size-5" />
            {t('provider.schedule.previousWeek')}
          </Button>
          <Button
            variant="secondary"
            disabled={week >= lastWeek}
            onClick={() => setWeek((w) => Math.min(lastWeek, w + 1))}
          >
            {t('provider.schedule.nextWeek')}
            <ChevronRight aria-hidden className="size-5" />
          </Button>
        </div>
      </div>

      <ul aria-label={t('provider.schedule.legendLabel')} className="mt-4 flex flex-wrap gap-3">
        {CALENDAR_SLOT_STATES.map((state) => (
          <li key={state} className={cn('rounded-lg border-2 px-3 py-1 font-bold', STATE_STYLES[state])}>
            {t(STATE_MEANINGS[state])}
          </li>
        ))}
      </ul>

      <div className="mt-6 flex flex-col gap-6">
        {query.isPending && <Spinner label={t('provider.schedule.loadingCalendar')} />}
        {query.isError && (
          <Alert tone="error">{query.error.message || t('provider.schedule.calendarLoadFailed')}</Alert>
        )}
        {query.data?.days.map((day) => (
          <div key={day.date} data-testid={`day-${day.date}`}>
            <h4 className="text-lg font-bold">
              {day.date === today
                ? t('provider.schedule.dayToday', { day: longDay(day.date, locale) })
                : longDay(day.date, locale)}
            </h4>
            {day.slots.length === 0 ? (
              <p className="text-ink-muted dark:text-stone-300">{t('provider.schedule.noSlots')}</p>
            ) : (
              <ul
                aria-label={t('provider.schedule.slotsOn', { day: longDay(day.date, locale) })}
                className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4"
              >
                {day.slots.map((slot) => (
                  <SlotCard
                    key={slot.id}
                    date={day.date}
                    slot={slot}
                    passed={passed(day.date, slot.time)}
                    busy={
                      (block.isPending && block.variables?.slotId === slot.id) ||
                      (unblock.isPending && unblock.variables?.slotId === slot.id)
                    }
                    onBlock={() => block.mutate({ slotId: slot.id })}
                    onUnblock={() => unblock.mutate({ slotId: slot.id })}
                  />
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>

      <RangeForm today={today} lastDay={lastDay} providerId={providerId} />
    </Section>
  );
}

function SlotCard({
  date,
  slot,
  passed,
  busy,
  onBlock,
  onUnblock,
}: {
  date: string;
  slot: CalendarSlotDto;
  passed: boolean;
  busy: boolean;
  onBlock: () => void;
  onUnblock: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const when = { time: timeOfDay(slot.time, locale), day: longDay(date, locale) };
  return (
    <li
      data-testid={`slot-${date}-${slot.time}`}
      data-state={slot.state}
      className={cn(
        'flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-xl border-2 p-3',
        STATE_STYLES[slot.state],
      )}
    >
      <p className="min-w-0">
        <span className="block text-lg font-bold">{when.time}</span>
        <span className="block font-bold">{t(STATE_KEYS[slot.state])}</span>
        {slot.patientName && <span className="block break-words">{slot.patientName}</span>}
        {slot.patientName && slot.bookedByCaregiver && (
          <span className="block break-words">
            {t('provider.schedule.bookedByCaregiver', { caregiver: slot.bookedByCaregiver })}
          </span>
        )}
      </p>
      {passed ? (
        <p className="text-base">{t('provider.schedule.slotPassed')}</p>
      ) : slot.state === 'free' ? (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={onBlock}
          aria-label={t('provider.schedule.blockSlot', when)}
        >
          <Ban aria-hidden className="size-5" />
          {busy ? t('provider.schedule.blocking') : t('provider.schedule.block')}
        </Button>
      ) : slot.state === 'blocked' ? (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={onUnblock}
          aria-label={t('provider.schedule.unblockSlot', when)}
        >
          <LockOpen aria-hidden className="size-5" />
          {busy ? t('provider.schedule.unblocking') : t('provider.schedule.unblock')}
        </Button>
      ) : null}
    </li>
  );
}

/** Blocks or unblocks every time of one day between two times, in 30-minute steps. */
function RangeForm({ today, lastDay, providerId }: { today: string; lastDay: string; providerId?: string }) {
  const id = useId();
  const t = useT();
  const locale = useLocale();
  const block = useChangeSlots('block', providerId);
  const unblock = useChangeSlots('unblock', providerId);
  const form = useForm<BlockRangeInput, unknown, BlockRangeInput>({
    resolver: useSchemaResolver(blockRangeSchema),
    defaultValues: { date: today, startTime: '12:00', endTime: '17:00' },
  });
  const { errors } = form.formState;
  const dates = Array.from({ length: daysBetween(today, lastDay) + 1 }, (_, i) => addDaysIso(today, i));
  const busy = block.isPending || unblock.isPending;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) => block.mutate(v))}
      className="mt-10 rounded-xl border-2 border-stone-300 p-4 sm:p-6 dark:border-stone-700"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-xl">
        {t('provider.schedule.rangeTitle')}
      </h3>
      <p className="text-ink-muted mt-1 dark:text-stone-300">{t('provider.schedule.rangeIntro')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-date`} className="font-bold">
            {t('provider.schedule.rangeDay')}
          </label>
          <select
            id={`${id}-date`}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? `${id}-date-error` : undefined}
            className={cn(selectClass, errors.date ? 'border-danger' : 'border-stone-500')}
            {...form.register('date')}
          >
            {dates.map((d) => (
              <option key={d} value={d}>
                {longDay(d, locale)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-date-error`} message={errors.date?.message} />
        </div>
        <TimeSelect
          label={t('provider.schedule.rangeFrom')}
          error={errors.startTime?.message}
          {...form.register('startTime')}
        />
        <TimeSelect
          label={t('provider.schedule.rangeUpTo')}
          times={[...HALF_HOURS.slice(1)]}
          error={errors.endTime?.message}
          {...form.register('endTime')}
        />
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={busy}>
          <Ban aria-hidden className="size-5" />
          {block.isPending ? t('provider.schedule.blocking') : t('provider.schedule.blockTheseTimes')}
        </Button>
        <Button
          variant="secondary"
          size="lg"
          disabled={busy}
          onClick={form.handleSubmit((v) => unblock.mutate(v))}
        >
          <LockOpen aria-hidden className="size-5" />
          {unblock.isPending ? t('provider.schedule.unblocking') : t('provider.schedule.unblockTheseTimes')}
        </Button>
      </div>
    </form>
  );
}
