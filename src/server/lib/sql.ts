import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamptz as an ISO 8601 UTC string with milliseconds, formatted by the database: the two
 * drivers return raw timestamps differently (Date or text), this is the same on both.
 */
export const isoTime = (value: SQL) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Escapes LIKE's wildcards, so a search for '50%' finds exactly that. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
