import { setupI18n } from '@lingui/core';
import type { CompiledCatalogue } from './catalogue.ts';
import type { Messages } from './keys.gen.ts';
import { INTL_LOCALE, NAMESPACES, SERVER_NAMESPACES, type Locale } from './locales.ts';

export type MessageKey = keyof Messages;
/** The values a message needs: nothing for a plain text. */
export type MessageValues<K extends MessageKey> = Messages[K]['values'];
type ValuesArg<K extends MessageKey> = keyof MessageValues<K> extends never ? [] : [values: MessageValues<K>];

/** Formats a message of the active language: `t('common.nav.home')`. */
export type Translate = <K extends MessageKey>(key: K, ...values: ValuesArg<K>) => string;

export type Translator = {
  locale: Locale;
  t: Translate;
  /**
   * Adds catalogues of more namespaces. Only the browser's one translator per page does this, as
   * a page it moves to needs them (web/lib/i18n.tsx); the server makes a translator per page.
   */
  add: (catalogues: CompiledCatalogue[]) => void;
};

/**
 * A translator for one language, from its compiled catalogues. Asking for a key it does not hold
 * throws: a key whose namespace a page forgot to load is a bug to see, never a key shown to a person.
 */
export function createTranslator(locale: Locale, catalogues: CompiledCatalogue[]): Translator {
  const messages: CompiledCatalogue = Object.assign({}, ...catalogues);
  const i18n = setupI18n({
    locale,
    locales: [INTL_LOCALE[locale]],
    messages: { [locale]: messages },
    missing: (_locale, id) => {
      throw new Error(`No message ${id} is loaded for ${locale}.`);
    },
  });
  const t = ((key: MessageKey, values?: Record<string, unknown>) => i18n._(key, values)) as Translate;
  const add = (more: CompiledCatalogue[]) => i18n.load(locale, Object.assign({}, ...more));
  return { locale, t, add };
}

/**
 * What a key looks like: `namespace.area.name`, at least three parts, so that a dotted name that is
 * not a message (an audit action such as `provider.feature`, a file such as `admin.sock`) never
 * passes for one (catalogues.test.ts).
 */
export const keyPattern = (namespaces: readonly string[]) =>
  `(?:${namespaces.join('|')})\\.[A-Za-z0-9]+\\.[A-Za-z0-9_.]+`;

const KEY_SHAPE = new RegExp(`^${keyPattern([...NAMESPACES, ...SERVER_NAMESPACES])}$`);

/**
 * Whether a message is a key rather than words. While the product moves its words into catalogues
 * (ADR 19, migration), a shared schema or a server error may still carry English words; a key always
 * has this shape and a sentence never does.
 */
export const isMessageKey = (message: string): message is MessageKey => KEY_SHAPE.test(message);

/** A message in words: a key formatted with its values, or words passed on as they are. */
export function inWords(t: Translate, message: string, values?: Record<string, unknown>): string {
  if (!isMessageKey(message)) return message;
  return (t as (key: string, values?: Record<string, unknown>) => string)(message, values);
}
