import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { fromMinutes } from '#shared/schedule/schedule.ts';
import { timeOfDay } from '#shared/format/times.ts';
import { FieldError } from '../../../components/ui/field.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useLocale } from '../../../lib/i18n.tsx';

/** Every half hour of the day, as the weekly hours and blocked ranges use them. */
export const HALF_HOURS = Array.from({ length: 48 }, (_, i) => fromMinutes(i * 30));

export const selectClass =
  'block min-h-12 w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-ink dark:bg-stone-900 dark:text-stone-100';

type TimeSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  error?: string;
  /** The value in use, shown even when it is off the half-hour grid (set elsewhere). */
  current?: string;
  times?: string[];
};

/**
 * A labelled list of clock times ('9:30 AM', in the page's language): choosing beats typing for older
 * hands, and a list can only hold valid times. Its error is tied to it and announced.
 */
export const TimeSelect = forwardRef<HTMLSelectElement, TimeSelectProps>(function TimeSelect(
  { label, error, current, times = HALF_HOURS, id, className, ...props },
  ref,
) {
  const autoId = useId();
  const locale = useLocale();
  const selectId = id ?? autoId;
  const errorId = error ? `${selectId}-error` : undefined;
  const options = current && !times.includes(current) ? [...times, current].sort() : times;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={selectId} className="font-bold">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={cn(selectClass, error ? 'border-danger' : 'border-stone-500')}
        {...props}
      >
        {options.map((t) => (
          <option key={t} value={t}>
            {timeOfDay(t, locale)}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
});

/** One part of the schedule page: a card with its own heading, found from the page's list of parts. */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      id={id}
      className="scroll-mt-6 rounded-2xl border border-stone-300 bg-white p-5 shadow-sm sm:p-8 dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id={`${id}-heading`} className="text-2xl">
        {title}
      </h2>
      {intro && <p className="text-ink-muted mt-2 max-w-3xl dark:text-stone-300">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
