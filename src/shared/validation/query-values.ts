import { z } from 'zod';
import type { MessageKey } from '../i18n/translate.ts';

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

export const CONTROL_CHARACTERS_MESSAGE = 'common.validation.unusualCharacters' satisfies MessageKey;

/**
 * The messages of the query values every list reads (ADR 19: keys, worded where they are shown). In
 * `common`, as the layout's suggestion dialog and the waiting list form import this module.
 */
export const QUERY_MESSAGES = {
  /** The search box of a list: at most 100 characters. */
  searchTooLong: 'common.validation.searchTooLong',
  pageWholeNumber: 'common.validation.queryPageWholeNumber',
  /** Names zod's `minimum`. */
  pageAtLeast: 'common.validation.queryPageAtLeast',
  /** Names zod's `maximum`. */
  pageAtMost: 'common.validation.queryPageAtMost',
  pageSizeWholeNumber: 'common.validation.queryPageSizeWholeNumber',
  /** Names zod's `minimum`. */
  pageSizeAtLeast: 'common.validation.queryPageSizeAtLeast',
} as const satisfies Record<string, MessageKey>;

/** A trimmed text query value of at most `max` characters, without control characters. */
export const plainText = (max: number, tooLong?: MessageKey) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE);

/** A query's 'YYYY-MM-DD' that must be a real day (an impossible one would fail in the database). */
export const calendarDate = (message: MessageKey) => z.string({ message }).refine(isCalendarDate, message);

/** A list's page: a whole number from 1 (the first when left out). */
export const adminListPage = z.coerce
  .number({ message: QUERY_MESSAGES.pageWholeNumber })
  .int(QUERY_MESSAGES.pageWholeNumber)
  .min(1, QUERY_MESSAGES.pageAtLeast)
  .max(10_000, QUERY_MESSAGES.pageAtMost)
  .default(1);

/** An admin list's page size: `standard` when left out, and at most `max`. */
export const adminListPageSize = (standard: number, max: number) =>
  z.coerce
    .number({ message: QUERY_MESSAGES.pageSizeWholeNumber })
    .int(QUERY_MESSAGES.pageSizeWholeNumber)
    .min(1, QUERY_MESSAGES.pageSizeAtLeast)
    .default(standard)
    // Capped rather than refused: a caller asking for everything gets the largest page we serve.
    .transform((n) => Math.min(n, max));
