// Every file an ADR names exists: a decision that points at a moved or deleted file misleads the next
// reader. Run by `npm run lint`; prints each missing path with its ADR and fails when there is one.
//
// A path is a word ending in a source file's extension (`src/server/lib/i18n.ts`, `web/lib/i18n.tsx`,
// `conformance.test.ts`), or a folder from the root in code marks (`src/server/lib/storage/`). It is found when it names a file from the repository's root, from `src/`,
// from the ADR's own folder (a link to another ADR), or, when written short, as the end of a file's
// path (`lib/admin-socket.ts`, a bare `earth.test.ts`). Addresses (`/es/…`), packages (`@lingui/core`),
// build output (`dist/…`), a module specifier with a query (`…/common.json?compiled`), a product's
// name (`Node.js`) and patterns (`<key>`, `*`, `{id}`, `NNNN-short-title.md`) are not files of the
// repository.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const decisions = join(root, 'docs/decisions');
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'data',
  '.git',
  'test-results',
  'playwright-report',
]);
const FILE = /(?<![\w./@*<{…-])[\w.-]+(?:\/[\w.-]+)*\.(?:tsx?|mjs|js|json|md|css|sql)(?![\w/?])/g;
const FOLDER = /(?<=`)(?:src|docs|scripts|e2e)(?:\/[\w.-]+)*\/?(?=`)/g;
const NOT_A_FILE = /^[A-Z][a-z]*\.js$|NNNN/;

/** Every file of the repository, by its path from the root. */
function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.data-') || SKIPPED_FOLDERS.has(entry.name)) return [];
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [relative(root, path)];
  });
}

const files = filesUnder(root);

function exists(path, from) {
  if (path.startsWith('dist/')) return true;
  if ([root, join(root, 'src'), from].some((base) => existsSync(join(base, path)))) return true;
  return files.some((file) => file === path || file.endsWith(`/${path}`));
}

const missing = readdirSync(decisions)
  .filter((name) => name.endsWith('.md'))
  .flatMap((name) => {
    const text = readFileSync(join(decisions, name), 'utf8');
    const named = new Set([...(text.match(FILE) ?? []), ...(text.match(FOLDER) ?? [])]);
    return [...named]
      .filter((path) => !NOT_A_FILE.test(path) && !exists(path, dirname(join(decisions, name))))
      .map((path) => `docs/decisions/${name}: ${path}`);
  });

if (missing.length) {
  console.error(`ADRs name files that do not exist:\n${missing.join('\n')}`);
  process.exit(1);
}
