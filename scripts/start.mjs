// `npm start`: builds the web app and the server when either is missing or older than its sources,
// then runs the compiled server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILDS = [
  {
    what: 'the web app',
    output: 'dist/web/index.html',
    sources: ['src/web', 'src/shared', 'vite.config.ts', 'package.json'],
    command: ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
  },
  {
    what: 'the server drawing of the public pages',
    output: 'dist/ssr/entry-server.js',
    sources: ['src/web', 'src/shared', 'vite.config.ts', 'package.json'],
    command: [
      'node_modules/vite/bin/vite.js',
      'build',
      '--ssr',
      'ssr/entry-server.tsx',
      '--logLevel',
      'warn',
    ],
  },
  {
    what: 'the server',
    output: 'dist/server/main.js',
    sources: ['src/server', 'src/shared', 'scripts/build-server.mjs', 'package.json'],
    command: ['scripts/build-server.mjs'],
  },
];

function newestMtime(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

for (const { what, output, sources, command } of BUILDS) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.filter(existsSync).map(newestMtime))) continue;
  console.log(`Building ${what} (first start, or the sources changed)...`);
  const r = spawnSync(process.execPath, command, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The JavaScript heap is capped at 256 MB, five times what the server holds: without a cap V8 lets
// garbage pile up to 180 MB and more under load before collecting it (ADR 12).
const server = spawn(process.execPath, ['--max-old-space-size=256', 'dist/server/main.js'], {
  stdio: 'inherit',
  // glibc's default of one memory arena per thread per core keeps freed memory of the worker threads
  // (password hashing, files) apart; two arenas hold about 50 MB less under load (ADR 12).
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
// Ctrl-C reaches the server directly (same process group); for a stop signal sent only to us, pass it on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
