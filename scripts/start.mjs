// `npm start`: builds what is missing or older than its sources (the web app, its server drawing of
// the public pages and the server: scripts/builds.mjs), then runs the compiled server.
import { spawn } from 'node:child_process';
import { buildWhatIsStale } from './builds.mjs';

buildWhatIsStale();

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
