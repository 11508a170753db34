import { longDate } from '#shared/format/dates.ts';
import { practiceDate } from '#shared/format/instants.ts';
import { clockForm, timeOfDay } from '#shared/format/times.ts';
import { localePath, type Locale } from '#shared/i18n/locales.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import type { MailContent } from './layout.tsx';

// What the mails of every module share: what a template is given, and the few ways they write a day,
// a time or a link. Each module keeps its own mails beside it (its mail-templates.ts).

/**
 * What a template is given besides its data: where the product lives (PUBLIC_URL), and the
 * recipient's language with its translator (ADR 19). Dates and times arrive raw ('2026-03-09',
 * '14:30', an ISO instant) and are put into words here, in that language; links go to the
 * language's addresses (`/es/…`).
 */
export type MailContext = { appUrl: string; locale: Locale; t: Translate };

/**
 * A module's mails: for each template's name, how it writes its data as a mail's content. Values
 * arrive raw: a day as 'YYYY-MM-DD', a time as 'HH:MM', an instant as an ISO timestamp, codes as
 * codes; the template writes them in the recipient's language (ADR 19).
 */
export type MailTemplates<Data> = { [K in keyof Data]: (data: Data[K], ctx: MailContext) => MailContent };

export type Row = [label: string, value: string];

/**
 * A stored day ('2026-03-09') in words of the language. A mail queued before dates travelled raw
 * holds words already: they are sent as they are.
 */
export const day = (date: string, locale: Locale) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? longDate(date, locale) : date;
/** An instant (an ISO timestamp) as the day it is in Florida: 'March 5, 2026'. */
export const floridaDay = (iso: string, locale: Locale) =>
  Number.isNaN(Date.parse(iso)) ? iso : practiceDate(iso, locale);
/**
 * The date and time a message names: { date: 'Monday, March 9, 2026', time: '2:30 PM' }, and the
 * form the time's hour takes ('a la 1:00 p.m.', 'a las 2:30 p.m.').
 */
export const words = (date: string, time: string, locale: Locale) => ({
  date: day(date, locale),
  time: timeOfDay(time, locale),
  clock: clockForm(time, locale),
});
export const when = (date: string, time: string, { t, locale }: MailContext): Row[] => [
  [t('mail.common.date'), day(date, locale)],
  [t('mail.common.time'), timeOfDay(time, locale)],
];
export const reasonRow = (reason: string | undefined, { t }: MailContext): Row[] =>
  reason ? [[t('mail.common.reason'), reason]] : [];
/** An address of the product in the recipient's language: `https://…/es/provider-dashboard`. */
export const link = ({ appUrl, locale }: MailContext, path: string) => `${appUrl}${localePath(locale, path)}`;
