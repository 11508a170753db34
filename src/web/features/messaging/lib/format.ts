import { differenceInCalendarDays, format } from 'date-fns';

/**
 * Dates and times of messages, in the reader's own time zone: a message is read where the reader
 * is, and both sides see the moment it was sent in their own clock.
 */

/** '2:15 PM'. */
export const clockTime = (iso: string) => format(new Date(iso), 'h:mm a');

/** A thread's day separator: 'Today', 'Yesterday', 'Monday, March 3' (with the year when not this one). */
export function dayLabel(iso: string, now: Date): string {
  const date = new Date(iso);
  const days = differenceInCalendarDays(now, date);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return format(date, date.getFullYear() === now.getFullYear() ? 'EEEE, MMMM d' : 'EEEE, MMMM d, yyyy');
}

/** The list's time of the last message: '2:15 PM' today, 'Yesterday', a weekday this week, else 'Mar 3'. */
export function listTime(iso: string, now: Date): string {
  const date = new Date(iso);
  const days = differenceInCalendarDays(now, date);
  if (days <= 0) return clockTime(iso);
  if (days === 1) return 'Yesterday';
  if (days < 7) return format(date, 'EEEE');
  return format(date, date.getFullYear() === now.getFullYear() ? 'MMM d' : 'MMM d, yyyy');
}

/** The calendar day of a moment, to group a thread's messages ('2026-03-03'). */
export const dayKey = (iso: string) => format(new Date(iso), 'yyyy-MM-dd');

/** Up to two letters for a picture-less person: 'Dr. Elena Morales, MD' → 'EM'. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/,.*$/, '')
    .split(/\s+/)
    .filter((w) => w && !/^(dr|mr|mrs|ms|miss|prof)\.?$/i.test(w));
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return (
    letters
      .map((w) => w[0])
      .join('')
      .toUpperCase() || '?'
  );
}

/** '1 unread message', '3 unread messages'. */
export const unreadText = (n: number) => `${n} unread message${n === 1 ? '' : 's'}`;
