import { z } from 'zod';

/**
 * Two rules every query value obeys before it reaches the database, shared by the /api search
 * schemas and the FHIR search parameters so both refuse the same input the same way.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' naming a day that exists: '2026-02-31', '2025-13-45' and '2026-00-01' do not. */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d!));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m! - 1 && day.getUTCDate() === d;
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Control characters have no place in a search, and PostgreSQL refuses a NUL byte in any text:
 * refused up front, the caller hears what was wrong instead of the query failing.
 */
export const hasControlCharacters = (value: string) => CONTROL.test(value);

export const CONTROL_CHARACTERS_MESSAGE =
  'Please remove the unusual characters from what you typed and try again.';

/** A trimmed text query value of at most `max` characters, without control characters. */
export const plainText = (max: number, tooLong?: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE);

/** A query's 'YYYY-MM-DD' that must be a real day (an impossible one would fail in the database). */
export const calendarDate = (message: string) => z.string({ message }).refine(isCalendarDate, message);
