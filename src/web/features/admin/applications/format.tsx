import type { ApplicationStatus } from '#shared/providers/application-status.ts';
import { APPLICATION_STATUS_LABELS } from '#shared/providers/application-status.ts';
import { timeOfDay } from '#shared/scheduling/time-of-day.ts';
import { PRACTICE_TIME_ZONE } from '#shared/search/availability.ts';
import { cn } from '../../../components/ui/cn.ts';

/** Times are the practice's own (Florida's east coast), as everywhere in the product. */
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: PRACTICE_TIME_ZONE,
});
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: PRACTICE_TIME_ZONE });
const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Mar 9, 2026, 2:30 PM' */
export const dateTime = (iso: string) => DATE_TIME.format(new Date(iso));
/** 'Mar 9, 2026' */
export const day = (iso: string) => DATE.format(new Date(iso));

/** 'Monday, March 9, 2026 at 2:30 PM' for a local date and time. */
export function localWhen(date: string, time: string): string {
  return `${LONG_DAY.format(new Date(`${date}T00:00:00Z`))} at ${timeOfDay(time)}`;
}

const STATUS_STYLE: Record<ApplicationStatus, string> = {
  submitted: 'bg-amber-100 text-amber-950',
  under_review: 'bg-sky-100 text-sky-950',
  partially_approved: 'bg-indigo-100 text-indigo-950',
  photoshoot_scheduled: 'bg-violet-100 text-violet-950',
  photoshoot_rescheduled: 'bg-violet-100 text-violet-950',
  photoshoot_completed: 'bg-teal-100 text-teal-950',
  photoshoot_cancelled: 'bg-orange-100 text-orange-950',
  approved: 'bg-green-100 text-green-950',
  rejected: 'bg-stone-200 text-stone-900',
};

/** The status in words, on a calm colour (the words carry the meaning, not the colour). */
export function StatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-3 py-1 font-bold whitespace-nowrap',
        STATUS_STYLE[status],
        className,
      )}
    >
      {APPLICATION_STATUS_LABELS[status]}
    </span>
  );
}
