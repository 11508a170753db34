// `npm run bench`: starts the server on a fresh embedded database (or DATABASE_URL), loads a few
// endpoints with autocannon, and writes the figures to docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-bench-'));
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'false',
  },
});

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const run = (title, path) =>
  new Promise((resolve, reject) =>
    autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: DURATION, title }, (err, r) =>
      err ? reject(err) : resolve({ title, path, r }),
    ),
  );

async function residentMb() {
  const { readFileSync } = await import('node:fs');
  try {
    const children = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/);
    const status = readFileSync(`/proc/${children[0]}/status`, 'utf8');
    return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024);
  } catch {
    return null;
  }
}

try {
  await waitForHealth();
  const restMb = await residentMb();
  const results = [];
  for (const [title, path] of [
    ['health (database round trip)', '/api/health'],
    ['current user (anonymous session check)', '/api/me'],
    ['web app shell (HTML)', '/about'],
  ]) {
    results.push(await run(title, path));
  }
  const loadMb = await residentMb();
  const rows = results.map(
    ({ title, path, r }) =>
      `| ${title} | \`${path}\` | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p97_5 ?? r.latency.p975} | ${r.latency.p99} | ${r.errors + r.non2xx} |`,
  );
  const md = `# Benchmarks

How to run: \`npm run bench\` (add \`DATABASE_URL=postgres://…\` for PostgreSQL; \`BENCH_SECONDS\`,
\`BENCH_CONNECTIONS\` change the load). It starts the server on a fresh database with the demo seed,
runs autocannon against each endpoint for ${DURATION} s with ${CONNECTIONS} connections, and rewrites this file.

Latest run: ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}),
${Math.round(totalmem() / 2 ** 30)} GiB memory, Node ${process.version}, ${database}.

| Endpoint | Path | Requests/s | p50 ms | p97.5 ms | p99 ms | Errors |
|---|---|---|---|---|---|---|
${rows.join('\n')}

Server resident memory: ${restMb ?? '?'} MB at rest, ${loadMb ?? '?'} MB after the load.

Search, profile, slots and booking benchmarks at 10,000 and 100,000 providers arrive with those features.
`;
  writeFileSync('docs/benchmarks.md', md);
  console.log(md);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
