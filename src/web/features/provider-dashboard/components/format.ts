/**
 * Words for the overview's dates and times. The server sends Florida's calendar dates ('YYYY-MM-DD',
 * 'YYYY-MM') and wall times ('HH:mm'): they are shown as they are, read at noon UTC so no browser
 * time zone can move them to another day.
 */
const calendar = (date: string) => new Date(`${date}T12:00:00Z`);
const format = (date: string, options: Intl.DateTimeFormatOptions) =>
  calendar(date).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });

/** 'Monday, March 2'. */
export const dayInWords = (date: string) => format(date, { weekday: 'long', month: 'long', day: 'numeric' });
/** 'Mar 2'. */
export const shortDay = (date: string) => format(date, { month: 'short', day: 'numeric' });
/** 'March 2, 2026'. */
export const longDate = (date: string) => format(date, { month: 'long', day: 'numeric', year: 'numeric' });
/** 'March 2026' and 'Mar' for a 'YYYY-MM'. */
export const monthInWords = (month: string) => format(`${month}-15`, { month: 'long', year: 'numeric' });
export const shortMonth = (month: string) => format(`${month}-15`, { month: 'short' });

/** '1 review', '3 reviews'. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** An ISO instant as a Florida date: 'March 2, 2026'. */
export const instantInWords = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });
