import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every rule that differs by language is data keyed by locale, read through `inLocale` with English
 * for a language that has no entry (locales.ts, docs/adding-a-language.md): no code compares with
 * Spanish's code or names Spanish. This reads the code of src/ and scripts/ (tests, their helpers and
 * the files `npm run i18n` writes left out) without its comments, which may name a language to
 * explain a rule, and finds Spanish named only in the locale list (locales.ts) and the catalogues
 * (locales/, with each language's built-in page texts), besides the names listed below.
 */

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Where a language may be named: the locale list, and the catalogues with the built-in texts. */
const LANGUAGE_FILES = ['src/shared/i18n/locales.ts', 'src/shared/i18n/locales/'];

const NAMES_SPANISH = /['"`]es(-US)?['"`]|spanish|nameEs|_es\b/i;

/**
 * Names that stay, each for its reason. Matched as written, before the search above.
 */
const KEPT: { name: RegExp; why: string }[] = [
  {
    name: /\b(spanishContent|withoutSpanish)\b|\b\w*[nN]ameEs\w*/g,
    why: "the API's field names, in its document, which stays as it is (code reaches them through tables by locale), and the names of nameEs's check, messages and labels",
  },
  {
    name: /'(Admin reads only: the text keys with no Spanish written by an admin|The managed content for the editor \(super admin\) in a language, with who last changed each section and which keys have no Spanish)'/g,
    why: "the API document's descriptions of those fields",
  },
  {
    name: /\b(type_)?name_es\b/g,
    why: 'the database column behind nameEs (migration 0032) and its selected name',
  },
  {
    name: /'admin\.content\.(noSpanish|withoutSpanishCount)'|"without-spanish"/g,
    why: "the unwritten-words marks of Spanish's entry (unwritten-marks.ts), and the test id of their count",
  },
  {
    name: /'Spanish'|\bSpanish:|'spanish'|'lists\.language\.spanish'|'onboarding\.wizard\.languageSpanish'/g,
    why: 'Spanish as a language a provider speaks (profiles and the search filter store it), its words and its message keys',
  },
];

/** The part of sw.js that `npm run i18n` writes from the locale list (catalogues.test.ts keeps it current). */
const WRITTEN_PART = /var LANGUAGE_PREFIXES = [\s\S]*?\/\/ End of the written part\./;

function codeFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name === 'test' || entry.name === 'node_modules' ? [] : codeFiles(path);
    if (!/\.(tsx?|m?js)$/.test(entry.name) || /\.(test|gen)\.tsx?$/.test(entry.name)) return [];
    return [path];
  });
}

/** A file's code without its comments (each blanked to spaces, its line breaks kept). */
function withoutComments(path: string): string {
  const text = readFileSync(join(ROOT, path), 'utf8').replace(WRITTEN_PART, '');
  const kind = path.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : path.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const comments = new Map<number, number>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) comments.set(range.pos, range.end);
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    node.forEachChild(visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  let code = text;
  for (const [pos, end] of comments)
    code = code.slice(0, pos) + text.slice(pos, end).replace(/[^\n]/g, ' ') + code.slice(end);
  return code;
}

describe('languages named in code', () => {
  const files = [...codeFiles('src'), ...codeFiles('scripts')].filter(
    (path) => !LANGUAGE_FILES.some((allowed) => path.startsWith(allowed)),
  );

  it('reads the code of the product and its scripts', () => {
    expect(files).toContain('src/shared/display-name.ts');
    expect(files).toContain('src/web/public/sw.js');
    expect(files).toContain('scripts/bench-pages.mjs');
    expect(files.length).toBeGreaterThan(500);
  });

  it(
    'finds Spanish only in the locale list and the catalogues, besides the names kept',
    { timeout: 30_000 },
    () => {
      const found: string[] = [];
      for (const path of files) {
        for (const line of withoutComments(path).split('\n')) {
          const rest = KEPT.reduce((text, { name }) => text.replace(name, ''), line);
          if (NAMES_SPANISH.test(rest)) found.push(`${path}: ${line.trim()}`);
        }
      }
      expect(found).toEqual([]);
    },
  );

  it('would find a rule that says Spanish, in code but not in a comment', () => {
    const hit = (line: string) =>
      NAMES_SPANISH.test(KEPT.reduce((text, { name }) => text.replace(name, ''), line));
    expect(hit("const prefix = locale === 'es' ? 'Dra. ' : 'Dr. ';")).toBe(true);
    expect(hit('const spanish = defaults.es;')).toBe(true);
    expect(hit('spanishContent: contentIn(record, locale),')).toBe(false);
    expect(withoutComments('src/shared/display-name.ts')).not.toContain('Spanish names a woman doctor');
  });
});
