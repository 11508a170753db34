import { cloneElement, createContext, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import type { CompiledCatalogue } from '#shared/i18n/catalogue.ts';
import { DEFAULT_LOCALE, isLocale, type Locale, type Namespace } from '#shared/i18n/locales.ts';
import {
  createTranslator,
  type MessageKey,
  type MessageValues,
  type Translate,
  type Translator,
} from '#shared/i18n/translate.ts';

/**
 * Each language's catalogues, compiled at build time, one chunk each (ADR 19): a page downloads only
 * its own language's. The server's own namespaces (mail, notices) are left out of the browser's build.
 */
const CATALOGUES = import.meta.glob<CompiledCatalogue>(
  ['../../shared/i18n/locales/*/*.json', '!**/mail.json', '!**/notices.json'],
  { query: '?compiled', import: 'default' },
);

/** A namespace's catalogue in a language; English's where the language has none yet (overEnglish). */
function loadCatalogue(locale: Locale, namespace: Namespace): Promise<CompiledCatalogue> {
  const load =
    CATALOGUES[`../../shared/i18n/locales/${locale}/${namespace}.json`] ??
    CATALOGUES[`../../shared/i18n/locales/${DEFAULT_LOCALE}/${namespace}.json`];
  if (!load) throw new Error(`There is no ${namespace} catalogue for ${locale}.`);
  return load();
}

/** A translator for `locale` with the catalogues of `namespaces`. */
export async function loadTranslator(locale: Locale, namespaces: readonly Namespace[]): Promise<Translator> {
  const catalogues = await Promise.all(namespaces.map((namespace) => loadCatalogue(locale, namespace)));
  return createTranslator(locale, catalogues);
}

/**
 * The browser's translator for the page it shows, and the namespaces it holds: it starts with the
 * first page's and gains each page's namespaces as the visitor moves on (ADR 19). The server never
 * sets it: it makes a translator for each page it draws.
 */
let browserPage: { translator: Translator; loaded: Set<Namespace> } | null = null;

/** The browser's translator, with the namespaces of the page it starts on. */
export async function startPageTranslator(
  locale: Locale,
  namespaces: readonly Namespace[],
): Promise<Translator> {
  const translator = await loadTranslator(locale, namespaces);
  browserPage = { translator, loaded: new Set(namespaces) };
  return translator;
}

/**
 * Loads the namespaces a page needs that the browser's translator lacks, before the page is shown
 * (a route's `lazy`, app/router.tsx). Where there is no browser translator (the server, tests that
 * give every namespace) it has nothing to do.
 */
export async function loadPageNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  const page = browserPage;
  if (!page) return;
  const missing = namespaces.filter((namespace) => !page.loaded.has(namespace));
  if (!missing.length) return;
  const catalogues = await Promise.all(
    missing.map((namespace) => loadCatalogue(page.translator.locale, namespace)),
  );
  page.translator.add(catalogues);
  for (const namespace of missing) page.loaded.add(namespace);
}

/** The language the server wrote the page in (`<html lang>`). */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang.split('-')[0];
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The languages the site offers, as the server wrote them on the page (`<html data-locales>`). */
export function pageLocales(): Locale[] {
  const offered = (document.documentElement.dataset.locales ?? '').split(',').filter(isLocale);
  return offered.length ? offered : [pageLocale()];
}

type Language = { translator: Translator; offered: readonly Locale[] };
const LanguageContext = createContext<Language | null>(null);

export function TranslatorProvider({
  translator,
  offered,
  children,
}: {
  translator: Translator;
  /** The languages the site offers; only the translator's own where not given. */
  offered?: readonly Locale[];
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ translator, offered: offered ?? [translator.locale] }),
    [translator, offered],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

function useLanguage(): Language {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('No TranslatorProvider above this component.');
  return language;
}

const useTranslator = () => useLanguage().translator;

/** The languages the site offers. */
export const useOfferedLocales = () => useLanguage().offered;

/** The active language's messages: `const t = useT(); t('common.nav.home')`. */
export function useT(): Translate {
  return useTranslator().t;
}

/**
 * The active language's messages, or null where no translator is above (the error card, drawn
 * even when the app could not start).
 */
export function useOptionalT(): Translate | null {
  return useContext(LanguageContext)?.translator.t ?? null;
}

export function useLocale(): Locale {
  return useTranslator().locale;
}

/** A record of codes' keys as words in the page's language, for a select's options: `wordsOf(t, ROLE_KEYS)`. */
export function wordsOf<C extends string>(t: Translate, keys: Record<C, MessageKey>): Record<C, string> {
  const words = {} as Record<C, string>;
  for (const code of Object.keys(keys) as C[]) words[code] = (t as (key: MessageKey) => string)(keys[code]);
  return words;
}

/**
 * A message with a link or emphasis in it (ADR 19): `<0>…</0>` in the message wraps the words in
 * `components[0]`, so a translation may put the link wherever its sentence needs it. The words are
 * text, never markup: React escapes them.
 */
export function T<K extends MessageKey>({
  k,
  values,
  components,
}: {
  k: K;
  values?: MessageValues<K>;
  components: ReactElement<{ children?: ReactNode }>[];
}) {
  const t = useT() as (key: string, values?: object) => string;
  return <>{withComponents(t(k, values), components)}</>;
}

function withComponents(text: string, components: ReactElement<{ children?: ReactNode }>[]): ReactNode[] {
  const parts: ReactNode[] = [];
  const tag = /<(\d+)>([\s\S]*?)<\/\1>/g;
  let from = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    const component = components[Number(match[1])];
    parts.push(component ? cloneElement(component, { key: parts.length }, match[2]) : match[2]);
    from = tag.lastIndex;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
