import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';

/**
 * Which value of a managed text a page shows in its language (page-content.test.ts,
 * docs/product.md#content). English: the stored value, else the built-in English. Another language:
 * the value written in it; else the English value where an admin wrote one (it differs from the
 * built-in English); else that language's built-in text. Shared keys (picture and video addresses,
 * yes/no flags) are stored once, in English, and read the same in every language.
 */
export function inLanguage<K extends string>(
  keys: readonly K[],
  locale: Locale,
  stored: { en: Partial<Record<string, string>>; own: Partial<Record<string, string>> },
  defaults: { en: Record<K, string>; own: Partial<Record<K, string>> },
  isShared: (key: K) => boolean,
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const english = stored.en[key];
    if (locale === DEFAULT_LOCALE || isShared(key)) out[key] = english ?? defaults.en[key];
    else if (stored.own[key] !== undefined) out[key] = stored.own[key];
    else if (english !== undefined && english !== defaults.en[key]) out[key] = english;
    else out[key] = defaults.own[key] ?? defaults.en[key];
  }
  return out;
}

/** The text keys that have no value written in the language (the editor marks them). */
export const unwrittenKeys = <K extends string>(
  keys: readonly K[],
  written: Partial<Record<string, string>>,
  isShared: (key: K) => boolean,
): K[] => keys.filter((key) => !isShared(key) && written[key] === undefined);
