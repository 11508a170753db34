// `npm run i18n`: writes the files made from the catalogues (ADR 19). src/shared/i18n/keys.gen.ts
// types every English key with its variables and tags, so `t` of an unknown key or without a
// variable fails the typecheck; src/server/lib/catalogues.gen.ts imports every catalogue the server
// formats with; the service worker's table of languages (src/web/public/sw.js, between the lines that
// say so) is written from the locale list. src/shared/i18n/catalogues.test.ts fails when one is not
// current.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messageShape, type SourceCatalogue } from '../src/shared/i18n/catalogue.ts';
import { DEFAULT_LOCALE, LOCALES } from '../src/shared/i18n/locales.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const LOCALES_DIR = join(ROOT, 'src/shared/i18n/locales');
const KEYS_FILE = join(ROOT, 'src/shared/i18n/keys.gen.ts');
const SERVER_CATALOGUES_FILE = join(ROOT, 'src/server/lib/catalogues.gen.ts');
const SERVICE_WORKER_FILE = join(ROOT, 'src/web/public/sw.js');

/** Every catalogue on disk: locale → namespace → messages. */
export function readCatalogues(): Map<string, Map<string, SourceCatalogue>> {
  const out = new Map<string, Map<string, SourceCatalogue>>();
  for (const locale of readdirSync(LOCALES_DIR).sort()) {
    const namespaces = new Map<string, SourceCatalogue>();
    for (const file of readdirSync(join(LOCALES_DIR, locale)).sort()) {
      if (!file.endsWith('.json')) continue;
      namespaces.set(
        file.slice(0, -'.json'.length),
        JSON.parse(readFileSync(join(LOCALES_DIR, locale, file), 'utf8')) as SourceCatalogue,
      );
    }
    out.set(locale, namespaces);
  }
  return out;
}

const HEADER = '// Written by `npm run i18n` from the catalogues in src/shared/i18n/locales: do not edit.\n';

function keysFile(english: Map<string, SourceCatalogue>): string {
  const lines: string[] = [];
  for (const [, messages] of english) {
    for (const key of Object.keys(messages).sort()) {
      const { variables, tags } = messageShape(messages[key]!);
      const values = [...variables]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, kind]) => `${JSON.stringify(name)}: ${kind === 'text' ? 'string | number' : kind}`)
        .join('; ');
      const tagUnion = tags.size
        ? [...tags]
            .sort()
            .map((t) => `'${t}'`)
            .join(' | ')
        : 'never';
      lines.push(
        `  ${JSON.stringify(key)}: { values: ${values ? `{ ${values} }` : 'Record<never, never>'}; tags: ${tagUnion} };`,
      );
    }
  }
  return (
    HEADER +
    '\n/** Every message of the product, by key: the variables it takes and the tags (`<0>`) it wraps. */\n' +
    `export type Messages = {\n${lines.join('\n')}\n};\n`
  );
}

function serverCataloguesFile(catalogues: Map<string, Map<string, SourceCatalogue>>): string {
  const imports: string[] = [];
  const entries: string[] = [];
  for (const [locale, namespaces] of catalogues) {
    const names: string[] = [];
    for (const namespace of namespaces.keys()) {
      const id = `${locale}_${namespace}`;
      imports.push(
        `import ${id} from '#shared/i18n/locales/${locale}/${namespace}.json' with { type: 'json' };`,
      );
      names.push(`${namespace}: ${id}`);
    }
    entries.push(`  ${locale}: { ${names.join(', ')} },`);
  }
  return (
    HEADER +
    imports.join('\n') +
    '\n\n/** Every catalogue, as written: the server compiles them once, at start. */\n' +
    `export const SOURCE_CATALOGUES: Record<string, Record<string, Record<string, string>>> = {\n${entries.join('\n')}\n};\n`
  );
}

/** A string as prettier writes it in our scripts: single quotes unless the text holds one. */
const quoted = (text: string) =>
  text.includes("'") && !text.includes('"')
    ? JSON.stringify(text)
    : `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The service worker with its written part current: the prefixes of the languages besides English,
 * and the words of a push it cannot read in each language (English's where a language has none).
 */
function serviceWorkerFile(catalogues: Map<string, Map<string, SourceCatalogue>>): string {
  const worker = readFileSync(SERVICE_WORKER_FILE, 'utf8');
  const start = worker.indexOf('var LANGUAGE_PREFIXES = ');
  const end = worker.indexOf('// End of the written part.');
  if (start < 0 || end < start) throw new Error('sw.js has lost the part npm run i18n writes.');
  const KEY = 'notices.push.fallbackBody';
  const english = catalogues.get(DEFAULT_LOCALE)?.get('notices')?.[KEY];
  if (english === undefined) throw new Error(`The English catalogue has no ${KEY}.`);
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
  const bodies = LOCALES.map(
    (locale) => `  ${locale}: ${quoted(catalogues.get(locale)?.get('notices')?.[KEY] ?? english)},`,
  );
  const written =
    `var LANGUAGE_PREFIXES = [${others.map(quoted).join(', ')}];\n` +
    `var FALLBACK_BODIES = {\n${bodies.join('\n')}\n};\n`;
  return worker.slice(0, start) + written + worker.slice(end);
}

/** The generated files as they should be, by path. */
export function generatedFiles(): Map<string, string> {
  const catalogues = readCatalogues();
  const english = catalogues.get('en');
  if (!english) throw new Error('There is no English catalogue (src/shared/i18n/locales/en).');
  return new Map([
    [KEYS_FILE, keysFile(english)],
    [SERVER_CATALOGUES_FILE, serverCataloguesFile(catalogues)],
    [SERVICE_WORKER_FILE, serviceWorkerFile(catalogues)],
  ]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [path, content] of generatedFiles()) writeFileSync(path, content);
}
