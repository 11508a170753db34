import { z } from 'zod';
import { SPECIALTIES } from '../providers/directory-lists.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { isCategorySlug } from '../taxonomy/category-list.ts';

const SPECIALTY_VALUES = SPECIALTIES.map((s) => s.value) as string[];

/** What the checks say, as keys: the home page's search card sends these searches (ADR 19). */
export const SEARCH_HISTORY_MESSAGES = {
  /** Names zod's `maximum`. */
  locationTooLong: 'home.validation.locationTooLong',
  unknownSpecialty: 'home.validation.unknownSpecialty',
  unknownCategory: 'home.validation.unknownCategory',
  locationOrSpecialty: 'home.validation.locationOrSpecialty',
  searchIdRequired: 'home.validation.searchIdRequired',
} as const satisfies Record<string, MessageKey>;
const M = SEARCH_HISTORY_MESSAGES;

/**
 * A home-card search to remember: a place, a kind of care, or both. The kind of care is a category
 * (ADR 23); a first-catalogue `specialty` comes only from running a search remembered before
 * categories again, and is kept as it was so it keeps its meaning.
 */
export const recordSearchSchema = z
  .object({
    location: z.string().trim().max(120, M.locationTooLong).default(''),
    category: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || isCategorySlug(v), M.unknownCategory),
    specialty: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || SPECIALTY_VALUES.includes(v), M.unknownSpecialty),
  })
  .refine((v) => v.location !== '' || v.specialty !== '' || v.category !== '', {
    message: M.locationOrSpecialty,
    path: ['location'],
  })
  // One kind of care: a category chosen now replaces an old specialty.
  .transform((v) => (v.category ? { ...v, specialty: '' } : v));

/** DELETE /api/search-history/{id}: the search to forget. */
export const searchHistoryParamsSchema = z.object({ id: z.uuid(M.searchIdRequired) });

// The answers. The home page imports only their types (import type), so it loads no zod for them.

/**
 * A search as history keeps it: the place, and the kind of care: `category` (a slug, or empty) and,
 * for a search remembered before categories, its first-catalogue `specialty`, which its link keeps
 * (`category` then names that value's category, for its label).
 */
const historyEntrySchema = z.object({
  id: z.string(),
  location: z.string(),
  specialty: z.string(),
  category: z.string(),
  searchCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /api/search-history: the recent searches, newest first. */
export const recentSearchesDtoSchema = z.object({ searches: z.array(historyEntrySchema) });
export type RecentSearchesDto = z.infer<typeof recentSearchesDtoSchema>;
/** POST /api/search-history: the search as remembered now. */
export const rememberedSearchDtoSchema = z.object({ search: historyEntrySchema });

/** A kind of care searched lately: a category, with its English name (the page names it in its language). */
const trendingItemSchema = z.object({ category: z.string(), label: z.string(), count: z.number() });
export type TrendingItem = z.infer<typeof trendingItemSchema>;

/** GET /api/search-history/trending: the categories most searched lately. */
export const trendingSearchesDtoSchema = z.object({ trending: z.array(trendingItemSchema) });
export type TrendingSearchesDto = z.infer<typeof trendingSearchesDtoSchema>;
