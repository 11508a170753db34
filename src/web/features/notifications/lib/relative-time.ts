import { differenceInCalendarDays } from 'date-fns';
import { INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import type { Translate } from '#shared/i18n/translate.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();
/** 'March 3', or 'December 24, 2025' with the year, in the reader's language and time zone. */
function dayInWords(date: Date, withYear: boolean, locale: Locale): string {
  const id = `${locale}:${withYear}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      month: 'long',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
    });
    formatters.set(id, formatter);
  }
  return formatter.format(date);
}

/**
 * When a notification came, in words: 'Just now', '5 minutes ago', '3 hours ago', 'Yesterday',
 * '4 days ago', then the date ('March 3', with the year when not this one). In the reader's time
 * zone and language.
 */
export function relativeTime(iso: string, now: Date, t: Translate, locale: Locale): string {
  const date = new Date(iso);
  const minutes = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 60_000));
  if (minutes < 1) return t('common.time.justNow');
  if (minutes < 60) return t('common.time.minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  const days = differenceInCalendarDays(now, date);
  // At 1 AM, something from 11 PM is '2 hours ago' rather than 'Yesterday'.
  if (hours < 12 || days === 0) return t('common.time.hoursAgo', { count: hours });
  if (days <= 1) return t('common.time.yesterday');
  if (days < 7) return t('common.time.daysAgo', { count: days });
  return dayInWords(date, date.getFullYear() !== now.getFullYear(), locale);
}
