import { INSURANCE_OPTIONS } from '../providers/directory-lists.ts';
import { specialtyKey } from '../providers/directory-list-labels.ts';
import { parseSearchText } from './natural-language.ts';

/**
 * What a search address asks for that the search understood, for the search page's title,
 * description and link previews (understood.test.ts): a specialty we list (asked for by name, or
 * named by the words), and plans we know. Never words as typed: a link with any words in it would
 * otherwise preview with them, on our site's name.
 */
export function understoodSearch(values: { specialty?: string; q?: string; insurance?: string }): {
  specialty?: string;
  insurance: string[];
} {
  const asked = values.specialty && specialtyKey(values.specialty) ? values.specialty : undefined;
  const words = values.q?.trim() ? parseSearchText(values.q) : null;
  const named =
    words?.specialty && !words.name && specialtyKey(words.specialty) ? words.specialty : undefined;
  const known = new Set<string>(INSURANCE_OPTIONS);
  return {
    specialty: asked ?? named,
    insurance: (values.insurance ?? '')
      .split(',')
      .map((plan) => plan.trim())
      .filter((plan) => known.has(plan)),
  };
}
