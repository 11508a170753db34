import { longDate } from './dates.ts';

/**
 * '14:30' (or '14:30:00') → '2:30 PM': how every wall-clock time is written for people, on screen, in
 * mail and in notifications. Anything that is not a time is returned as it came (imported office
 * hours may hold free text).
 */
export function timeOfDay(time: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  if (hours > 23) return time;
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Monday, March 9, 2026 at 2:30 PM': a visit's or a photoshoot's stored day and wall-clock time. */
export const longDateAndTime = (date: string, time: string) => `${longDate(date)} at ${timeOfDay(time)}`;
