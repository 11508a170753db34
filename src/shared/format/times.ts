import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../i18n/locales.ts';
import { longDate } from './dates.ts';

const clocks = new Map<Locale, Intl.DateTimeFormat>();

/**
 * '14:30' (or '14:30:00') → '2:30 PM', '2:30 p.m.' in Spanish: how every wall-clock time is written
 * for people, on screen, in mail and in notifications. Anything that is not a time is returned as it
 * came (imported office hours may hold free text).
 */
export function timeOfDay(time: string, locale: Locale = DEFAULT_LOCALE): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  if (hours > 23 || Number(match[2]) > 59) return time;
  let clock = clocks.get(locale);
  if (!clock) {
    clock = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    clocks.set(locale, clock);
  }
  // Some ICU versions put a narrow no-break space before AM and PM: written with a plain one, as before.
  return clock.format(Date.UTC(2000, 0, 1, hours, Number(match[2]))).replace(/[\u202f\u00a0]/g, ' ');
}

/** 'Monday, March 9, 2026 at 2:30 PM': a visit's or a photoshoot's stored day and wall-clock time. */
export const longDateAndTime = (date: string, time: string) => `${longDate(date)} at ${timeOfDay(time)}`;
