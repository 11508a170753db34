// `npm run bench`: for each size in BENCH_SIZES (providers), seeds a fresh embedded database (or the
// DATABASE_URL one) with `npm run seed`, starts the server, loads each endpoint with autocannon, and
// writes the figures and the search query plans to docs/benchmarks.md.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SIZES = (process.env.BENCH_SIZES ?? '10000').split(',').map(Number);
const base = `http://127.0.0.1:${PORT}`;
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';

const ENDPOINTS = [
  [
    'Search: 10 miles around Miami, Primary Care, Medicare',
    '/api/providers/search?location=Miami%2C%20FL&radius=10&specialty=primary-care&insurance=Medicare',
  ],
  ['Search: ZIP 32801 (5 miles), sorted by rating', '/api/providers/search?location=32801&sort=rating'],
  ['Search: name with a typo', '/api/providers/search?name=Garsia'],
  ['Search: statewide, first page', '/api/providers/search'],
  [
    'Search: open this week, mornings, around Tampa',
    '/api/providers/search?location=Tampa%2C%20FL&availability=this_week&time=morning',
  ],
  ['Health (database round trip)', '/api/health'],
];

const percentile = (sorted, p) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10;

/** autocannon reports p97.5 but not p95, so every response time is kept and the percentiles computed here. */
function load(path) {
  return new Promise((resolve, reject) => {
    const times = [];
    let errors = 0;
    const instance = autocannon(
      { url: `${base}${path}`, connections: CONNECTIONS, duration: DURATION },
      (err, r) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        resolve({
          rps: Math.round(r.requests.average),
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          errors: errors + r.errors,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status !== 200) errors++;
      times.push(ms);
    });
  });
}

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const sections = [];
for (const size of SIZES) {
  const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-bench-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'false',
    SEED_DEMO: 'false',
  };
  const started = Date.now();
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/seed.ts', '--providers', String(size), '--seed', '1'],
    { env, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error('seeding failed');
  const seedSeconds = Math.round((Date.now() - started) / 1000);
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, PORT: String(PORT), PUBLIC_URL: base },
  });
  try {
    await waitForHealth();
    const rows = [];
    for (const [title, path] of ENDPOINTS) {
      await load(path); // warm-up: caches and the query planner
      const r = await load(path);
      rows.push(`| ${title} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`);
      console.log(size, title, r);
    }
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    const plans = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/explain-search.ts', dataDir], {
      env,
      encoding: 'utf8',
    });
    sections.push(`## ${size.toLocaleString('en-US')} providers

Seeded in ${seedSeconds} s (\`npm run seed -- --providers ${size}\`, 14 days of open slots).

| Endpoint | Requests/s | p50 ms | p95 ms | p99 ms | Errors |
|---|---|---|---|---|---|
${rows.join('\n')}

### Query plans

${plans.stdout}`);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const md = `# Benchmarks

How to run: \`npm run bench\`. For each size in \`BENCH_SIZES\` (default \`10000\`; e.g.
\`BENCH_SIZES=10000,100000\`) it seeds a fresh database with \`npm run seed\`, starts the server, and loads
each endpoint with autocannon for ${DURATION} s at concurrency ${CONNECTIONS} after a warm-up run
(\`BENCH_SECONDS\`, \`BENCH_CONNECTIONS\`). Add \`DATABASE_URL=postgres://…\` (an empty database) to measure
PostgreSQL. Times are per request, measured by the load generator on the same machine.

Latest run: ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}),
${Math.round(totalmem() / 2 ** 30)} GiB memory, Node ${process.version}, ${database}.

${sections.join('\n')}`;
writeFileSync('docs/benchmarks.md', md);
console.log(md);
