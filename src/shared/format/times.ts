import { INTL_LOCALE, type Locale } from '../i18n/locales.ts';
import type { Translate } from '../i18n/translate.ts';
import { longDate } from './dates.ts';

const clocks = new Map<Locale, Intl.DateTimeFormat>();

/** '14:30' → [14, 30], or null for what is not a wall-clock time. */
function clockParts(time: string): [number, number] | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours > 23 || minutes > 59 ? null : [hours, minutes];
}

function clockOf(locale: Locale): Intl.DateTimeFormat {
  let clock = clocks.get(locale);
  if (!clock) {
    clock = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    clocks.set(locale, clock);
  }
  return clock;
}

/**
 * '14:30' (or '14:30:00') → '2:30 PM', '2:30 p.m.' in Spanish (es-US, as Node 20's ICU writes it): how
 * every wall-clock time is written for people, on screen, in mail and in notifications. Anything that
 * is not a time is returned as it came (imported office hours may hold free text).
 */
export function timeOfDay(time: string, locale: Locale): string {
  const parts = clockParts(time);
  if (!parts) return time;
  // Some ICU versions put a narrow no-break space before AM and PM: written with a plain one, as before.
  return clockOf(locale)
    .format(Date.UTC(2000, 0, 1, ...parts))
    .replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * Which form a message takes before `timeOfDay(time, locale)`: 'one' when the clock people read
 * shows the hour 1 ('1:30 PM'), 'other' for any other hour. Spanish says "a la 1:30 p.m." but "a las
 * 2:30 p.m.", so a message that puts a time after "at" chooses its words with it:
 * `{clock, select, one {a la} other {a las}} {time}`. A message's English has the same variable
 * (`{clock, select, other {at}}`), so every caller passes it.
 */
export function clockForm(time: string, locale: Locale): 'one' | 'other' {
  const parts = clockParts(time);
  if (!parts) return 'other';
  const hour = clockOf(locale)
    .formatToParts(Date.UTC(2000, 0, 1, ...parts))
    .find((part) => part.type === 'hour')?.value;
  return hour === '1' || hour === '01' ? 'one' : 'other';
}

/**
 * 'Monday, March 9, 2026 at 2:30 PM', 'lunes, 9 de marzo de 2026 a la 1:30 p.m.': a visit's or a
 * photoshoot's stored day and wall-clock time, in the reader's language (`common` holds the message,
 * so every page and the server can say it).
 */
export const longDateAndTime = (date: string, time: string, locale: Locale, t: Translate) =>
  t('common.when.dateAtTime', {
    date: longDate(date, locale),
    time: timeOfDay(time, locale),
    clock: clockForm(time, locale),
  });
