/**
 * The home card sent without JavaScript, read on the server. Apart from home-search.ts because it
 * reads the plain words, and so loads every category's lay words, which the home page's first
 * download leaves out (home-sections.e2e.ts weighs it).
 */
import { HOME_CARD_FIELDS, homeSearchParams, parseableWords } from './home-search.ts';
import { parseSearchText } from './natural-language.ts';

/**
 * The /providers address for the card's fields as a plain form sent them (no JavaScript): the same
 * search the card makes (home-search.test.ts). Null for an address that is not such a form's.
 */
export function homeCardSearch(query: URLSearchParams): URLSearchParams | null {
  const words = query.get(HOME_CARD_FIELDS.words);
  if (words === null) return null;
  return homeSearchParams({
    location: query.get(HOME_CARD_FIELDS.location) ?? '',
    category: query.get(HOME_CARD_FIELDS.category) ?? '',
    specialty: query.get(HOME_CARD_FIELDS.specialty) ?? '',
    parsed: parseableWords(words) ? parseSearchText(words) : null,
  });
}
