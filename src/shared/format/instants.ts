import { PRACTICE_TIME_ZONE } from '../practice-time-zone.ts';

/**
 * A moment (an ISO timestamp: when a review was written, an invitation sent) as the day and time it was
 * in Florida, where every practice and our team are: the server and every visitor's browser write the
 * same words. One formatter per format, made once and only when first used, as in dates.ts.
 */
const inFlorida = (options: Intl.DateTimeFormatOptions) => {
  let formatter: Intl.DateTimeFormat | undefined;
  return (iso: string) =>
    (formatter ??= new Intl.DateTimeFormat('en-US', { ...options, timeZone: PRACTICE_TIME_ZONE })).format(
      new Date(iso),
    );
};

/** 'March 5, 2026'. */
export const practiceDate = inFlorida({ dateStyle: 'long' });
/** 'Mar 5, 2026'. */
export const practiceShortDate = inFlorida({ dateStyle: 'medium' });
/** 'Mar 5, 2026, 2:30 PM'. */
export const practiceDateTime = inFlorida({ dateStyle: 'medium', timeStyle: 'short' });
