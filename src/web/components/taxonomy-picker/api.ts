/**
 * The exact specialties of one category, asked of the taxonomy endpoint when a category is chosen.
 * Served rather than bundled: the 883-code list and the rules that place each code are ~120 KB of
 * source the search page and every form would otherwise download for a list a person opens rarely,
 * and the server draws the same answer into a page without JavaScript (prefetchTaxonomyPicker).
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SpecialtyOptionsDto } from '#shared/taxonomy/specialty-options.ts';
import { NUCC_CODE_PATTERN } from '#shared/taxonomy/nucc-code.ts';
import { SPECIALTIES, type SpecialtyValue } from '#shared/providers/directory-lists.ts';
import { legacyCategory } from '#shared/taxonomy/legacy-categories.ts';
import { codeWords } from '#shared/taxonomy/specialty-words.ts';
import { api } from '../../config/paths.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { apiFetch } from '../../lib/api-client.ts';

// The lists change only with a new NUCC release: kept for the visit.
const FOREVER = { staleTime: Infinity, gcTime: 30 * 60_000 } as const;

export const categorySpecialtiesQuery = (category: string) =>
  queryOptions({
    queryKey: ['taxonomy', 'category', category],
    queryFn: ({ signal }) =>
      apiFetch<SpecialtyOptionsDto>(`${api.taxonomySpecialties}?category=${encodeURIComponent(category)}`, {
        signal,
      }).then((d) => d.specialties),
    enabled: category !== '',
    ...FOREVER,
  });

/** The names and categories of saved codes, to show a form's current choice. */
export const codeNamesQuery = (codes: readonly string[]) =>
  queryOptions({
    queryKey: ['taxonomy', 'codes', [...codes].sort().join(',')],
    queryFn: ({ signal }) =>
      apiFetch<SpecialtyOptionsDto>(
        `${api.taxonomySpecialties}?codes=${encodeURIComponent([...codes].sort().join(','))}`,
        { signal },
      ).then((d) => d.specialties),
    enabled: codes.length > 0,
    ...FOREVER,
  });

/** codeWords for these codes, named by the taxonomy endpoint; until it answers, each shows as it is. */
export function useCodeWords(codes: readonly string[]) {
  const t = useT();
  const locale = useLocale();
  const { data = [] } = useQuery(codeNamesQuery(codes.filter(isNuccCode)));
  return codeWords(t, locale, data);
}

export const isNuccCode = (value: string) => NUCC_CODE_PATTERN.test(value.trim().toUpperCase());

/** The category an old address's `specialty=cardiology` (or 'Cardiology') now names, if it is one. */
export function categoryOfOldSpecialty(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  const old = SPECIALTIES.find((s) => s.value === v || s.label.toLowerCase() === v)?.value;
  return old ? legacyCategory(old as SpecialtyValue) : undefined;
}

/**
 * What a page drawn on the server needs for the picker to show a search's choice: the category's
 * specialties, found through the code when the address names only a code.
 */
export async function prefetchTaxonomyPicker(
  queryClient: QueryClient,
  { category = '', specialty = '' }: { category?: string; specialty?: string },
) {
  let slug = category || categoryOfOldSpecialty(specialty) || '';
  if (!slug && isNuccCode(specialty)) {
    const named = await queryClient
      .fetchQuery(codeNamesQuery([specialty.trim().toUpperCase()]))
      .catch(() => []);
    slug = named[0]?.category ?? '';
  }
  if (slug) await queryClient.prefetchQuery(categorySpecialtiesQuery(slug));
}
