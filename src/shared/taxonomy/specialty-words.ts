/**
 * An exact specialty named for the screens that review it (ADR 23): NUCC's name, the kind of care it
 * belongs to in the reader's language, and the code. The names come from the server, which holds the
 * 883 codes (specialtiesOfCodes), so this reads only the category list.
 */
import type { Locale } from '../i18n/locales.ts';
import type { Translate } from '../i18n/translate.ts';
import { categoryName } from './listing-words.ts';
import type { SpecialtyOption } from './specialty-options.ts';

/**
 * An exact specialty as a reviewer reads it: NUCC's name, its category in the reader's language and
 * the code ('Podiatrist, in Foot care (podiatrist) (code 213E00000X)').
 */
export function specialtyWords(t: Translate, locale: Locale | undefined, option: SpecialtyOption): string {
  const category = categoryName(option.category, locale);
  return category
    ? t('common.taxonomy.codeInCategory', { name: option.name, category, code: option.code })
    : t('common.taxonomy.codeNamed', { name: option.name, code: option.code });
}

/** specialtyWords for codes the server named; a code it did not name is shown as it is. */
export function codeWords(t: Translate, locale: Locale | undefined, named: readonly SpecialtyOption[]) {
  const byCode = new Map(named.map((o) => [o.code, o]));
  return (code: string) => {
    const option = byCode.get(code);
    return option ? specialtyWords(t, locale, option) : code;
  };
}
