import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalogue, overEnglish, type SourceCatalogue } from '../src/shared/i18n/catalogue.ts';
import { DEFAULT_LOCALE } from '../src/shared/i18n/locales.ts';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as SourceCatalogue;
const compiled = (source: SourceCatalogue) => `export default ${JSON.stringify(compileCatalogue(source))};`;

/**
 * `import … from './locales/es/public.json?compiled'` gives the catalogue compiled to Lingui's arrays
 * (ADR 19): the browser formats messages without an ICU parser, and a broken message fails the build.
 * A message the language lacks is compiled from English's catalogue (overEnglish).
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'careconnect-compiled-catalogues',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (query !== 'compiled' || !file!.endsWith('.json')) return null;
      this.addWatchFile(file!);
      const english = join(dirname(dirname(file!)), DEFAULT_LOCALE, basename(file!));
      const own = read(file!);
      if (english === file || !existsSync(english)) return compiled(own);
      this.addWatchFile(english);
      return compiled(overEnglish(read(english), own));
    },
  };
}
