/**
 * Directory trust (trust.test.ts, docs/product.md#profiles): unclaimed imported listings, 'Last verified'
 * dates, the 90-day reconfirmation and corrections after a report. Plain constants and pure helpers, no zod,
 * so the profile page and search can import them cheaply.
 */

/** The public data an unclaimed listing was imported from. */
export const LISTING_SOURCES = ['cms', 'nppes'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];
/** Who last verified a listing: its provider, our team, or the public data it was imported from. */
export const VERIFICATION_SOURCES = ['provider', 'admin', ...LISTING_SOURCES] as const;
export type VerificationSource = (typeof VERIFICATION_SOURCES)[number];

/** Providers are asked to confirm their details at least this often. */
export const RECONFIRM_DAYS = 90;

/** True when the last verification is older than the reconfirmation period. */
export function needsReconfirmation(lastVerifiedAt: string, now: Date = new Date()): boolean {
  return now.getTime() - new Date(lastVerifiedAt).getTime() > RECONFIRM_DAYS * 86_400_000;
}
