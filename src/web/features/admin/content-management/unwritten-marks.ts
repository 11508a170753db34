import type { Locale } from '#shared/i18n/locales.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';

/**
 * The words that mark what an admin has not written in a language yet, by language: the note under
 * a field and the count above the form (the content editor, the coming-soon words). Each entry's keys
 * name the language they are written for; a language without an entry has no marks.
 */
const UNWRITTEN_MARKS = {
  es: { note: 'admin.content.noSpanish', count: 'admin.content.withoutSpanishCount' },
} as const satisfies { [L in Locale]?: { note: MessageKey; count: MessageKey } };

type Marks = (typeof UNWRITTEN_MARKS)[keyof typeof UNWRITTEN_MARKS];

/** A language's marks, or undefined when it has none (English, whose words are always written). */
export const unwrittenMarks = (locale: Locale): Marks | undefined =>
  (UNWRITTEN_MARKS as { [L in Locale]?: Marks })[locale];
