import { z } from 'zod';
import { SPECIALTIES } from '../providers/directory-lists.ts';
import type { MessageKey } from '../i18n/translate.ts';

const SPECIALTY_VALUES = SPECIALTIES.map((s) => s.value) as string[];

/** What the checks say, as keys: the home page's search card sends these searches (ADR 19). */
export const SEARCH_HISTORY_MESSAGES = {
  /** Names zod's `maximum`. */
  locationTooLong: 'home.validation.locationTooLong',
  unknownSpecialty: 'home.validation.unknownSpecialty',
  locationOrSpecialty: 'home.validation.locationOrSpecialty',
  searchIdRequired: 'home.validation.searchIdRequired',
} as const satisfies Record<string, MessageKey>;
const M = SEARCH_HISTORY_MESSAGES;

/** A home-card search to remember: a place, a specialty, or both. */
export const recordSearchSchema = z
  .object({
    location: z.string().trim().max(120, M.locationTooLong).default(''),
    specialty: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || SPECIALTY_VALUES.includes(v), M.unknownSpecialty),
  })
  .refine((v) => v.location !== '' || v.specialty !== '', {
    message: M.locationOrSpecialty,
    path: ['location'],
  });

/** DELETE /api/search-history/{id}: the search to forget. */
export const searchHistoryParamsSchema = z.object({ id: z.uuid(M.searchIdRequired) });

// The answers. The home page imports only their types (import type), so it loads no zod for them.

/** A search as history keeps it: the place and the specialty (a catalog value, or empty). */
const historyEntrySchema = z.object({
  id: z.string(),
  location: z.string(),
  specialty: z.string(),
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

const trendingItemSchema = z.object({ specialty: z.string(), label: z.string(), count: z.number() });
export type TrendingItem = z.infer<typeof trendingItemSchema>;

/** GET /api/search-history/trending: the specialties most searched lately. */
export const trendingSearchesDtoSchema = z.object({ trending: z.array(trendingItemSchema) });
export type TrendingSearchesDto = z.infer<typeof trendingSearchesDtoSchema>;
