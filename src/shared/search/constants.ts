/**
 * Search constants (docs/product.md#search), apart from the zod schemas so the browser can use them without
 * downloading zod on the search page.
 */
export const PAGE_SIZE = 12;
/** Results are counted exactly up to this many; beyond it the page says '1,000+'. */
export const COUNT_CAP = 1000;
export const RATING_OPTIONS = [0, 2, 3, 4, 5] as const;
export const AVAILABILITY_OPTIONS = ['any', 'today', 'this_week', 'next_week', 'flexible'] as const;
export const TIME_PREFERENCES = {
  morning: { from: '06:00', to: '12:00' },
  afternoon: { from: '12:00', to: '17:00' },
  evening: { from: '17:00', to: '21:00' },
} as const;
export const SORTS = ['relevance', 'distance', 'rating', 'name'] as const;
export const GENDERS = ['any', 'female', 'male'] as const;
