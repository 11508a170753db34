// What `npm start` builds, and the rule for when: an output missing or older than its sources is built
// again. Used by scripts/start.mjs and by the benchmarks that need the same product.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const VITE = 'node_modules/vite/bin/vite.js';
const WEB_SOURCES = ['src/web', 'src/shared', 'vite.config.ts', 'package.json'];

export const BUILDS = [
  {
    what: 'the web app',
    output: 'dist/web/index.html',
    sources: WEB_SOURCES,
    command: [VITE, 'build', '--logLevel', 'warn'],
  },
  {
    what: 'the server drawing of the public pages',
    output: 'dist/ssr/entry-server.js',
    sources: WEB_SOURCES,
    command: [VITE, 'build', '--ssr', 'ssr/entry-server.tsx', '--logLevel', 'warn'],
  },
  {
    what: 'the server',
    output: 'dist/server/main.js',
    sources: ['src/server', 'src/shared', 'scripts/build-server.mjs', 'package.json'],
    command: ['scripts/build-server.mjs'],
  },
];

/** The newest change under a path (a file or a folder). */
function newestMtime(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds each output that is missing or older than its sources; exits the process if one fails. */
export function buildWhatIsStale(builds = BUILDS) {
  for (const { what, output, sources, command } of builds) {
    const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
    if (builtAt >= Math.max(...sources.filter(existsSync).map(newestMtime))) continue;
    console.log(`Building ${what} (first start, or the sources changed)...`);
    const r = spawnSync(process.execPath, command, { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
