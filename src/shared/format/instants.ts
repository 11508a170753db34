import { INTL_LOCALE, type Locale } from '../i18n/locales.ts';
import type { Translate } from '../i18n/translate.ts';
import { PRACTICE_TIME_ZONE } from '../practice-time-zone.ts';
import { clockForm, timeOfDay } from './times.ts';

/**
 * A moment (an ISO timestamp: when a review was written, an invitation sent) as the day and time it was
 * in Florida, where every practice and our team are: the server and every visitor's browser write the
 * same words, in the reader's language. One formatter per format and language, made once and only
 * when first used, as in dates.ts.
 */
const inFlorida = (options: Intl.DateTimeFormatOptions) => {
  const formatters = new Map<Locale, Intl.DateTimeFormat>();
  return (iso: string, locale: Locale) => {
    let formatter = formatters.get(locale);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: PRACTICE_TIME_ZONE });
      formatters.set(locale, formatter);
    }
    return formatter.format(new Date(iso));
  };
};

/** 'March 5, 2026'. */
export const practiceDate = inFlorida({ dateStyle: 'long' });
/** 'Mar 5, 2026'. */
export const practiceShortDate = inFlorida({ dateStyle: 'medium' });
/** 'Mar 5, 2026, 2:30 PM'. */
export const practiceDateTime = inFlorida({ dateStyle: 'medium', timeStyle: 'short' });
/** '14:05': the moment's wall-clock time in Florida, on the 24-hour clock (English digits). */
const clockInFlorida = inFlorida({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * 'March 2, 2026 at 10:00 AM', '2 de marzo de 2026 a la 1:05 p.m.': when a profile review was sent or
 * decided. ICU's own long date and time says "a las" before every hour in Spanish, so the day and the
 * time go through the message that chooses "a la" for one o'clock, as longDateAndTime does.
 */
export function practiceLongDateTime(iso: string, locale: Locale, t: Translate): string {
  const clock = clockInFlorida(iso, 'en');
  return t('common.when.dateAtTime', {
    date: practiceDate(iso, locale),
    time: timeOfDay(clock, locale),
    clock: clockForm(clock, locale),
  });
}

/** '2:30 PM', '2:30 p.m.': the moment's time of day in Florida, written as timeOfDay writes every time. */
export const practiceTime = (iso: string, locale: Locale) => timeOfDay(clockInFlorida(iso, 'en'), locale);
