// `npm run bench`: for each size in BENCH_SIZES (providers), seeds a fresh embedded database (or the
// DATABASE_URL one) with `npm run seed`, starts the server, loads each endpoint with autocannon, and
// writes the figures and the search query plans to docs/benchmarks.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SIZES = (process.env.BENCH_SIZES ?? '10000').split(',').map(Number);
const base = `http://127.0.0.1:${PORT}`;
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';

// Each scenario draws its searches from a pool, so the figures are not one query answered from warm
// caches over and over: every request is a different place, specialty or plan, in a fixed order.
const CITIES = [
  'Miami',
  'Orlando',
  'Tampa',
  'Jacksonville',
  'Fort Lauderdale',
  'St. Petersburg',
  'Tallahassee',
  'Gainesville',
  'Sarasota',
  'Naples',
  'West Palm Beach',
  'Pensacola',
  'Hialeah',
  'Boca Raton',
  'Clearwater',
  'Fort Myers',
  'Lakeland',
  'Daytona Beach',
  'Kissimmee',
  'Hollywood',
];
const ZIPS = [
  '33101',
  '33133',
  '33145',
  '32801',
  '32803',
  '33602',
  '33606',
  '32202',
  '33301',
  '33701',
  '32301',
  '32601',
  '34236',
  '34102',
  '33401',
  '32501',
  '33012',
  '33432',
  '33755',
  '33901',
];
const SPECIALTIES = [
  'primary-care',
  'dental',
  'optometry',
  'dermatology',
  'cardiology',
  'podiatrist',
  'internal-medicine',
  'family-medicine',
];
const PLANS = ['Medicare', 'Humana', 'Aetna', 'Florida Blue (BCBS Florida)', 'UnitedHealthcare', 'Cigna'];
const TYPOS = [
  'Garsia',
  'Rodrigez',
  'Jonson',
  'Smyth',
  'Wiliams',
  'Martines',
  'Hernandes',
  'Gonzales',
  'Perez',
  'Tomas',
];
const pick = (list, i) => list[i % list.length];
const q = (params) => `/api/providers/search?${new URLSearchParams(params)}`;

const SCENARIOS = [
  [
    'Search: radius (5, 10 or 25 miles) around a city + specialty + insurance',
    (i) =>
      q({
        location: `${pick(CITIES, i)}, FL`,
        radius: String(pick([5, 10, 25], i * 7)),
        specialty: pick(SPECIALTIES, i * 3),
        insurance: pick(PLANS, i * 5),
      }),
  ],
  ['Search: a ZIP (5 miles), sorted by rating', (i) => q({ location: pick(ZIPS, i), sort: 'rating' })],
  ['Search: provider name with a typo', (i) => q({ name: pick(TYPOS, i) })],
  ['Search: statewide, one specialty, first page', (i) => q({ specialty: pick(SPECIALTIES, i) })],
  [
    'Search: open this week, mornings, around a city',
    (i) => q({ location: `${pick(CITIES, i)}, FL`, availability: 'this_week', time: 'morning' }),
  ],
  ['Health (database round trip)', () => '/api/health'],
];

// BENCH_SCENARIOS=1,6 runs only those (numbered from 1), for quick tuning runs.
const chosenScenarios = process.env.BENCH_SCENARIOS
  ? process.env.BENCH_SCENARIOS.split(',').map((n) => SCENARIOS[Number(n) - 1])
  : SCENARIOS;

const percentile = (sorted, p) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10;

/** autocannon reports p97.5 but not p95, so every response time is kept and the percentiles computed here. */
function load(pathFor) {
  return new Promise((resolve, reject) => {
    const times = [];
    let errors = 0;
    let sent = 0;
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [{ setupRequest: (req) => ({ ...req, path: pathFor(sent++) }) }],
      },
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

/** Each size starts from an empty PostgreSQL database, as the embedded one does. */
async function emptyPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists drizzle cascade; drop schema public cascade; create schema public;',
  );
  await client.end();
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

/**
 * BENCH_DATA_DIR keeps the seeded databases: one folder (for one size) or SIZE=FOLDER pairs. A kept
 * folder is seeded once, with its seeding time noted beside it, and reused by later runs; with
 * BENCH_SEED_ONLY=1 a run only seeds them. This lets the slow seeding of 100,000 providers happen
 * while the machine is busy, and the measuring when it is quiet.
 */
function keptFolder(size) {
  const spec = process.env.BENCH_DATA_DIR;
  if (!spec || !spec.includes('=')) return spec ?? null;
  const pair = spec.split(',').find((p) => Number(p.split('=')[0]) === size);
  return pair ? pair.slice(pair.indexOf('=') + 1) : null;
}

const sections = [];
for (const size of SIZES) {
  const kept = keptFolder(size);
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'careconnect-bench-'));
  const marker = join(dataDir, 'bench-seed.json');
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'false',
    SEED_DEMO: 'false',
  };
  let seedSeconds = existsSync(marker) ? JSON.parse(readFileSync(marker, 'utf8')).seconds : null;
  if (!existsSync(marker)) {
    if (process.env.DATABASE_URL) await emptyPostgres(process.env.DATABASE_URL);
    mkdirSync(dataDir, { recursive: true });
    const started = Date.now();
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/seed.ts', '--providers', String(size), '--seed', '1'],
      { env, stdio: 'inherit' },
    );
    if (seeded.status !== 0) throw new Error('seeding failed');
    seedSeconds = Math.round((Date.now() - started) / 1000);
    if (kept) writeFileSync(marker, JSON.stringify({ providers: size, seconds: seedSeconds }));
  }
  if (process.env.BENCH_SEED_ONLY) continue;
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, PORT: String(PORT), PUBLIC_URL: base },
  });
  try {
    await waitForHealth();
    const rows = [];
    for (const [title, pathFor] of chosenScenarios) {
      await load(pathFor); // warm-up: caches and the query planner
      const r = await load(pathFor);
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
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_SEED_ONLY) process.exit(0);

// The file keeps one part per database; a run replaces its own part and leaves the other.
const FILE = 'docs/benchmarks.md';
const kind = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
const part = `<!-- ${kind} -->
# ${database}

Run: ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}),
${Math.round(totalmem() / 2 ** 30)} GiB memory, Node ${process.version}; load generator on the same machine.

${sections.join('\n')}
<!-- /${kind} -->`;
const intro = `# Benchmarks

How to run: \`npm run bench\` measures the embedded database; \`DATABASE_URL=postgres://… npm run bench\`
measures PostgreSQL (the database is emptied first). For each size in \`BENCH_SIZES\` (default \`10000\`;
e.g. \`BENCH_SIZES=10000,100000\`) it seeds a fresh database with \`npm run seed\`, starts the server, and
loads each scenario with autocannon for ${DURATION} s at concurrency ${CONNECTIONS} after a warm-up run
(\`BENCH_SECONDS\`, \`BENCH_CONNECTIONS\`). Every request of a scenario is a different search from a fixed
pool (20 Florida cities or ZIPs, 8 specialties, 6 plans, 3 radii), so no figure is one query repeated.
Times are per request as the load generator saw them. The query plans are EXPLAIN ANALYZE of the
repository's own prepared statements once their plans are cached; on the embedded database, timing each
plan node adds much to the times shown there.

The goals for the first scenario (radius + specialty + insurance): p95 at most 50 ms at 100,000 providers
on the embedded database, at most double the p95 at 10,000; at most 20 ms on PostgreSQL.
`;
let previous = '';
try {
  previous = readFileSync(FILE, 'utf8');
} catch {
  /* first run */
}
const parts = ['pglite', 'postgresql'].map((k) => {
  if (k === kind) return part;
  const m = previous.match(new RegExp(`<!-- ${k} -->[\\s\\S]*?<!-- /${k} -->`));
  return m ? m[0] : '';
});
const md = [intro, ...parts.filter(Boolean)].join('\n');
writeFileSync(FILE, md);
console.log(part);
