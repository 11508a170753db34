import { z } from 'zod';

/**
 * Two rules every query value obeys before it reaches the database, shared by the /api search
 * schemas and the FHIR search parameters so both refuse the same input the same way; and the
 * admin lists' paging, which each list reads the same way.
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

/** An admin list's page: a whole number from 1 (the first when left out). */
export const adminListPage = z.coerce
  .number({ message: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(10_000, 'page must be at most 10000')
  .default(1);

/** An admin list's page size: `standard` when left out, and at most `max`. */
export const adminListPageSize = (standard: number, max: number) =>
  z.coerce
    .number({ message: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .default(standard)
    // Capped rather than refused: a caller asking for everything gets the largest page we serve.
    .transform((n) => Math.min(n, max));
