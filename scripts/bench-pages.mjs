// `npm run bench:pages`: page speed of the public pages with Lighthouse's default (mobile) settings. It
// seeds a throwaway embedded database, starts the server as `npm start` does (building what is out of
// date), measures the home page, a search and a provider profile BENCH_PAGES_RUNS times each, and writes
// the middle run of each page (by performance score) to its own part of docs/benchmarks.md (or BENCH_OUT).
// BENCH_PAGES_URL measures a server that is already running instead. BENCH_PAGES_HOST_INDEX=1250 stands for
// a slower host (see hostSlowdown). A missed target is a finding, not a failure: the exit code is non-zero
// only when the measuring itself broke.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, setPriority, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = Number(process.env.BENCH_PAGES_RUNS ?? 3);
const PROVIDERS = Number(process.env.BENCH_PAGES_PROVIDERS ?? 1000);
// Away from `npm start`'s 3000, the end-to-end tests' 3210 and `npm run bench`'s 3400.
const PORT = Number(process.env.BENCH_PAGES_PORT ?? 4310);
const OUT = process.env.BENCH_OUT ?? 'docs/benchmarks.md';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SEARCH = '/providers?location=33139&radius=25';
/**
 * `BENCH_PAGES_LOCALE=es` measures the same pages at that language's addresses (`/es/…`, ADR 19);
 * unset, or English, at the English ones.
 */
const LOCALE = /^[a-z]{2}$/.test(process.env.BENCH_PAGES_LOCALE ?? '')
  ? process.env.BENCH_PAGES_LOCALE
  : 'en';
const PREFIX = LOCALE === 'en' ? '' : `/${LOCALE}`;
/**
 * A slower host's CPU benchmark index, as Lighthouse measures it (`BENCH_PAGES_HOST_INDEX`, e.g. 1250):
 * the preset's 4× CPU slowdown is scaled by how much faster this machine is than that one, so the
 * figures are those that host would give. Unset, the preset runs as it is.
 */
const HOST_INDEX = process.env.BENCH_PAGES_HOST_INDEX ? Number(process.env.BENCH_PAGES_HOST_INDEX) : null;
/** The mobile preset's CPU slowdown, which Lighthouse tunes for a host of its own speed. */
const PRESET_SLOWDOWN = 4;
/**
 * Each language's figures, and those for a slower host, have their own part of the file, so measuring
 * one keeps the others'.
 */
const PART = `pages${PREFIX ? `-${LOCALE}` : ''}${HOST_INDEX ? '-slow' : ''}`;
const CATEGORIES = ['performance', 'accessibility', 'seo'];

/** The page targets; each returns what was missed, or nothing. */
const TARGETS = [
  (r) => r.performance < 95 && `performance ${r.performance}`,
  (r) => r.lcp > 1800 && `LCP ${seconds(r.lcp, 2)}`,
  (r) => r.tbt > 200 && `TBT ${Math.round(r.tbt)} ms`,
  (r) => r.cls > 0.02 && `CLS ${r.cls.toFixed(3)}`,
  (r) => r.accessibility < 100 && `accessibility ${r.accessibility}`,
  (r) => r.seo < 100 && `SEO ${r.seo}`,
];

if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_PAGES_RUNS must be a whole number from 1');
if (!Number.isInteger(PROVIDERS) || PROVIDERS < 1) throw new Error('BENCH_PAGES_PROVIDERS must be 1 or more');
if (HOST_INDEX !== null && !(HOST_INDEX > 0))
  throw new Error('BENCH_PAGES_HOST_INDEX must be a number above 0');

const seconds = (ms, digits = 1) => `${(ms / 1000).toFixed(digits)} s`;

// What to undo, newest first: the server, then the data folder. Also run on Ctrl-C.
const cleanups = [];
async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (err) {
      console.error('Cleaning up:', err);
    }
  }
  // Chrome runs in a process group of its own, which a Ctrl-C does not reach; this stops any still
  // open (one may have started while the server was stopping) and removes its profile folder.
  chromeLauncher.killAll();
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    interrupted = true;
    // Exiting in the same step as the last killAll, so no Chrome can start in between.
    void cleanUp().finally(() => {
      chromeLauncher.killAll();
      process.exit(130);
    });
  });

/** The wanted port when it is free, else one the system picks. */
function freePort(wanted) {
  const tryPort = (port) =>
    new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', () => {
        const { port: got } = probe.address();
        probe.close(() => resolve(got));
      });
    });
  return tryPort(wanted).catch(() => tryPort(0));
}

/** Resolves when the server answers its health check; rejects when it exits first (a failed build, say). */
async function waitForHealth(base, server) {
  let exited = null;
  server.once('exit', (code, signal) => (exited = signal ?? `code ${code}`));
  // Ten minutes: the first start on a 2-core machine builds the web app and the server.
  for (let i = 0; i < 1200; i++) {
    if (exited) throw new Error(`the server stopped (${exited}) before it answered`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not answer within 10 minutes');
}

/** Seeds a fresh embedded database in a temporary folder and starts the server on it; returns its address. */
async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-bench-pages-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort(PORT);
  const base = `http://127.0.0.1:${port}`;
  // Always the embedded database: a DATABASE_URL one would not be throwaway (BENCH_PAGES_URL measures
  // a server on PostgreSQL).
  const env = {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'false',
    SEED_DEMO: 'false',
  };
  // A fixed seed, so every run measures the same providers. Seeded before the server starts: the
  // embedded database admits one process at a time.
  console.log(`Seeding ${PROVIDERS} providers...`);
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/seed.ts', '--providers', String(PROVIDERS), '--seed', '1'],
    { env, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (seeded.status !== 0) throw new Error('seeding failed');
  // `npm start` itself: it builds the web app and the server when their sources changed, then runs the
  // compiled server with its node flags and environment, so the pages are measured as they are served.
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  // The browser stands for a phone and the server for a machine elsewhere, but here both share one
  // computer: the server yields its processor to the browser, so its own work (drawing the page,
  // answering the page's API calls) is not counted as the phone's blocking time.
  setPriority(server.pid, 10);
  const exited = new Promise((r) => server.once('exit', r));
  cleanups.push(async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    // start.mjs passes the stop signal on to the server and exits with it.
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  });
  await waitForHealth(base, server);
  return base;
}

/** A listed provider near the searched ZIP (any listed one when none is near), from the search API. */
async function pickProvider(base) {
  for (const query of ['location=33139&radius=25', '']) {
    const res = await fetch(`${base}/api/providers/search?${query}`);
    if (!res.ok) throw new Error(`the search API answered ${res.status}`);
    const { providers } = await res.json();
    if (providers.length) return providers[0].id;
  }
  throw new Error('the search found no listed provider');
}

/** Failed audits that count towards a category's score, as `id` and title. */
function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => ({ id: a.id, title: a.title, detail: a.displayValue }));
}

/**
 * Lighthouse simulates the phone's blocking time from how long each of the page's tasks took on this
 * machine, by the clock. Where the browser's other processes and the server share few cores, a task
 * also waits for a core and looks longer than its work. The same sum from each task's processor time
 * shows how much of the figure is the page's own work: the main thread's tasks after the first paint,
 * each multiplied by the preset's CPU slowdown, counting what goes over 50 ms. A diagnostic beside
 * Lighthouse's figure, not a replacement for it.
 */
function blockingFromProcessorTime(events, slowdown) {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  );
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation?.pid);
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === navigation?.pid,
  );
  if (!firstPaint || !main) return null;
  let blocking = 0;
  for (const e of events) {
    if (e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || e.name !== 'RunTask') continue;
    if (e.ts < firstPaint.ts || typeof e.tdur !== 'number') continue;
    blocking += Math.max(0, (e.tdur / 1000) * slowdown - 50);
  }
  return blocking;
}

/**
 * One Lighthouse run in a fresh Chrome, so no run inherits another's caches or service worker. `slowdown`
 * replaces the preset's CPU slowdown; `calibrate` runs a single quick audit, for the benchmark index.
 */
async function measure(url, { slowdown = PRESET_SLOWDOWN, calibrate = false } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    // Our own Ctrl-C handling stops the server and removes the data folder too.
    handleSIGINT: false,
    logLevel: 'silent',
  });
  try {
    // The browser's own version: its user agent says only the major one.
    const { Browser: browser } = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
    // The default config is the mobile preset: an emulated Moto G Power on simulated slow 4G.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...(calibrate ? { onlyAudits: ['viewport'] } : { onlyCategories: CATEGORIES }),
      // As the command line's --throttling.cpuSlowdownMultiplier: the preset's other throttling stays.
      throttling: { cpuSlowdownMultiplier: slowdown },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (calibrate) return { benchmarkIndex: lhr.environment.benchmarkIndex };
    if (lhr.runtimeError)
      throw Object.assign(
        new Error(
          `Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
        ),
        { retry: true },
      );
    const score = (category) => {
      const s = lhr.categories[category].score;
      if (s === null) throw new Error(`Lighthouse gave no ${category} score for ${url}`);
      return Math.round(s * 100);
    };
    const metric = (id) => {
      const v = lhr.audits[id].numericValue;
      if (typeof v !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`);
      return v;
    };
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcp: metric('first-contentful-paint'),
      si: metric('speed-index'),
      tbtFromProcessor: blockingFromProcessorTime(
        result.artifacts.Trace.traceEvents,
        lhr.configSettings.throttling.cpuSlowdownMultiplier,
      ),
      failed: { accessibility: failedAudits(lhr, 'accessibility'), seo: failedAudits(lhr, 'seo') },
      warnings: lhr.runWarnings,
      browser,
      lhr,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's own trace recording sometimes fails on a busy machine (NO_NAVSTART, NO_FCP; it says
 * to run it again): such a run is retried, twice at most, and anything else fails at once.
 */
async function measureWithRetries(url, options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, options);
    } catch (err) {
      if (!err.retry || attempt === 3 || interrupted) throw err;
      console.log(`${err.message}; trying again.`);
    }
  }
}

/** The middle run by performance score (the upper middle of an even number). */
function middleRun(runs) {
  return [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
}

const processorTbt = (r) => (r.tbtFromProcessor === null ? 'n/a' : `${Math.round(r.tbtFromProcessor)} ms`);

const verdict = (r) => {
  const missed = TARGETS.map((t) => t(r)).filter(Boolean);
  return missed.length ? `**not met**: ${missed.join(', ')}` : '**met**';
};

async function main() {
  // Other work on the machine slows the simulated phone too: the load average goes beside the figures.
  const loadBefore = loadavg()[0].toFixed(1);
  const external = process.env.BENCH_PAGES_URL?.replace(/\/+$/, '');
  const base = external ?? (await startServer());
  const providerId = await pickProvider(base);
  const pages = [
    ['Home', `${PREFIX}/`],
    ['Search (33139, 25 miles)', `${PREFIX}${SEARCH}`],
    ['Provider profile', `${PREFIX}/providers/${encodeURIComponent(providerId)}`],
  ];
  // One unmeasured request to each page and to the profile's data, so the first run does not pay
  // for a cold server alone.
  for (const path of [...pages.map(([, p]) => p), `/api/providers/${encodeURIComponent(providerId)}`])
    await fetch(`${base}${path}`).then((r) => r.arrayBuffer());

  const slow = HOST_INDEX ? await hostSlowdown(`${base}${pages[0][1]}`) : null;
  const results = [];
  for (const [name, path] of pages) {
    const runs = [];
    for (let i = 1; i <= RUNS; i++) {
      const r = await measureWithRetries(`${base}${path}`, { slowdown: slow?.slowdown });
      console.log(
        `${name}, run ${i} of ${RUNS}: performance ${r.performance}, LCP ${seconds(r.lcp, 2)}, TBT ${Math.round(r.tbt)} ms (${processorTbt(r)} from processor time), CLS ${r.cls.toFixed(3)}, accessibility ${r.accessibility}, SEO ${r.seo}`,
      );
      runs.push(r);
    }
    results.push({ name, path, runs, middle: middleRun(runs) });
  }
  const loadAfter = loadavg()[0].toFixed(1);
  await cleanUp();
  return { external, results, slow, load: `${loadBefore} before and ${loadAfter} after` };
}

/**
 * The CPU slowdown that makes this machine stand for the slower host: the preset's 4× is meant for a
 * host of Lighthouse's own reference speed, and a host with index HOST_INDEX is that much slower than
 * this one. This machine's index is the middle of three quick Lighthouse runs, as its own figure moves
 * with other work on the machine.
 */
async function hostSlowdown(url) {
  const indexes = [];
  for (let i = 0; i < 3; i++)
    indexes.push((await measureWithRetries(url, { calibrate: true })).benchmarkIndex);
  const index = indexes.sort((a, b) => a - b)[1];
  const slowdown = Math.round(((PRESET_SLOWDOWN * index) / HOST_INDEX) * 10) / 10;
  console.log(
    `This machine's benchmark index: ${Math.round(index)} (runs: ${indexes.map(Math.round).join(', ')}); a host of ${HOST_INDEX} means a ${slowdown}× CPU slowdown.`,
  );
  return { index, indexes, slowdown };
}

/** The commit measured, in a git checkout: page figures mean little without the code they measured. */
function codeVersion() {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  if (head.status !== 0) return null;
  const changed = spawnSync(
    'git',
    ['status', '--porcelain', '--', 'src', 'scripts', 'vite.config.ts', 'package.json'],
    { encoding: 'utf8' },
  ).stdout.trim();
  return `commit ${head.stdout.trim()}${changed ? ', with changes not yet committed' : ''}`;
}

function section({ external, results, slow, load }) {
  const code = external ? null : codeVersion();
  const { lhr, browser } = results[0].middle;
  const chromium = /\/([\d.]+)/.exec(browser)?.[1] ?? browser;
  const { throttling, screenEmulation } = lhr.configSettings;
  const settings = Object.entries(process.env)
    .filter(([k]) => k.startsWith('BENCH_PAGES_') && k !== 'BENCH_PAGES_URL')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`);
  // The address of a measured server is left out: it means nothing to a reader elsewhere.
  const command = [...settings, ...(external ? ['BENCH_PAGES_URL=…'] : []), 'npm run bench:pages'].join(' ');
  const server = external
    ? 'a server already running (`BENCH_PAGES_URL`), with its own build and database'
    : `the server as \`npm start\` builds and runs it, on a fresh embedded database seeded with \`npm run seed -- --providers ${PROVIDERS} --seed 1\``;
  const row = ({ name, middle: r }) =>
    `| ${name} | ${r.performance} | ${seconds(r.lcp, 2)} | ${Math.round(r.tbt)} ms | ${processorTbt(r)} | ${r.cls.toFixed(3)} | ${seconds(r.fcp)} | ${seconds(r.si)} | ${r.accessibility} | ${r.seo} | ${verdict(r)} |`;
  const failures = results.flatMap(({ name, middle }) =>
    ['accessibility', 'seo'].flatMap((category) =>
      middle.failed[category].map(
        (a) =>
          `- ${name}, ${category === 'seo' ? 'SEO' : category}: \`${a.id}\`: ${a.title}${a.detail ? ` (${a.detail})` : ''}`,
      ),
    ),
  );
  const warnings = [...new Set(results.flatMap(({ runs }) => runs.flatMap((r) => r.warnings)))];
  const host = slow
    ? `\nA slower host (\`BENCH_PAGES_HOST_INDEX=${HOST_INDEX}\`): this machine's benchmark index was ${Math.round(slow.index)}
(the middle of ${slow.indexes.map(Math.round).join(', ')}, three quick runs before the measuring), so the preset's
${PRESET_SLOWDOWN}× CPU slowdown became ${PRESET_SLOWDOWN} × ${Math.round(slow.index)} / ${HOST_INDEX} = ${slow.slowdown}×: the figures a host of index ${HOST_INDEX} would give.\n`
    : '';
  return `<!-- ${PART} -->
# Page speed${PREFIX ? ` at the ${PREFIX}/ addresses` : ''}${slow ? ` on a slower host (benchmark index ${HOST_INDEX})` : ''}

Run: ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}),
${Math.round(totalmem() / 2 ** 30)} GiB memory, Node ${process.version}, Chromium ${chromium} (headless),
Lighthouse ${lhr.lighthouseVersion} (its CPU benchmark index: ${Math.round(lhr.environment.benchmarkIndex)}); load average ${load}.
Command: \`${command}\`,
against ${server}.${code ? `\nCode: ${code}.` : ''}

Lighthouse's default (mobile) settings: a ${screenEmulation.width}×${screenEmulation.height} phone screen
(emulated Moto G Power), simulated slow 4G (${throttling.rttMs} ms round trip,
${(throttling.throughputKbps / 1024).toFixed(1)} Mbit/s down) and a ${throttling.cpuSlowdownMultiplier}× slower CPU.${host}Each page was measured ${RUNS === 1 ? 'once' : `${RUNS} times`}, each run in a fresh Chrome; the table shows the middle run by
performance score. Targets: performance at least 95, LCP at most 1.8 s, TBT at most 200 ms, CLS at most
0.02, accessibility 100, SEO 100. "TBT from processor time" sums the same tasks by the processor time
they used rather than by the clock (a diagnostic: on a machine whose few cores the browser shares with
the server and its own processes, tasks wait for a core and Lighthouse counts the wait as the phone's).

| Page | Performance | LCP | TBT | TBT from processor time | CLS | FCP | Speed Index | Accessibility | SEO | Verdict |
|---|---|---|---|---|---|---|---|---|---|---|
${results.map(row).join('\n')}

Pages: \`${PREFIX}/\`, \`${PREFIX}${SEARCH}\` and \`${PREFIX}/providers/{id}\` of the first provider that search finds.
Performance of every run: ${results.map(({ name, runs }) => `${name} ${runs.map((r) => r.performance).join(', ')}`).join('; ')}.

${failures.length ? `Failed accessibility and SEO audits (in the middle runs):\n\n${failures.join('\n')}` : 'No accessibility or SEO audit failed in the middle runs.'}
${warnings.length ? `\nLighthouse's warnings:\n\n${warnings.map((w) => `- ${w.replace(/\s+/g, ' ')}`).join('\n')}\n` : ''}<!-- /${PART} -->
`;
}

/** Replaces this tool's part of the file, or adds it at the end; the rest of the file is left as it is. */
function record(part) {
  let current = '';
  try {
    current = readFileSync(OUT, 'utf8');
  } catch {
    /* a new file */
  }
  const start = current.indexOf(`<!-- ${PART} -->`);
  const end = current.indexOf(`<!-- /${PART} -->`);
  // The part ends with a line break of its own; the old one may or may not (`npm run bench` drops it).
  const after = end > start ? current.slice(end + `<!-- /${PART} -->`.length).replace(/^\n/, '') : '';
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + part + after
      : current.trim()
        ? `${current.trimEnd()}\n\n${part}`
        : part;
  writeFileSync(OUT, next);
}

try {
  const measured = await main();
  console.table(
    Object.fromEntries(
      measured.results.map(({ name, middle: r }) => [
        name,
        {
          performance: r.performance,
          LCP: seconds(r.lcp, 2),
          TBT: `${Math.round(r.tbt)} ms`,
          'TBT (processor)': processorTbt(r),
          CLS: r.cls.toFixed(3),
          FCP: seconds(r.fcp),
          'Speed Index': seconds(r.si),
          accessibility: r.accessibility,
          SEO: r.seo,
          verdict: verdict(r).replace(/\*/g, ''),
        },
      ]),
    ),
  );
  const part = section(measured);
  record(part);
  console.log(part);
  console.log(`Written to ${OUT}.`);
} catch (err) {
  // On Ctrl-C the stopped server or Chrome fails the run in progress: not news, and the signal
  // handler is already cleaning up and will exit.
  if (!interrupted) {
    console.error('bench:pages failed:', err);
    await cleanUp();
    process.exit(1);
  }
}
