import { differenceInCalendarDays, format } from 'date-fns';
import { INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import type { Translate } from '#shared/i18n/translate.ts';

/**
 * Dates and times of messages, in the reader's own time zone and language: a message is read where
 * the reader is, and both sides see the moment it was sent in their own clock.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per format and language, made when first used (making one is slow on phones). */
function inWords(name: string, options: Intl.DateTimeFormatOptions, locale: Locale, date: Date): string {
  const id = `${name}:${locale}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], options);
    formatters.set(id, formatter);
  }
  // Some ICU versions put a narrow no-break space before AM and PM: written with a plain one.
  return formatter.format(date).replace(/[\u202f\u00a0]/g, ' ');
}

/** '2:15 PM' ('2:15 p.m.' in Spanish). */
export const clockTime = (iso: string, locale: Locale) =>
  inWords('clock', { hour: 'numeric', minute: '2-digit' }, locale, new Date(iso));

/** A thread's day separator: 'Today', 'Yesterday', 'Monday, March 3' (with the year when not this one). */
export function dayLabel(iso: string, now: Date, t: Translate, locale: Locale): string {
  const date = new Date(iso);
  const days = differenceInCalendarDays(now, date);
  if (days === 0) return t('messages.time.today');
  if (days === 1) return t('messages.time.yesterday');
  return date.getFullYear() === now.getFullYear()
    ? inWords('day', { weekday: 'long', month: 'long', day: 'numeric' }, locale, date)
    : inWords('dayYear', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, locale, date);
}

/** The list's time of the last message: '2:15 PM' today, 'Yesterday', a weekday this week, else 'Mar 3'. */
export function listTime(iso: string, now: Date, t: Translate, locale: Locale): string {
  const date = new Date(iso);
  const days = differenceInCalendarDays(now, date);
  if (days <= 0) return clockTime(iso, locale);
  if (days === 1) return t('messages.time.yesterday');
  if (days < 7) return inWords('weekday', { weekday: 'long' }, locale, date);
  return date.getFullYear() === now.getFullYear()
    ? inWords('short', { month: 'short', day: 'numeric' }, locale, date)
    : inWords('shortYear', { month: 'short', day: 'numeric', year: 'numeric' }, locale, date);
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
export const unreadText = (n: number, t: Translate) => t('messages.list.unread', { count: n });
