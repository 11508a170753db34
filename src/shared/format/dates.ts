const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** 'Monday, March 9, 2026' for a stored date (read as a calendar date, not an instant). */
export const longDate = (date: string) => LONG_DATE.format(new Date(`${date}T00:00:00Z`));
