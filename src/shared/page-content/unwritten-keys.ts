import type { Locale } from '../i18n/locales.ts';

/*
 * Apart from ./page-content.ts, which every page downloads: only the server and the content editor
 * read these lists, and the pages only drop them.
 */

/**
 * The field of the editor's answer that lists a section's text keys an admin has not written in a
 * language, by language. Its name was given when the product had one other language and stays as it
 * is, the API's contract (its document is unchanged); code reaches it through this table, never by
 * naming a language. A language without a field here is edited without those marks.
 */
const UNWRITTEN_KEYS_FIELD = { es: 'withoutSpanish' } as const satisfies { [L in Locale]?: string };
export type UnwrittenKeysField = (typeof UNWRITTEN_KEYS_FIELD)[keyof typeof UNWRITTEN_KEYS_FIELD];
type UnwrittenKeysParts = { [F in UnwrittenKeysField]?: string[] };

/** The editor's answer's lists of unwritten keys, each made by `of` for its language. */
export function unwrittenKeysParts(of: (locale: Locale) => string[]): Required<UnwrittenKeysParts> {
  const parts: Record<string, string[]> = {};
  for (const [locale, field] of Object.entries(UNWRITTEN_KEYS_FIELD)) parts[field] = of(locale as Locale);
  return parts as Required<UnwrittenKeysParts>;
}

/** The keys an editor's answer says an admin has not written in a language; undefined when it cannot say. */
export function unwrittenKeysIn(answer: UnwrittenKeysParts, locale: Locale): string[] | undefined {
  const field = (UNWRITTEN_KEYS_FIELD as { [L in Locale]?: UnwrittenKeysField })[locale];
  return field === undefined ? undefined : (answer[field] ?? []);
}

/** An editor's answer without its lists of unwritten keys: as the pages read it. */
export function withoutUnwrittenKeys<A extends UnwrittenKeysParts>(answer: A): Omit<A, UnwrittenKeysField> {
  const rest: Record<string, unknown> = { ...answer };
  for (const field of Object.values(UNWRITTEN_KEYS_FIELD)) delete rest[field];
  return rest as Omit<A, UnwrittenKeysField>;
}
