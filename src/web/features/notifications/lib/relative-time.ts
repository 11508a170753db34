import { differenceInCalendarDays, format } from 'date-fns';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * When a notification came, in words: 'Just now', '5 minutes ago', '3 hours ago', 'Yesterday',
 * '4 days ago', then the date ('March 3', with the year when not this one). In the reader's time zone.
 */
export function relativeTime(iso: string, now: Date): string {
  const date = new Date(iso);
  const minutes = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 60_000));
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  const days = differenceInCalendarDays(now, date);
  // At 1 AM, something from 11 PM is '2 hours ago' rather than 'Yesterday'.
  if (hours < 12 || days === 0) return `${plural(hours, 'hour')} ago`;
  if (days <= 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return format(date, date.getFullYear() === now.getFullYear() ? 'MMMM d' : 'MMMM d, yyyy');
}
