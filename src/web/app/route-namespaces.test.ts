// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { APP_NAMESPACES, NAMESPACES, type Namespace } from '#shared/i18n/locales.ts';
import { keyPattern } from '#shared/i18n/translate.ts';
import { COMING_SOON_NAMESPACES } from '../features/maintenance/maintenance-gate.tsx';
import { SUGGEST_FEATURE_NAMESPACES } from '../components/layout/suggest-feature-button.tsx';

/**
 * A page loads only the catalogue namespaces its route declares, besides the layout's (ADR 19), and
 * a key whose namespace is not loaded throws. So each route must name exactly the namespaces of the
 * keys its code can show: found here by following the imports of its page's module (static and
 * lazy, not type-only) through src, and collecting the keys written in those files.
 */

const SRC = fileURLToPath(new URL('../..', import.meta.url));
const ROUTER = join(SRC, 'web/app/router.tsx');
const KEY = new RegExp(`(['"\`])(${keyPattern(NAMESPACES)})\\1`, 'g');
const IMPORT = /(?:^|[;\s])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/g;
const LAZY_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from: string, specifier: string): string | null {
  const bare = specifier.split('?')[0]!;
  const path = bare.startsWith('.')
    ? resolve(dirname(from), bare)
    : bare.startsWith('#shared/')
      ? join(SRC, 'shared', bare.slice('#shared/'.length))
      : bare.startsWith('#web/')
        ? join(SRC, 'web', bare.slice('#web/'.length))
        : null;
  return path && /\.tsx?$/.test(path) && existsSync(path) ? path : null;
}

function importsOf(file: string, source: string, lazyToo: boolean): string[] {
  const specifiers = [...source.matchAll(IMPORT)].map((m) => m[1]!);
  if (lazyToo) specifiers.push(...[...source.matchAll(LAZY_IMPORT)].map((m) => m[1]!));
  return specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

/**
 * Parts a page or the layout loads lazily with namespaces of their own: their words are not the
 * importer's to load.
 */
const LAZY_PARTS = [
  { module: join(SRC, 'web/features/maintenance/coming-soon-page.tsx'), namespaces: COMING_SOON_NAMESPACES },
  {
    module: join(SRC, 'web/components/layout/suggest-feature-dialog.tsx'),
    namespaces: SUGGEST_FEATURE_NAMESPACES,
  },
];
const lazyPart = new Set(LAZY_PARTS.map((part) => part.module));

const namespacesCache = new Map<string, Set<Namespace>>();

/** The namespaces of every key in these files and in all they import, but for lazy parts. */
function namespacesUsedFrom(seeds: string[]): Set<Namespace> {
  const found = new Set<Namespace>();
  const seen = new Set<string>();
  const queue = [...seeds];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    let own = namespacesCache.get(file);
    if (!own) {
      own = new Set([...source.matchAll(KEY)].map((m) => m[2]!.split('.')[0] as Namespace));
      namespacesCache.set(file, own);
    }
    for (const namespace of own) found.add(namespace);
    queue.push(...importsOf(file, source, true).filter((next) => !lazyPart.has(next)));
  }
  return found;
}

type DeclaredPage = { page: string; module: string; declared: Namespace[] };

/** Each `page(…)` and `guarded(…)` of the router: the namespaces it names and its module. */
function declaredPages(): DeclaredPage[] {
  const source = readFileSync(ROUTER, 'utf8');
  const file = ts.createSourceFile(ROUTER, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const pages: DeclaredPage[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const at = { page: 0, guarded: 1 }[node.expression.text];
      const list = at === undefined ? undefined : node.arguments[at];
      if (list && ts.isArrayLiteralExpression(list)) {
        const module = [...node.getText().matchAll(LAZY_IMPORT)][0]?.[1];
        const name = node.arguments.at(-1)!.getText().replace(/'/g, '');
        if (module) {
          pages.push({
            page: name,
            module: resolveImport(ROUTER, module)!,
            declared: list.elements.map((e) => (e as ts.StringLiteral).text as Namespace),
          });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return pages;
}

describe('the namespaces each page loads', () => {
  const pages = declaredPages();
  const everyPage = new Set<string>(APP_NAMESPACES);

  it('finds the pages of the router', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.find((p) => p.page === 'ProviderProfilePage')?.module).toMatch(/profile-page\.tsx$/);
  });

  it('has the layout and what it opens use only the namespaces every page loads', () => {
    // The router's own imports and the layout, with the dialogs the layout opens; not the pages.
    const source = readFileSync(ROUTER, 'utf8');
    const seeds = [...importsOf(ROUTER, source, false), join(SRC, 'web/app/root-layout.tsx')];
    expect([...namespacesUsedFrom(seeds)].filter((ns) => !everyPage.has(ns))).toEqual([]);
  });

  it('has each part loaded lazily with its own namespaces name exactly those it uses', () => {
    for (const { module, namespaces } of LAZY_PARTS) {
      const needed = [...namespacesUsedFrom([module])].filter((ns) => !everyPage.has(ns)).sort();
      expect(needed, relative(SRC, module)).toEqual([...namespaces].sort());
    }
  });

  it('has each route name exactly the namespaces its page uses, besides every page’s', () => {
    const wrong = pages.flatMap(({ page, module, declared }) => {
      const needed = [...namespacesUsedFrom([module])].filter((ns) => !everyPage.has(ns)).sort();
      const named = [...declared].sort();
      return needed.join() === named.join()
        ? []
        : [`${page} (${relative(SRC, module)}) needs [${needed.join(', ')}], names [${named.join(', ')}]`];
    });
    expect(wrong.join('\n')).toEqual('');
  });
});
