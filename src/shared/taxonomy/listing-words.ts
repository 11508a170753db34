/**
 * How a listing's kind of care is named for people (ADR 23), in one place for every screen, mail and
 * structured data: the plain name of its category in the reader's language ('Heart (cardiologist)',
 * 'Corazón (cardiólogo)'); a listing whose codes are all hidden has no category and is named by its
 * NUCC name, which NUCC publishes in English only. Reads category-list.ts alone, not the lay words
 * or the 883 codes, so every page's first download can use it (listing-words.test.ts).
 */
import { categoryEntry, type SchemaOrgType } from './category-list.ts';
import { inLocale, type Locale } from '../i18n/locales.ts';

/** listing.ts's ListingKind, written out: listing.ts loads the codes. */
type ListingKind = 'clinician' | 'organization' | 'hospital';

/** A category's plain name in a language ('' for a slug that is not one). */
export const categoryName = (slug: string | null | undefined, locale: Locale | undefined): string => {
  const category = categoryEntry(slug);
  return category ? inLocale(category.name, locale) : '';
};

/** What a screen knows of a listing's care: its category's slug (null when hidden) and NUCC name. */
export type ListingCare = { category?: string | null; specialty?: string | null };

/** What a listing does, for a person: its category's plain name, else its NUCC name. */
export function careName(listing: ListingCare, locale: Locale | undefined): string {
  return categoryName(listing.category, locale) || (listing.specialty ?? '').trim();
}

/**
 * The lang attribute careName's words need: 'en' when they are NUCC's English name on a page in
 * another language (so a screen reader speaks them as English), else none.
 */
export const careNameLang = (listing: ListingCare, locale: Locale | undefined): 'en' | undefined =>
  categoryEntry(listing.category) || (locale ?? 'en') === 'en' ? undefined : 'en';

/** The lang attribute of NUCC's English name of a code on a page in the reader's language. */
export const nuccNameLang = (locale: Locale | undefined): 'en' | undefined =>
  (locale ?? 'en') === 'en' ? undefined : 'en';

/** An organisation or a hospital, listed by its practice name and never as a person ('Dr. ...'). */
export const isOrganizationListing = (kind: ListingKind | null | undefined): boolean =>
  kind === 'organization' || kind === 'hospital';

/** The schema.org type a listing is published as: its category's; a hidden code's listing a physician or an organisation. */
export function schemaTypeOf(listing: {
  category?: string | null;
  listingKind?: ListingKind | null;
}): SchemaOrgType {
  // schema.org's Physician is 'a physician or a physician's office', so it suits a practice too.
  const category = categoryEntry(listing.category);
  if (category) return category.schemaType;
  return isOrganizationListing(listing.listingKind) ? 'MedicalOrganization' : 'Physician';
}
