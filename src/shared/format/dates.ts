import { INTL_LOCALE, type Locale } from '../i18n/locales.ts';

/**
 * A stored calendar date ('YYYY-MM-DD': a slot's day, a visit's day) in words, exactly as written. It is
 * read as midnight UTC and written in UTC, so no time zone (the server's, the visitor's) and no
 * daylight-saving change moves it to another day. One formatter per format, made once and only when
 * first used: making one is slow on phones (about a millisecond each here, more on a phone), and made
 * as the module loads, all of them held up the start of every page that shows a date. In the
 * reader's language: 'lunes, 9 de marzo de 2026' (dates.test.ts).
 */
const inWords = (options: Intl.DateTimeFormatOptions) => {
  const formatters = new Map<Locale, Intl.DateTimeFormat>();
  return (date: string, locale: Locale) => {
    let formatter = formatters.get(locale);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'UTC' });
      formatters.set(locale, formatter);
    }
    return formatter.format(new Date(`${date}T00:00:00Z`));
  };
};

/** 'Monday, March 9, 2026'. */
export const longDate = inWords({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
/** 'Monday, March 9'. */
export const longDay = inWords({ weekday: 'long', month: 'long', day: 'numeric' });
/** 'March 9, 2026'. */
export const monthDayYear = inWords({ month: 'long', day: 'numeric', year: 'numeric' });
/** 'March 9'. */
export const monthDay = inWords({ month: 'long', day: 'numeric' });
/** 'Mon, Mar 9'. */
export const shortWeekdayAndDay = inWords({ weekday: 'short', month: 'short', day: 'numeric' });
/** 'Mar 9'. */
export const shortDay = inWords({ month: 'short', day: 'numeric' });
/** 'Mon'. */
export const shortWeekday = inWords({ weekday: 'short' });
/** 'March 2026'. */
export const monthYear = inWords({ month: 'long', year: 'numeric' });
/** 'Mar'. */
export const shortMonth = inWords({ month: 'short' });
