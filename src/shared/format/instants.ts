import { INTL_LOCALE, type Locale } from '../i18n/locales.ts';
import { PRACTICE_TIME_ZONE } from '../practice-time-zone.ts';

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
/** 'March 2, 2026 at 10:00 AM': when a profile review was sent or decided. */
export const practiceLongDateTime = inFlorida({ dateStyle: 'long', timeStyle: 'short' });
