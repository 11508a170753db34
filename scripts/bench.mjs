// `npm run bench`: for each size in BENCH_SIZES (providers), seeds a fresh embedded database (or the
// DATABASE_URL one) with `npm run seed`, starts the server, loads each endpoint and the public pages it
// draws with autocannon, runs a mixed load of searching, booking and messaging while sampling the
// server's memory, and writes the figures and the search query plans to docs/benchmarks.md (or BENCH_OUT).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { mixedLoad, percentile, residentMb, sampleMemory, seededRandom } from './bench-mixed.mjs';
import { buildWhatIsStale } from './builds.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
// The defaults are what the file's introduction describes; each part's command shows a run's changes.
const DEFAULTS = {
  BENCH_SECONDS: 10,
  BENCH_CONNECTIONS: 10,
  BENCH_MIXED_SECONDS: 300,
  BENCH_MIXED_CONNECTIONS: 20,
  BENCH_PATIENTS: 100,
  BENCH_PROVIDER_POOL: 500,
};
const setting = (name) => Number(process.env[name] ?? DEFAULTS[name]);
const DURATION = setting('BENCH_SECONDS');
const CONNECTIONS = setting('BENCH_CONNECTIONS');
const SIZES = (process.env.BENCH_SIZES ?? '10000').split(',').map(Number);
// The mixed load: BENCH_MIXED_SECONDS=0 leaves it out. 20 connections keep a 2-core machine busy
// without queueing most of each request's time in the server.
const MIXED_SECONDS = setting('BENCH_MIXED_SECONDS');
const MIXED_CONNECTIONS = setting('BENCH_MIXED_CONNECTIONS');
const PATIENTS = setting('BENCH_PATIENTS');
// Providers whose profiles and slots are read: enough that caches do not hold them all at 100,000.
const PROVIDER_POOL = setting('BENCH_PROVIDER_POOL');
const OUT = process.env.BENCH_OUT ?? 'docs/benchmarks.md';
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

/** Today in the practices' time zone, as the server counts slot dates. */
const practiceToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const slotsPath = (id) => {
  const today = practiceToday();
  return `/api/providers/${id}/slots?from=${today}&to=${addDays(today, 6)}`;
};

/** The radius search's i-th place, specialty, plan and radius: the API scenario and the page draw the same. */
const searchParams = (i) =>
  new URLSearchParams({
    location: `${pick(CITIES, i)}, FL`,
    radius: String(pick([5, 10, 25], i * 7)),
    specialty: pick(SPECIALTIES, i * 3),
    insurance: pick(PLANS, i * 5),
  });

/** Provider ids from the search API, filled once the server is up; the profile and slot reads use them. */
let providerIds = [];

const SCENARIOS = [
  [
    'Search: radius (5, 10 or 25 miles) around a city + specialty + insurance',
    (i) => `/api/providers/search?${searchParams(i)}`,
  ],
  ['Search: a ZIP (5 miles), sorted by rating', (i) => q({ location: pick(ZIPS, i), sort: 'rating' })],
  ['Search: provider name with a typo', (i) => q({ name: pick(TYPOS, i) })],
  ['Search: statewide, one specialty, first page', (i) => q({ specialty: pick(SPECIALTIES, i) })],
  [
    'Search: open this week, mornings, around a city',
    (i) => q({ location: `${pick(CITIES, i)}, FL`, availability: 'this_week', time: 'morning' }),
  ],
  ['Profile: a different provider each request', (i) => `/api/providers/${pick(providerIds, i)}`],
  ['Slots: the next 7 days of a different provider each request', (i) => slotsPath(pick(providerIds, i))],
  ['Health (database round trip)', () => '/api/health'],
  // The pages as a browser asks for them: the server answers each page's API calls in-process (who is
  // signed in, maintenance, the site settings, then the page's own data) and draws it with React, so
  // a page's time is its API calls' plus the drawing and the compression.
  ['Page: home (/)', () => '/', { page: true }],
  [
    'Page: a search (/providers?location=<city>&radius=<r>&specialty=<s>&insurance=<p>), drawn on the server',
    (i) => `/providers?${searchParams(i)}`,
    { page: true },
  ],
  ['Page: a provider profile (/providers/{id})', (i) => `/providers/${pick(providerIds, i)}`, { page: true }],
];
const SEARCHES = SCENARIOS.filter(([title]) => title.startsWith('Search'));

// BENCH_SCENARIOS=1,6 runs only those (numbered from 1); a word runs those whose title starts with it
// (BENCH_SCENARIOS=page: the pages alone). Such a run keeps the file's other figures (see merged()).
const chosenScenarios = process.env.BENCH_SCENARIOS
  ? process.env.BENCH_SCENARIOS.split(',').flatMap((n) => {
      const chosen = /^\d+$/.test(n)
        ? [SCENARIOS[Number(n) - 1]].filter(Boolean)
        : SCENARIOS.filter(([title]) => title.toLowerCase().startsWith(n.trim().toLowerCase()));
      if (!chosen.length) throw new Error(`BENCH_SCENARIOS: no scenario ${n}`);
      return chosen;
    })
  : SCENARIOS;

/**
 * autocannon reports p97.5 but not p95, so every response time is kept and the percentiles computed here.
 * A page is asked for as a browser asks (brotli accepted: the server compresses pages), and counts as an
 * error unless it is a 200 HTML answer.
 */
function load(pathFor, { page = false } = {}) {
  return new Promise((resolve, reject) => {
    const times = [];
    let errors = 0;
    let sent = 0;
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: DURATION,
        ...(page ? { headers: { 'accept-encoding': 'br', accept: 'text/html' } } : {}),
        requests: [
          {
            setupRequest: (req) => ({ ...req, path: pathFor(sent++) }),
            ...(page
              ? {
                  onResponse: (status, _body, _context, headers) =>
                    status === 200 && !isHtml(headers) && errors++,
                }
              : {}),
          },
        ],
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

/** autocannon hands the headers over as sent, in any case. */
const isHtml = (headers) =>
  Object.entries(headers).some(
    ([k, v]) => k.toLowerCase() === 'content-type' && String(v).startsWith('text/html'),
  );

/**
 * Without its server build the server still answers a page with 200 HTML, the app's empty page for the
 * browser to draw, which would time nothing of the drawing: one page of each scenario is read first and
 * must be drawn (its data in it), compressed as asked.
 */
async function checkDrawn(title, path) {
  const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br' } });
  const html = await res.text();
  const problem =
    res.status !== 200
      ? `status ${res.status}`
      : !html.includes('id="careconnect-query-state"')
        ? 'not drawn on the server (is dist/ssr built?)'
        : res.headers.get('content-encoding') !== 'br'
          ? `not compressed with brotli (${res.headers.get('content-encoding')})`
          : null;
  if (problem) throw new Error(`${title}: ${path}: ${problem}`);
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

/**
 * On PostgreSQL, BENCH_DATABASE_URLS=SIZE=URL,... gives a size its own database (DATABASE_URL is the
 * rest), so a kept 100,000-provider database is not emptied to seed 10,000.
 */
function databaseUrlFor(size) {
  const pair = process.env.BENCH_DATABASE_URLS?.split(',').find((p) => Number(p.split('=')[0]) === size);
  return pair ? pair.slice(pair.indexOf('=') + 1) : process.env.DATABASE_URL;
}

/** GET or POST JSON on the running server; throws on an answer other than `ok`, since setup must not fail. */
async function api(path, { method = 'GET', cookie, body, ok = [200] } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin: base,
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!ok.includes(res.status)) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** Up to PROVIDER_POOL listed providers, taken page by page around every city in turn so they span the state. */
async function fetchProviderIds() {
  const ids = new Set();
  const exhausted = new Set();
  for (let page = 1; ids.size < PROVIDER_POOL && exhausted.size < CITIES.length; page++) {
    for (const city of CITIES) {
      if (exhausted.has(city) || ids.size >= PROVIDER_POOL) continue;
      const res = await api(q({ location: `${city}, FL`, radius: '25', page: String(page) }));
      const { providers, pageSize } = await res.json();
      for (const p of providers) ids.add(p.id);
      if (providers.length < pageSize) exhausted.add(city);
    }
  }
  if (!ids.size) throw new Error('the search found no providers to read');
  return [...ids].slice(0, PROVIDER_POOL);
}

/** Signs each patient in over HTTP, as the web app does, and keeps the session cookie. */
async function signIn({ password, emails }) {
  const patients = [];
  for (let i = 0; i < emails.length; i += 10) {
    const batch = emails.slice(i, i + 10).map(async (email) => {
      const res = await api('/api/auth/sign-in/email', { method: 'POST', body: { email, password } });
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      return { email, cookie };
    });
    patients.push(...(await Promise.all(batch)));
  }
  return patients;
}

const minutes = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Open slots for the bookings, each booked at most once: from tomorrow on (today's may pass the
 * booking lead time during the run), the provider's shortest visit type, and per provider only
 * times that do not overlap one another, so no booking of the pool can take another's time. Taken
 * from provider to provider in turn, so consecutive bookings go to different practices.
 */
async function fetchBookingPool(ids, wanted) {
  const perProvider = [];
  let total = 0;
  const from = addDays(practiceToday(), 1);
  for (const id of ids) {
    if (total >= wanted) break;
    const { types } = await (await api(`/api/providers/${id}/appointment-types`)).json();
    if (!types.length) continue;
    const type = types.reduce((a, b) => (b.durationMinutes < a.durationMinutes ? b : a));
    const { slots } = await (await api(`/api/providers/${id}/slots?from=${from}`)).json();
    const chosen = [];
    let last = { date: '', end: 0 };
    for (const slot of slots) {
      if (!slot.isAvailable) continue;
      if (slot.date === last.date && minutes(slot.time) < last.end) continue;
      chosen.push({
        providerProfileId: id,
        slotId: slot.id,
        date: slot.date,
        time: slot.time,
        typeId: type.id,
      });
      last = { date: slot.date, end: minutes(slot.time) + type.durationMinutes };
    }
    perProvider.push(chosen);
    total += chosen.length;
  }
  const pool = [];
  for (let i = 0; pool.length < total; i++) for (const list of perProvider) if (list[i]) pool.push(list[i]);
  return pool;
}

/**
 * The mixed load: 35% searches (the search scenarios in turn), 35% profiles, 20% slots, 5% bookings
 * of distinct open slots and 5% messages, the last two by signed-in patients.
 */
async function runMixed(patients, conversations, bookingPool) {
  const random = seededRandom(1);
  const today = practiceToday();
  let searches = 0;
  let bookings = 0;
  let messages = 0;
  let poolRanOut = 0;
  const ok = (code) => (status) => (status === code ? 'ok' : 'error');
  const next = () => {
    const roll = random();
    const id = providerIds[Math.floor(random() * providerIds.length)];
    if (roll < 0.35) {
      const [, pathFor] = SEARCHES[searches % SEARCHES.length];
      return { kind: 'Search', method: 'GET', path: pathFor(searches++), expect: ok(200) };
    }
    if (roll < 0.7) return { kind: 'Profile', method: 'GET', path: `/api/providers/${id}`, expect: ok(200) };
    if (roll < 0.9)
      return {
        kind: 'Slots',
        method: 'GET',
        path: `/api/providers/${id}/slots?from=${today}&to=${addDays(today, 6)}`,
        expect: ok(200),
      };
    if (roll < 0.95) {
      const patient = patients[bookings % patients.length];
      // A pool that ran dry books a time already taken: a refusal, counted and reported as such.
      if (bookings >= bookingPool.length) poolRanOut++;
      const slot = bookingPool[bookings++ % bookingPool.length];
      return {
        kind: 'Booking',
        method: 'POST',
        path: '/api/appointments',
        headers: { origin: base, cookie: patient.cookie },
        body: {
          providerProfileId: slot.providerProfileId,
          slotId: slot.slotId,
          date: slot.date,
          time: slot.time,
          appointmentTypeId: slot.typeId,
          firstName: 'Bench',
          lastName: 'Patient',
          email: patient.email,
          phone: '(305) 555-0187',
          dateOfBirth: '1951-04-12',
          reason: 'Check-up',
          notes: 'None',
        },
        // A 409 is someone else having taken the time first: a clean refusal, not an error.
        expect: (status) => (status === 201 ? 'ok' : status === 409 ? 'refused' : 'error'),
      };
    }
    const n = messages++;
    const patient = patients[n % patients.length];
    return {
      kind: 'Message',
      method: 'POST',
      path: `/api/conversations/${conversations[n % patients.length]}/messages`,
      headers: { origin: base, cookie: patient.cookie },
      body: { body: `Hello, a question about my visit (message ${n + 1}).` },
      expect: ok(201),
    };
  };
  const result = await mixedLoad({
    base,
    seconds: MIXED_SECONDS,
    connections: MIXED_CONNECTIONS,
    next,
    order: ['Search', 'Profile', 'Slots', 'Booking', 'Message'],
  });
  return { ...result, poolRanOut, bookingPool: bookingPool.length };
}

/** The mixed load's tables and whether the targets were met. */
function mixedSection(m) {
  const row = (name, f) =>
    `| ${name} | ${f.requests} | ${f.rps} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.errors} | ${f.refused} |`;
  const o = m.overall;
  const lines = [
    `### Mixed load

${m.seconds} s at concurrency ${MIXED_CONNECTIONS}: 35% searches (the search scenarios above in turn), 35%
profiles, 20% slots (the next 7 days), 5% bookings and 5% messages by ${PATIENTS} signed-in patients. Each
booking is a different open slot (${m.bookingPool} in the pool, from tomorrow on); a 409 (the time was taken
first) is a refusal, counted apart from errors. Each patient writes in one conversation.

| Kind | Requests | Requests/s | p50 ms | p95 ms | p99 ms | Errors | Refusals (409) |
|---|---|---|---|---|---|---|---|
${row('All', o)}
${m.kinds.map((k) => row(k.name, k)).join('\n')}
`,
  ];
  if (m.poolRanOut)
    lines.push(`The booking pool ran out: ${m.poolRanOut} bookings asked for a time already taken.\n`);
  if (m.errorSamples.length)
    lines.push(`First errors:\n\n${m.errorSamples.map((e) => `- \`${e.replace(/`/g, "'")}\``).join('\n')}\n`);
  if (process.env.DATABASE_URL) {
    const met = o.rps >= 300 && o.p99 <= 250 && o.errors === 0;
    lines.push(
      `Target on PostgreSQL: at least 300 requests/s, p99 at most 250 ms, no errors: **${met ? 'met' : 'not met'}** (${o.rps} requests/s, p99 ${o.p99} ms, ${o.errors} errors).\n`,
    );
  }
  return lines.join('\n');
}

/** The server's resident memory at each point this run read it, and the embedded database's target. */
function memorySection(memory, size) {
  const peak = Math.max(memory.runsPeak, memory.peak ?? 0);
  const lines = [
    `### Server memory (resident)

- After start: ${memory.afterStart} MB
- Peak under the endpoint and page runs (sampled every second): ${memory.runsPeak} MB
${memory.atRest === undefined ? '' : `- At rest after the endpoint runs and setup: ${memory.atRest} MB\n`}${memory.peak === undefined ? '' : `- Peak under the mixed load (sampled every second): ${memory.peak} MB\n`}`,
  ];
  if (!process.env.DATABASE_URL) {
    const met = peak < 500;
    lines.push(
      size === 100_000
        ? `Target on the embedded database at 100,000 providers: under 500 MB resident: **${met ? 'met' : 'not met'}** (peak ${peak} MB).\n`
        : `The 500 MB target applies at 100,000 providers; at this size the peak is ${peak} MB.\n`,
    );
  }
  return lines.join('\n');
}

const idle = (ms) => new Promise((r) => setTimeout(r, ms));

/** The first scenario's p95 by size, for the search goals. */
const radiusP95 = new Map();

/** The radius search's goals (see the introduction), where this run measured what they need. */
function searchGoals(size) {
  const p95 = radiusP95.get(size);
  if (p95 === undefined) return '';
  const verdict = (ok) => (ok ? '**met**' : '**not met**');
  if (process.env.DATABASE_URL)
    return `\nRadius search goal on PostgreSQL, p95 at most 20 ms: ${verdict(p95 <= 20)} (${p95} ms).\n`;
  if (size !== 100_000) return '';
  const lines = [
    `Radius search goals on the embedded database at 100,000 providers: p95 at most 50 ms: ${verdict(p95 <= 50)} (${p95} ms)`,
  ];
  const base = radiusP95.get(10_000);
  if (base !== undefined)
    lines.push(
      `at most double the p95 at 10,000 (${base} ms): ${verdict(p95 <= 2 * base)} (${(p95 / base).toFixed(2)} times)`,
    );
  return `\n${lines.join('; ')}.\n`;
}

// The pages need the web app and its server drawing built (as `npm start` builds them); `npm run
// bench` builds only the server. Built here when missing or older than their sources.
if (chosenScenarios.some(([, , options]) => options?.page)) buildWhatIsStale();

const sections = [];
/** Per size, what a run of some scenarios only (BENCH_SCENARIOS) puts into the file's figures. */
const partial = new Map();
const loadBefore = loadavg()[0];
for (const size of SIZES) {
  const kept = keptFolder(size);
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'careconnect-bench-'));
  const marker = join(dataDir, 'bench-seed.json');
  const env = {
    ...process.env,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: databaseUrlFor(size) } : {}),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'false',
    SEED_DEMO: 'false',
  };
  let seedSeconds = existsSync(marker) ? JSON.parse(readFileSync(marker, 'utf8')).seconds : null;
  if (!existsSync(marker)) {
    if (process.env.DATABASE_URL) await emptyPostgres(env.DATABASE_URL);
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
  // The patients exist before the server starts: the embedded database admits one process at a time.
  let accounts = null;
  if (MIXED_SECONDS > 0) {
    const made = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench-accounts.ts', String(PATIENTS)],
      { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    if (made.status !== 0) throw new Error('making the patient accounts failed');
    accounts = JSON.parse(made.stdout.trim().split('\n').at(-1));
  }
  // The compiled server as `npm start` runs it (`npm run bench` builds it first), itself rather than a
  // wrapper, so its pid is the process whose memory is read.
  const server = spawn(process.execPath, ['--max-old-space-size=256', 'dist/server/main.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { MALLOC_ARENA_MAX: '2', ...env, PORT: String(PORT), PUBLIC_URL: base },
  });
  const exited = new Promise((r) => server.on('exit', r));
  try {
    await waitForHealth();
    await idle(2000);
    const memory = { afterStart: residentMb(server.pid) };
    providerIds = await fetchProviderIds();
    const rows = [];
    const stopSamplingRuns = sampleMemory(server.pid);
    for (const [title, pathFor, options] of chosenScenarios) {
      if (options?.page) await checkDrawn(title, pathFor(0));
      await load(pathFor, options); // warm-up: caches and the query planner
      const r = await load(pathFor, options);
      rows.push(`| ${title} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`);
      if (pathFor === SCENARIOS[0][1]) radiusP95.set(size, r.p95);
      console.log(size, title, r);
    }
    memory.runsPeak = stopSamplingRuns();
    let mixed = '';
    if (accounts) {
      const patients = await signIn(accounts);
      // Each patient writes to one provider; the conversation is opened once, as on a first message.
      const conversations = [];
      for (const [i, patient] of patients.entries()) {
        const res = await api('/api/conversations', {
          method: 'POST',
          cookie: patient.cookie,
          body: { providerProfileId: providerIds[i % providerIds.length] },
          ok: [200, 201],
        });
        conversations.push((await res.json()).conversation.id);
      }
      // Enough open slots that even a fast server books each at most once (about 5% of 1,000 requests/s).
      const bookingPool = await fetchBookingPool(providerIds, Math.max(500, MIXED_SECONDS * 50));
      await idle(2000);
      memory.atRest = residentMb(server.pid);
      const stopSampling = sampleMemory(server.pid);
      const m = await runMixed(patients, conversations, bookingPool);
      memory.peak = stopSampling();
      console.log(size, 'mixed', JSON.stringify(m.overall), JSON.stringify(m.kinds), memory);
      for (const e of m.errorSamples) console.log('  error:', e);
      mixed = mixedSection(m);
    }
    console.log(size, 'memory', memory);
    if (process.env.BENCH_SCENARIOS) partial.set(size, { rows, memory });
    server.kill('SIGTERM');
    await exited;
    const plans = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/explain-search.ts', dataDir], {
      env,
      encoding: 'utf8',
    });
    sections.push([
      size,
      `## ${size.toLocaleString('en-US')} providers

Seeded in ${seedSeconds} s (\`npm run seed -- --providers ${size}\`, 14 days of open slots).

| Endpoint | Requests/s | p50 ms | p95 ms | p99 ms | Errors |
|---|---|---|---|---|---|
${rows.join('\n')}
${searchGoals(size)}
${mixed}
${memorySection(memory, size)}
### Query plans

${plans.stdout}`,
    ]);
  } finally {
    server.kill('SIGTERM');
    await exited;
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_SEED_ONLY) process.exit(0);

// The file keeps one part per database; a run replaces its own part and leaves the other.
const FILE = OUT;
// The command as run, with the settings that shape the figures (folders and addresses left out).
const settings = Object.entries(process.env)
  .filter(
    ([k]) => k.startsWith('BENCH_') && !['BENCH_OUT', 'BENCH_DATA_DIR', 'BENCH_DATABASE_URLS'].includes(k),
  )
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([k, v]) => `${k}=${v}`);
const command = [
  ...settings,
  ...(process.env.DATABASE_URL ? ['DATABASE_URL=postgres://…'] : []),
  'npm run bench',
];
const kind = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
const today = new Date().toISOString().slice(0, 10);
const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}),
${Math.round(totalmem() / 2 ** 30)} GiB memory, Node ${process.version}`;
// The load generator and anything else on the machine share its cores: a busy machine shows here.
const loads = `load average ${loadBefore.toFixed(1)} before and ${loadavg()[0].toFixed(1)} after`;
const part = `<!-- ${kind} -->
# ${database}

Run: ${today} on ${machine}; load generator on the same machine; ${loads}.
Command: \`${command.join(' ')}\`.

${sections.map(([, text]) => text).join('\n')}
<!-- /${kind} -->`;

/**
 * A run of some scenarios only (BENCH_SCENARIOS) keeps the figures it did not measure: in this
 * database's part, each of its rows replaces the row of the same title in that size's table (or is
 * added at the table's end), and a note after the table says which run they come from and the server's
 * memory in it. Its mixed load and query plans are not kept. A size the part lacks gets the whole section.
 */
function merged(previousPart) {
  const end = `<!-- /${kind} -->`;
  let text = previousPart;
  const selection = `BENCH_SCENARIOS=${process.env.BENCH_SCENARIOS}`;
  for (const [size, section] of sections) {
    const heading = `\n## ${size.toLocaleString('en-US')} providers\n`;
    const from = text.indexOf(heading);
    if (from < 0) {
      text = text.replace(end, `${section}\n${end}`);
      continue;
    }
    const next = text.indexOf('\n## ', from + 1);
    const to = next < 0 ? text.indexOf(end) : next;
    const { rows, memory } = partial.get(size);
    const lines = text.slice(from, to).split('\n');
    // An earlier note for the same choice of scenarios is out of date (with the blank line before it).
    const old = lines.findIndex((l) => l.startsWith(`The rows of \`${selection}\``));
    if (old >= 0) lines.splice(old - 1, 2);
    const header = lines.findIndex((l) => l.startsWith('| Endpoint |'));
    if (header < 0) throw new Error(`${database}, ${size} providers: no table of endpoints to merge into`);
    let last = header;
    while (lines[last + 1]?.startsWith('|')) last++;
    for (const row of rows) {
      const title = row.slice(2, row.indexOf(' | '));
      const at = lines.findIndex((l, i) => i > header && i <= last && l.startsWith(`| ${title} | `));
      if (at >= 0) lines[at] = row;
      else lines.splice(++last, 0, row);
    }
    const goal = searchGoals(size).trim();
    const goalAt = lines.findIndex((l) => l.startsWith('Radius search goal'));
    if (goal && goalAt >= 0) lines[goalAt] = goal;
    const note =
      `The rows of \`${selection}\` are from a later run than the rest of this part: ${today} on ` +
      `${machine.replace('\n', ' ')}; ${loads}; \`${command.join(' ')}\`. The server's resident memory ` +
      `in that run: ${memory.afterStart} MB after start, peak ${memory.runsPeak} MB under those scenarios.`;
    lines.splice(last + 1, 0, '', note);
    text = text.slice(0, from) + lines.join('\n') + text.slice(to);
  }
  return text;
}

const intro = `# Benchmarks

How to run: \`npm run bench\` measures the embedded database; \`DATABASE_URL=postgres://… npm run bench\`
measures PostgreSQL (the database is emptied first). For each size in \`BENCH_SIZES\` (default \`10000\`;
e.g. \`BENCH_SIZES=10000,100000\`) it seeds a fresh database with \`npm run seed\`, starts the server, and
loads each scenario with autocannon for ${DEFAULTS.BENCH_SECONDS} s at concurrency ${DEFAULTS.BENCH_CONNECTIONS} after a warm-up run
(\`BENCH_SECONDS\`, \`BENCH_CONNECTIONS\`). Every request of a scenario is a different search from a fixed
pool (20 Florida cities or ZIPs, 8 specialties, 6 plans, 3 radii), so no figure is one query repeated.
Times are per request as the load generator saw them. The query plans are EXPLAIN ANALYZE of the
repository's own prepared statements once their plans are cached; on the embedded database, timing each
plan node adds much to the times shown there.

The profile and slot scenarios read a different provider each request, from a pool of up to
${DEFAULTS.BENCH_PROVIDER_POOL} ids the search API returns around the 20 cities at start (\`BENCH_PROVIDER_POOL\`).

The page scenarios (\`Page: …\`) time the server's drawing of the public pages as a browser asks for
them (\`Accept-Encoding: br\`; the server compresses pages): the home page, the radius search's page with
the same pool of searches, and the profile page of the same pool of providers. Each page's time includes
its API calls, answered in-process: who is signed in, maintenance and the site settings for every page,
then the page's own (the search; the profile, its reviews, similar providers and next open times). An
answer other than 200 HTML counts as an error. They need the web app and its server drawing built, which
the run does when they are missing or older than their sources.

\`BENCH_SCENARIOS\` runs some scenarios only: their numbers in the order of the tables (from 1) or the
start of their titles, comma-separated (\`BENCH_SCENARIOS=page\` runs the pages alone). Such a run keeps the
file's other figures: its rows replace those of the same title, with a note of the run they come from.

Then a mixed load runs for ${DEFAULTS.BENCH_MIXED_SECONDS} s at concurrency ${DEFAULTS.BENCH_MIXED_CONNECTIONS} (\`BENCH_MIXED_SECONDS\`, 0 leaves it
out; \`BENCH_MIXED_CONNECTIONS\`): 70% search and profile, 20% slots, 10% booking and messaging (half each),
drawn in a fixed pseudo-random order. The bookings and messages come from ${DEFAULTS.BENCH_PATIENTS} verified patients
(\`BENCH_PATIENTS\`), made before the server starts and signed in over HTTP; each booking is a different open
slot, and a 409 (the time was taken first) is counted as a refusal, not an error. The server's resident
memory is read after start, every second under the endpoint and page runs and under the mixed load (the
peaks are shown), and at rest between them.
\`BENCH_OUT\` writes the file elsewhere (default \`docs/benchmarks.md\`), for trial runs.

The goals for the first scenario (radius + specialty + insurance): p95 at most 50 ms at 100,000 providers
on the embedded database, at most double the p95 at 10,000; at most 20 ms on PostgreSQL. The targets on a
2-core machine: on PostgreSQL the mixed load holds at least 300 requests/s with p99 at most 250 ms and no
errors; on the embedded database with 100,000 providers the server stays under 500 MB resident memory.

\`npm run bench:pages\` measures page speed with Lighthouse's default mobile settings (an emulated Moto G
Power on simulated slow 4G): it seeds a throwaway embedded database (\`BENCH_PAGES_PROVIDERS\`, default
1000), starts the server as \`npm start\` does on port 4310 (\`BENCH_PAGES_PORT\`; a free one when that is
taken), and runs Lighthouse \`BENCH_PAGES_RUNS\` times (default 3) on the home page, a search and a provider
profile, each run in a fresh Chrome (\`CHROME_PATH\` chooses the browser; Debian's Chromium by default),
keeping each page's middle run by performance score. \`BENCH_PAGES_URL\` measures a server already running
instead. It writes its own part (Page speed, below); a missed target is a finding there, not a failed run.
`;
let previous = '';
try {
  previous = readFileSync(FILE, 'utf8');
} catch {
  /* first run */
}
// The import benchmark (scripts/bench-import.mjs), measurements written by hand (notes), the soak's
// record and the page speed (scripts/bench-pages.mjs) keep their own parts at the end.
const parts = ['pglite', 'postgresql', 'import', 'notes', 'soak', 'pages'].map((k) => {
  const m = previous.match(new RegExp(`<!-- ${k} -->[\\s\\S]*?<!-- /${k} -->`));
  if (k === kind) return partial.size && m ? merged(m[0]) : part;
  return m ? m[0] : '';
});
const md = [intro, ...parts.filter(Boolean)].join('\n');
writeFileSync(FILE, `${md}\n`);
console.log(part);
