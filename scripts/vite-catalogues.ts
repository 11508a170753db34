import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { compileCatalogue, type SourceCatalogue } from '../src/shared/i18n/catalogue.ts';

/**
 * `import … from './locales/es/public.json?compiled'` gives the catalogue compiled to Lingui's arrays
 * (ADR 19): the browser formats messages without an ICU parser, and a broken message fails the build.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'careconnect-compiled-catalogues',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (query !== 'compiled' || !file!.endsWith('.json')) return null;
      this.addWatchFile(file!);
      const source = JSON.parse(readFileSync(file!, 'utf8')) as SourceCatalogue;
      return `export default ${JSON.stringify(compileCatalogue(source))};`;
    },
  };
}
