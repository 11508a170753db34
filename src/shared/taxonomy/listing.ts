/**
 * What a listing is in the taxonomy (ADR 23): a kind, one primary NUCC code and any secondary ones.
 * The database derives the rest from the codes (the NUCC name in `specialty`, the `categories`), so
 * writers set only the codes (migration 0033).
 */
import { nuccCode } from './nucc.ts';

export const LISTING_KINDS = ['clinician', 'organization', 'hospital'] as const;
/** A person, or an organisation listed under its own name (a pharmacy, a home health agency, a hospital). */
export type ListingKind = (typeof LISTING_KINDS)[number];

/** The code a listing has when none is known: General Practice, the old default specialty. */
export const DEFAULT_TAXONOMY_CODE = '208D00000X';

/** NUCC's own name of a code ('Cardiovascular Disease Physician'), in English, as NUCC publishes it. */
export function nuccName(code: string): string {
  return nuccCode(code)?.displayName ?? '';
}
