import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/roles.ts';
import { UPLOAD_AREAS } from '#shared/uploads/uploads.ts';
import { createApp, type App } from '../app.ts';
import type { AppDeps } from '../app-env.ts';
import { createLogger } from '../lib/logger.ts';
import { closeServices, createServices } from '../services.ts';
import {
  bodyProperties,
  documentedOperations,
  encodePart,
  fillPath,
  jsonBodySchema,
  pathParams,
  readApiDocument,
  sample,
  type ApiDocument,
  type DocumentedOperation,
} from './api-document.ts';
import { TEST_ORIGIN, testConfig, uniqueIp } from './harness.ts';
import { addProvider, signedInUser } from './people.ts';

/**
 * Every operation of the API document, fed random and malicious input by a guest and by a
 * signed-in patient, provider and super admin, never answers 5xx, never shows a stack trace or SQL,
 * and a refused request changes nothing. A database of its own, so nothing here can disturb the other
 * tests (and their rows cannot hide a change made here); the write rate limit is off, as it would
 * otherwise refuse most of these requests before they reach the code under test.
 */

type Caller = 'guest' | Extract<Role, 'patient' | 'provider' | 'super_admin'>;
const CALLERS: Caller[] = ['guest', 'patient', 'provider', 'super_admin'];

/**
 * Random runs per operation: for the first caller the role check lets through (who then also gets
 * the fixed list of the nastiest inputs), for other callers let through, and for callers refused
 * before any input is read. Sized so the file runs in about a minute and a half on the embedded
 * database.
 */
const RUNS = { deep: 5, other: 2, refused: 1 };

let app: App;
let deps: AppDeps;
let doc: ApiDocument;
const cookies: Record<Caller, string> = { guest: '', patient: '', provider: '', super_admin: '' };

beforeAll(async () => {
  deps = await createServices(testConfig(), createLogger('silent'));
  app = createApp({ ...deps, config: { ...deps.config, rateLimit: false } });
  doc = await readApiDocument(app);
  const patient = await signedInUser(app, deps, 'patient');
  const provider = await signedInUser(app, deps, 'provider');
  const admin = await signedInUser(app, deps, 'super_admin');
  cookies.patient = patient.client.cookie;
  cookies.provider = provider.client.cookie;
  cookies.super_admin = admin.client.cookie;
  // The provider owns a listed practice, so the provider's endpoints get past "no profile yet".
  await addProvider(deps, { userId: provider.id });
}, 120_000);

afterAll(async () => {
  if (deps) await closeServices(deps);
});

// ---------------------------------------------------------------------------------------------
// Hostile values

const LONG = 'A'.repeat(5_000);
/** Over the 256 KB limit of a request body once inside one. */
const HUGE = 'x'.repeat(300 * 1024);

const NASTY_STRINGS = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '..\\..\\windows\\win.ini',
  "' or 1=1 --",
  "'; drop table users; --",
  '" or ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '\u0000',
  'nul\u0000byte',
  '💥🏥 ünïcödé \u202e',
  '\ud800',
  LONG,
  '',
  ' ',
  '0',
  '-1',
  '1e12',
  '9999999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'true',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

const NASTY_QUERY = [
  'page=1e12',
  'page=99999999999999999999',
  'pageSize=1e9',
  'page=-1&pageSize=-1',
  'limit=-1',
  'limit=1e9',
  'page=0&limit=0',
  'page=abc&pageSize=abc',
  'page=1&page=2&page[]=3',
  'q=%27%20or%201%3D1%20--',
  `q=${encodeURIComponent('<script>alert(1)</script>')}`,
  `q=${'%FF%FE'}`,
  `q=${LONG}`,
  'from=2030-13-45&to=0000-00-00',
  'from=1900-01-01&to=2999-12-31',
  'lat=1e308&lng=-1e308&radius=1e12',
  'before=..%2F..%2Fetc%2Fpasswd',
  'sort=%3Bselect%20pg_sleep(10)',
  'organizationId=not-a-uuid&providerProfileId=%00',
];

const NASTY_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  1.5,
  '',
  LONG,
  ...NASTY_STRINGS.slice(0, 14),
  [],
  [null],
  {},
  { $gt: '' },
  Array.from({ length: 2_000 }, () => 'a'),
];

/** Whole bodies that are wrong as a whole: not an object, too big, poisoned prototypes, deep nesting. */
const NASTY_BODIES: (string | undefined)[] = [
  undefined,
  '',
  'null',
  '[]',
  '"text"',
  '42',
  '{',
  '{"a":',
  '{"__proto__":{"role":"super_admin"},"constructor":{"prototype":{"isAdmin":true}}}',
  JSON.stringify({ a: HUGE }),
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  JSON.stringify(JSON.parse(`${'{"a":'.repeat(500)}1${'}'.repeat(500)}`)),
];

const nastyString = fc.constantFrom(...NASTY_STRINGS);
const anyString = fc.oneof(
  nastyString,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.uuid(),
  fc.integer().map(String),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_VALUES),
  anyString,
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

// ---------------------------------------------------------------------------------------------
// Sending, and what every answer must be

type Sent = { path: string; query?: string; body?: string; contentType?: string; actingFor?: string };

async function send(caller: Caller, method: string, req: Sent) {
  const url = req.query ? `${req.path}?${req.query}` : req.path;
  const res = await app.request(url, {
    method,
    headers: {
      origin: TEST_ORIGIN,
      'x-client-ip': uniqueIp(),
      ...(req.body !== undefined ? { 'content-type': req.contentType ?? 'application/json' } : {}),
      ...(caller === 'guest' ? {} : { cookie: cookies[caller] }),
      ...(req.actingFor !== undefined ? { 'x-acting-for': req.actingFor } : {}),
    },
    body: method === 'GET' ? undefined : req.body,
  });
  // A stream of live events never ends by itself.
  if (res.headers.get('content-type')?.includes('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, type: 'text/event-stream', text: '' };
  }
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** What no answer may ever show: a stack frame, SQL, or the database's own words. */
const LEAKS =
  /(\bat [\w$.<>]+ \(|\/node_modules\/|\.ts:\d+|\bselect .* from\b|\binsert into\b|\bupdate .* set\b|syntax error|violates|relation "|duplicate key|invalid input syntax|PGlite|drizzle|postgres)/i;

/** Tables a refused request may legitimately touch: sessions, counters, presence, keys made once. */
const VOLATILE_TABLES =
  /^(sessions?|verifications?|rate_limits|user_presence|server_secrets|__drizzle_migrations)$/;

/** The next transaction id: it moves only when some statement wrote (or began to write) something. */
async function nextTransactionId(): Promise<string> {
  const { rows } = await deps.database.db.execute<{ x: string }>(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`,
  );
  return rows[0]!.x;
}

/** The tables a request could write, found once. */
let tables: string[] | undefined;

/** A hash of every such table's rows, in one statement (the embedded database pays per round trip). */
async function fingerprint(): Promise<Record<string, string>> {
  const db = deps.database.db;
  if (!tables) {
    const { rows } = await db.execute<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    tables = rows.map((r) => r.name).filter((name) => !VOLATILE_TABLES.test(name));
  }
  const parts = tables.map(
    (name) =>
      sql`select ${name}::text as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(name)} t`,
  );
  const { rows } = await db.execute<{ name: string; h: string }>(sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((r) => [r.name, r.h]));
}

/**
 * Watches the database across requests: a cheap transaction-id check after each, and a full
 * fingerprint only when something wrote, which is then compared for a refused request.
 */
const watch = { xid: '', print: {} as Record<string, string> };
async function resetWatch() {
  watch.print = await fingerprint();
  watch.xid = await nextTransactionId();
}

const problems: string[] = [];
let requests = 0;
let fingerprints = 0;

async function check(caller: Caller, method: string, name: string, req: Sent) {
  requests++;
  const res = await send(caller, method, req);
  const label = `${caller} ${name} ${JSON.stringify({ ...req, body: req.body?.slice(0, 120) }).slice(0, 300)}`;
  if (res.status >= 500) problems.push(`${res.status} ${label}: ${res.text.slice(0, 200)}`);
  if (res.status >= 400) {
    // A traversal the URL parser resolves out of /api is not an API request any more.
    const underApi = new URL(req.path, 'http://localhost').pathname.startsWith('/api/');
    if (underApi && res.text && !res.type.includes('application/problem+json'))
      problems.push(`${res.status} not problem+json (${res.type}) ${label}`);
    if (LEAKS.test(res.text))
      problems.push(`${res.status} leaks internals ${label}: ${res.text.slice(0, 200)}`);
  }
  const xid = await nextTransactionId();
  if (xid === watch.xid) return res.status;
  fingerprints++;
  const print = await fingerprint();
  if (res.status >= 400) {
    const changed = Object.keys(print).filter((t) => print[t] !== watch.print[t]);
    if (changed.length) problems.push(`${res.status} changed ${changed.join(', ')}: ${label}`);
  }
  watch.print = print;
  watch.xid = await nextTransactionId();
  return res.status;
}

/**
 * Site-wide settings a super admin may change with any valid body (maintenance mode, page texts,
 * settings): a random body that happens to be valid would switch the site into maintenance and turn
 * every later answer into a 503. They are fuzzed by the other callers, whose requests are refused.
 */
const SITE_WIDE = /^(PUT|POST) \/api\/admin\/(maintenance|page-content|app-settings|profile)$/;
/** The patient's own account: a valid body would delete the caller in the middle of the run. */
const SELF_DESTRUCTIVE = /^DELETE \/api\/patient\/account$/;
/** Signing out would end the caller's session in the middle of the run; a guest fuzzes it. */
const ENDS_SESSION = /^POST \/api\/auth\/sign-out$/;

const skipFor = (caller: Caller, name: string) =>
  (caller === 'super_admin' && SITE_WIDE.test(name)) ||
  (caller === 'patient' && SELF_DESTRUCTIVE.test(name)) ||
  (caller !== 'guest' && ENDS_SESSION.test(name));

/** A body derived from the operation's schema with one field made hostile (or a random object). */
function bodyArbitrary(op: DocumentedOperation): fc.Arbitrary<string | undefined> {
  const schema = jsonBodySchema(op.op);
  const base = (schema ? sample(schema, doc) : {}) as Record<string, unknown>;
  const keys = bodyProperties(schema, doc);
  const mutated =
    keys.length && base && typeof base === 'object'
      ? fc
          .tuple(fc.constantFrom(...keys), anyValue)
          .map(([key, value]) => JSON.stringify({ ...base, [key]: value }))
      : fc.constant(JSON.stringify(base));
  return fc.oneof(
    mutated,
    fc
      .dictionary(fc.oneof(fc.constantFrom(...keys, '__proto__', 'id', 'role'), fc.string()), anyValue, {
        maxKeys: 6,
      })
      .map((d) => JSON.stringify(d)),
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc.constantFrom(...NASTY_BODIES),
  );
}

function queryArbitrary(op: DocumentedOperation): fc.Arbitrary<string | undefined> {
  const names = (op.op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const pair = fc
    .tuple(
      fc.oneof(fc.constantFrom(...names, 'page', 'pageSize', 'limit'), fc.string({ maxLength: 10 })),
      anyValue,
    )
    .map(([k, v]) => `${encodePart(k)}=${encodePart(typeof v === 'string' ? v : JSON.stringify(v))}`);
  return fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(...NASTY_QUERY),
    fc.array(pair, { maxLength: 5 }).map((p) => p.join('&')),
  );
}

function pathArbitrary(op: DocumentedOperation): fc.Arbitrary<string> {
  const params = pathParams(op.path);
  if (!params.length) return fc.constant(op.path);
  return fc
    .tuple(...params.map(() => anyString))
    .map((values) => fillPath(op.path, Object.fromEntries(params.map((p, i) => [p, values[i]!]))));
}

/** Path parameter values: traversal, injection, bytes a database refuses, sizes, ids of nothing. */
const NASTY_PATH_VALUES = [
  '../../etc/passwd',
  '%2e%2e%2f',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'nul\u0000byte',
  '\ud800',
  LONG,
  '💥 ünï',
  '1e12',
  '00000000-0000-0000-0000-000000000000',
];

/** Wrong types for one field at a time, cycled through the fields of a body. */
const WRONG_TYPES: unknown[] = [null, 1e308, {}, [], LONG, true, 'nul\u0000byte', -1];

/** The fixed hostile requests an operation gets, before the random ones. */
function fixedRequests(op: DocumentedOperation): Sent[] {
  const params = pathParams(op.path);
  const paths = params.length
    ? [
        ...NASTY_PATH_VALUES.map((v) => fillPath(op.path, Object.fromEntries(params.map((p) => [p, v])))),
        // Unencoded: the router sees the traversal itself.
        fillPath(op.path, Object.fromEntries(params.map((p) => [p, '../../etc/passwd'])), false),
        fillPath(op.path, Object.fromEntries(params.map((p) => [p, randomUUID()]))),
      ]
    : [op.path];
  const schema = jsonBodySchema(op.op);
  const valid = JSON.stringify(schema ? sample(schema, doc) : {});
  const out: Sent[] = paths.map((path) => ({ path, body: op.method === 'GET' ? undefined : valid }));
  const plain = fillPath(op.path, Object.fromEntries(params.map((p) => [p, randomUUID()])));
  const hasQuery = (op.op.parameters ?? []).some((p) => p.in === 'query');
  // An operation without query parameters ignores them: three are enough to show it does.
  for (const query of hasQuery ? NASTY_QUERY : NASTY_QUERY.slice(0, 3)) out.push({ path: plain, query });
  // Who a caregiver's request acts for (ADR 18): ids of nobody, injection, sizes. A header holds no
  // NUL or lone surrogate, so those path values are left out.
  if ((op.op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'x-acting-for'))
    for (const actingFor of [...NASTY_PATH_VALUES.filter((v) => /^[\x20-\x7e]*$/.test(v)), randomUUID(), ''])
      out.push({ path: plain, body: op.method === 'GET' ? undefined : valid, actingFor });
  if (op.method !== 'GET') {
    for (const body of NASTY_BODIES) out.push({ path: plain, body });
    out.push({ path: plain, body: valid, contentType: 'text/plain' });
    out.push({ path: plain, body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' });
    const base = (schema ? sample(schema, doc) : {}) as Record<string, unknown>;
    bodyProperties(schema, doc).forEach((key, i) => {
      // Each field as text the database cannot store, and as a wrong type.
      out.push({ path: plain, body: JSON.stringify({ ...base, [key]: 'nul\u0000byte' }) });
      out.push({
        path: plain,
        body: JSON.stringify({ ...base, [key]: WRONG_TYPES[i % WRONG_TYPES.length] }),
      });
    });
  }
  return out;
}

/** Whether the role check lets the caller through: a well-formed request is not refused 401 or 403. */
async function passes(caller: Caller, op: DocumentedOperation): Promise<boolean> {
  const schema = jsonBodySchema(op.op);
  const body = op.method === 'GET' ? undefined : JSON.stringify(schema ? sample(schema, doc) : {});
  const path = fillPath(op.path, {});
  const status = await check(caller, op.method, op.name, { path, body });
  return status !== 401 && status !== 403;
}

async function randomRuns(caller: Caller, op: DocumentedOperation, numRuns: number) {
  await fc.assert(
    fc.asyncProperty(
      pathArbitrary(op),
      queryArbitrary(op),
      op.method === 'GET' ? fc.constant(undefined) : bodyArbitrary(op),
      async (path, query, body) => {
        await check(caller, op.method, op.name, { path, query, body });
      },
    ),
    { numRuns },
  );
}

describe('hostile input to every operation of the API document', () => {
  it('never answers 5xx, never leaks internals, and a refused request changes nothing', async () => {
    const ops = documentedOperations(doc);
    // Uploads get their own multipart test below; a JSON body never reaches their checks.
    const started = Date.now();
    // The first reads write the site's defaults (maintenance, page texts) once; after them, nothing
    // but an accepted write may change anything.
    for (const path of ['/api/maintenance', '/api/page-content', '/api/app-settings'])
      await app.request(path);
    await resetWatch();
    for (const op of ops) {
      let deepDone = false;
      for (const caller of CALLERS) {
        if (skipFor(caller, op.name)) continue;
        if (!(await passes(caller, op))) {
          await randomRuns(caller, op, RUNS.refused);
          continue;
        }
        if (deepDone) {
          await randomRuns(caller, op, RUNS.other);
          continue;
        }
        deepDone = true;
        for (const req of fixedRequests(op)) await check(caller, op.method, op.name, req);
        await randomRuns(caller, op, RUNS.deep);
      }
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    // The figures of the run, for the report: operations, requests, time.
    console.info(
      `fuzz: ${ops.length} operations, ${requests} requests, ${fingerprints} fingerprints, ${seconds} s`,
    );
    expect(ops.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  }, 600_000);
});

// ---------------------------------------------------------------------------------------------
// Uploads: hostile file names and contents

const HOSTILE_NAMES = [
  '../../../etc/passwd',
  '..\\..\\..\\windows\\system32\\evil.png',
  '/etc/cron.d/job.png',
  'nul\u0000byte.png',
  `${'a'.repeat(5_000)}.png`,
  '<script>alert(1)</script>.svg',
  '.htaccess',
  'picture.png.exe',
  '',
  '💥.png',
];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HOSTILE_CONTENTS: { bytes: Uint8Array; type: string }[] = [
  { bytes: new Uint8Array(), type: 'image/png' },
  { bytes: new Uint8Array(PNG_SIGNATURE), type: 'image/png' },
  { bytes: new TextEncoder().encode('GIF89a<script>alert(1)</script>'), type: 'image/gif' },
  {
    bytes: new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><image href="file:///etc/passwd"/></svg>',
    ),
    type: 'image/svg+xml',
  },
  { bytes: new TextEncoder().encode('#!/bin/sh\nrm -rf /\n'), type: 'application/x-sh' },
  { bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0x00]), type: 'application/octet-stream' },
];

/** Every file under a folder, relative to it. */
const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(dir, join(e.parentPath, e.name)));
  } catch {
    return [];
  }
};

describe('hostile uploads', () => {
  it('never answer 5xx and store nothing outside the uploads folder', async () => {
    const dataDir = deps.config.DATA_DIR;
    const outside = () =>
      filesUnder(dataDir).filter((f) => !f.startsWith(`uploads${'/'}`) && !f.startsWith('db'));
    // The data folder's parent is shared with other programs: only names a traversal would write count.
    const parent = () =>
      readdirSync(dirname(dataDir))
        .filter((f) => /passwd|evil|cron|htaccess|script|win\.ini|\.exe/i.test(f))
        .sort();
    const beforeOutside = outside();
    const beforeParent = parent();
    const wrong: string[] = [];
    await resetWatch();
    const areas = [...UPLOAD_AREAS, '..', '%2e%2e', 'x'.repeat(500)];
    for (const [i, area] of areas.entries())
      for (const name of HOSTILE_NAMES)
        for (const content of HOSTILE_CONTENTS) {
          const caller = i % 2 ? 'patient' : 'provider';
          const form = new FormData();
          form.set(
            'file',
            new File([content.bytes as Uint8Array<ArrayBuffer>], name, { type: content.type }),
          );
          const res = await app.request(`/api/uploads/${encodeURIComponent(area)}`, {
            method: 'POST',
            headers: { origin: TEST_ORIGIN, cookie: cookies[caller] },
            body: form,
          });
          const text = await res.text();
          if (res.status >= 500 || res.status < 400)
            wrong.push(
              `${caller} ${area} ${JSON.stringify(name).slice(0, 60)} ${content.type}: ${res.status}`,
            );
          if (LEAKS.test(text)) wrong.push(`leak ${caller} ${area}: ${text.slice(0, 120)}`);
        }
    expect(wrong).toEqual([]);
    expect(outside()).toEqual(beforeOutside);
    expect(parent()).toEqual(beforeParent);
    expect(
      filesUnder(join(dataDir, 'uploads')).filter((f) => f.includes('..') || f.includes('passwd')),
    ).toEqual([]);
    const print = await fingerprint();
    expect(Object.keys(print).filter((t) => print[t] !== watch.print[t])).toEqual([]);
  }, 300_000);
});
