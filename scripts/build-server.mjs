// `node scripts/build-server.mjs` (run by `npm start` when needed, and by `npm run build`): compiles
// the server into one JavaScript file, dist/server/main.js, with the packages left as imports and the
// migrations copied beside it (the server finds them next to itself).
// Running it as plain JavaScript saves the memory and start-up time of compiling TypeScript on the fly.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
