import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '#shared/roles.ts';
import type { App } from '../app.ts';
import type { AppDeps } from '../app-env.ts';
import { auditCount } from '../test/audit-log.ts';
import { TEST_ORIGIN, testServices, uniqueIp, type Json } from '../test/harness.ts';
import { signedInUser } from '../test/people.ts';

/**
 * Every admin endpoint is refused to every role but super_admin, and every API behind the
 * dashboards checks on the server the role its screen is for. The admin operations are read from the
 * API document, so a new admin route is covered the day it is mounted.
 */

let app: App;
let deps: AppDeps;
/** A signed-in client per role; guests have none. */
const cookies = {} as Record<Role, string>;
beforeAll(async () => {
  ({ app, deps } = await testServices());
  for (const role of ROLES) cookies[role] = (await signedInUser(app, deps, role)).client.cookie;
});

type Caller = 'guest' | Role;
type Operation = { method: string; path: string; body?: Json };

/** One request as a browser of that caller sends it; the answer's status. */
async function send(caller: Caller, op: Operation): Promise<number> {
  const res = await app.request(op.path, {
    method: op.method,
    headers: {
      origin: TEST_ORIGIN,
      'x-client-ip': uniqueIp(),
      ...(op.body ? { 'content-type': 'application/json' } : {}),
      ...(caller === 'guest' ? {} : { cookie: cookies[caller] }),
    },
    body: op.body ? JSON.stringify(op.body) : undefined,
  });
  await res.arrayBuffer();
  return res.status;
}

// ---------------------------------------------------------------------------------------------
// Building requests from the API document

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type OperationObject = {
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Doc = {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema> };
};

/** A value the schema accepts, as small as it allows: required fields only, first choices. */
function sample(schema: Schema | undefined, doc: Doc): unknown {
  if (!schema) return undefined;
  if (schema.$ref) return sample(doc.components?.schemas?.[schema.$ref.split('/').at(-1)!], doc);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.oneOf ?? schema.anyOf;
  if (choice) return sample(choice.find((s) => s.type !== 'null') ?? choice[0], doc);
  if (schema.allOf)
    return Object.assign({}, ...schema.allOf.map((s) => sample(s, doc) as Record<string, unknown>));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key], doc);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, doc));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return 'someone@example.test';
      if (schema.format === 'date') return '2030-01-15';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.org/a.png';
      return 'Sample text'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 200);
    default:
      return 'Sample text';
  }
}

/** The request for an operation: path parameters as random UUIDs, required query values, a minimal body. */
function requestFor(doc: Doc, path: string, method: string, op: OperationObject): Operation {
  let url = path.replace(/\{[^}]+\}/g, () => randomUUID());
  const query = (op.parameters ?? [])
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema, doc)))}`);
  if (query.length) url += `?${query.join('&')}`;
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const body = schema ? (sample(schema, doc) as Json) : undefined;
  return { method: method.toUpperCase(), path: url, body };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

async function apiDocument(): Promise<Doc> {
  const res = await app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as Doc;
}

/** Every operation of the document under /api/admin, with a request for it. */
function adminOperations(doc: Doc): (Operation & { name: string })[] {
  const ops: (Operation & { name: string })[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/admin/') && path !== '/api/admin') continue;
    for (const method of METHODS) {
      const op = item[method];
      if (op) ops.push({ name: `${method.toUpperCase()} ${path}`, ...requestFor(doc, path, method, op) });
    }
  }
  return ops;
}

/**
 * Super-admin-only operations outside /admin. The metrics are also open to a bearer token (for a
 * scraper); without one, only a super admin's session reads them.
 */
const SUPER_ADMIN_ONLY_ELSEWHERE: (Operation & { name: string })[] = [
  { name: 'GET /api/metrics', method: 'GET', path: '/api/metrics' },
];

/**
 * Admin routes registered outside the API document (router.get and the like), listed by hand as the
 * document cannot name them. None today; the source scan below fails when one appears unlisted.
 */
const UNDOCUMENTED_ADMIN_ROUTES: (Operation & { name: string })[] = [];

/** The number of /api/admin operations when this test was written; new tools only add to it. */
const MIN_ADMIN_OPERATIONS = 35;

// ---------------------------------------------------------------------------------------------
// Source scan: what the modules declare, to compare with what the document shows

const MODULES_DIR = fileURLToPath(new URL('.', import.meta.url));
const SERVER_DIR = join(MODULES_DIR, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name));
}

/** Paths declared with createRoute under /admin, as mounted under /api. */
function declaredAdminPaths(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(MODULES_DIR))
    for (const m of readFileSync(file, 'utf8').matchAll(/path:\s*['"`](\/admin(?:\/[^'"`]*)?)['"`]/g))
      found.add(`/api${m[1]}`);
  return [...found].sort();
}

/** Routes under /admin added with .get/.post/... instead of createRoute, anywhere in the server. */
function undocumentedAdminRoutes(): string[] {
  const found: string[] = [];
  const files = [...sourceFiles(MODULES_DIR), join(SERVER_DIR, 'app.ts')];
  const pattern =
    /\.(get|post|put|patch|delete|all|on)\(\s*(?:\[[^\]]*\],\s*)?['"`]((?:\/api)?\/admin[^'"`]*)['"`]/g;
  for (const file of files)
    for (const m of readFileSync(file, 'utf8').matchAll(pattern))
      found.push(`${m[1]!.toUpperCase()} ${m[2]!.startsWith('/api') ? m[2] : `/api${m[2]}`}`);
  return found.sort();
}

// ---------------------------------------------------------------------------------------------
// "Nothing changed": a fingerprint of every table a request could write

/** Tables a refused request may legitimately touch: sessions, rate-limit counters, presence, secrets. */
const VOLATILE_TABLES =
  /^(sessions?|verifications?|rate_limits|user_presence|server_secrets|__drizzle_migrations)$/;

async function fingerprint(): Promise<Record<string, string>> {
  const db = deps.database.db;
  const { rows } = await db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const out: Record<string, string> = {};
  for (const { name } of rows) {
    if (VOLATILE_TABLES.test(name)) continue;
    const { rows: hash } = await db.execute<{ h: string }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(name)} t`,
    );
    out[name] = hash[0]!.h;
  }
  return out;
}

/** Runs the calls, then the list of those whose status was not the expected one. */
async function refusals(calls: { caller: Caller; op: Operation & { name: string }; expected: number }[]) {
  const wrong: string[] = [];
  for (const { caller, op, expected } of calls) {
    const status = await send(caller, op);
    if (status !== expected) wrong.push(`${caller} ${op.name}: ${status} (expected ${expected})`);
  }
  return wrong;
}

const NON_ADMINS = ['patient', 'provider', 'organization_admin'] as const;

describe('every admin operation', () => {
  it('is in the API document: every /admin path a module declares is mounted and listed', async () => {
    const doc = await apiDocument();
    const listed = new Set(Object.keys(doc.paths));
    const declared = declaredAdminPaths();
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((p) => !listed.has(p))).toEqual([]);
    const ops = adminOperations(doc);
    expect(ops.length).toBeGreaterThanOrEqual(MIN_ADMIN_OPERATIONS);
    // Every module with /admin routes contributes: one missing router would drop a whole group.
    const groups = new Set(ops.map((o) => o.name.split('/')[3]));
    for (const p of declared) expect(groups, p).toContain(p.split('/')[3]);
  });

  it('has no route outside the document that is not listed here by hand', () => {
    expect(undocumentedAdminRoutes()).toEqual(UNDOCUMENTED_ADMIN_ROUTES.map((r) => r.name).sort());
  });

  it('answers 401 to a guest and 403 to every role but super_admin, and changes nothing', async () => {
    const doc = await apiDocument();
    const ops = [...adminOperations(doc), ...SUPER_ADMIN_ONLY_ELSEWHERE, ...UNDOCUMENTED_ADMIN_ROUTES];
    // A first request writes the maintenance defaults once; after it, nothing may write anything.
    await send('guest', { method: 'GET', path: '/api/maintenance' });
    const log = await auditCount(deps);
    const before = await fingerprint();
    const calls = ops.flatMap((op) => [
      { caller: 'guest' as Caller, op, expected: 401 },
      ...NON_ADMINS.map((caller) => ({ caller: caller as Caller, op, expected: 403 })),
    ]);
    expect(await refusals(calls)).toEqual([]);
    expect(await auditCount(deps)).toBe(log);
    const after = await fingerprint();
    expect(Object.keys(after).filter((t) => after[t] !== before[t])).toEqual([]);
  });

  it('lets a super admin through the role check on every read', async () => {
    const doc = await apiDocument();
    const reads = [...adminOperations(doc), ...SUPER_ADMIN_ONLY_ELSEWHERE].filter((o) => o.method === 'GET');
    const wrong: string[] = [];
    for (const op of reads) {
      const status = await send('super_admin', op);
      if (status === 401 || status === 403) wrong.push(`${op.name}: ${status}`);
    }
    expect(wrong).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The dashboards' APIs: each refuses on the server the roles its screens are not for

type Rule = {
  op: Operation;
  /** Roles that pass the role check (checked on reads only, so no test data changes). */
  allowed: Role[];
  refused: Role[];
};

const id = () => randomUUID();
const get = (path: string): Operation => ({ method: 'GET', path });
const write = (method: string, path: string, body?: Json): Operation => ({ method, path, body });

const PATIENT: Pick<Rule, 'allowed' | 'refused'> = {
  allowed: ['patient', 'super_admin'],
  refused: ['provider', 'organization_admin'],
};
const PROVIDER: Pick<Rule, 'allowed' | 'refused'> = {
  allowed: ['provider', 'super_admin'],
  refused: ['patient', 'organization_admin'],
};
/** A provider's own records (profile, application, subscription): a super admin has none to act on. */
const OWN_PROVIDER: Pick<Rule, 'allowed' | 'refused'> = {
  allowed: ['provider'],
  refused: ['patient', 'organization_admin', 'super_admin'],
};
const ORG_ADMIN: Pick<Rule, 'allowed' | 'refused'> = {
  allowed: ['organization_admin', 'super_admin'],
  refused: ['patient', 'provider'],
};

const DASHBOARD_RULES: Rule[] = [
  // /patient-dashboard/*
  { op: get('/api/patient/overview'), ...PATIENT },
  { op: get('/api/patient/profile'), ...PATIENT },
  { op: write('PUT', '/api/patient/profile', { firstName: 'Mal', lastName: 'Icious' }), ...PATIENT },
  { op: get('/api/patient/home-location'), ...PATIENT },
  { op: get('/api/patient/saved-providers?page=1'), ...PATIENT },
  { op: get('/api/patient/reviews?page=1'), ...PATIENT },
  {
    op: write('DELETE', '/api/patient/account', { password: 'long-enough-1', confirm: 'DELETE' }),
    allowed: [],
    refused: ['provider', 'organization_admin', 'super_admin'],
  },
  { op: get('/api/appointments/mine'), ...PATIENT },
  { op: write('POST', '/api/appointments', { slotId: id(), appointmentTypeId: id() }), ...PATIENT },
  { op: get('/api/favorites'), ...PATIENT },
  { op: write('PUT', `/api/favorites/${id()}`), ...PATIENT },
  { op: write('DELETE', `/api/favorites/${id()}`), ...PATIENT },
  { op: write('POST', '/api/conversations', { providerId: id() }), ...PATIENT },
  // /provider-dashboard/*
  { op: get('/api/provider/overview'), ...PROVIDER },
  { op: get('/api/provider/appointments'), ...PROVIDER },
  { op: write('POST', `/api/provider/appointments/${id()}/status`, { status: 'confirmed' }), ...PROVIDER },
  { op: write('POST', `/api/provider/appointments/${id()}/cancel`, { reason: 'Closed' }), ...PROVIDER },
  { op: get('/api/provider/schedule'), ...PROVIDER },
  { op: get('/api/provider/schedule/calendar?from=2030-01-01&to=2030-01-07'), ...PROVIDER },
  { op: write('PUT', '/api/provider/schedule/availability', { acceptingNewPatients: true }), ...PROVIDER },
  { op: write('PUT', '/api/provider/schedule/office-hours', { hours: [] }), ...PROVIDER },
  { op: write('POST', '/api/provider/schedule/slots/generate', { from: '2030-01-01' }), ...PROVIDER },
  { op: write('POST', '/api/provider/schedule/slots/block', { slotIds: [id()] }), ...PROVIDER },
  { op: write('POST', '/api/provider/schedule/slots/unblock', { slotIds: [id()] }), ...PROVIDER },
  { op: write('POST', '/api/provider/schedule/appointment-types', { name: 'Visit' }), ...PROVIDER },
  { op: write('PATCH', `/api/provider/schedule/appointment-types/${id()}`, { name: 'Visit' }), ...PROVIDER },
  { op: write('DELETE', `/api/provider/schedule/appointment-types/${id()}`), ...PROVIDER },
  { op: get('/api/provider/reviews'), ...PROVIDER },
  { op: get('/api/provider/organizations'), ...PROVIDER },
  { op: get('/api/organizations/search?q=care'), ...PROVIDER },
  { op: write('POST', `/api/provider/organization-invitations/${id()}/accept`), ...PROVIDER },
  { op: write('POST', `/api/provider/organization-invitations/${id()}/decline`), ...PROVIDER },
  { op: write('POST', '/api/provider/affiliations', { organizationId: id() }), ...PROVIDER },
  { op: write('POST', `/api/provider/affiliations/${id()}/end`), ...PROVIDER },
  { op: get('/api/provider/profile'), ...OWN_PROVIDER },
  { op: write('PUT', '/api/provider/profile', { phone: '(305) 555-0100' }), ...OWN_PROVIDER },
  { op: write('POST', '/api/provider/profile/submit'), ...OWN_PROVIDER },
  // A super admin passes the role check and finds no profile of their own (404).
  {
    op: get('/api/provider/verification'),
    allowed: ['provider'],
    refused: ['patient', 'organization_admin'],
  },
  {
    op: write('POST', '/api/provider/verification/confirm'),
    allowed: ['provider'],
    refused: ['patient', 'organization_admin'],
  },
  { op: get('/api/provider/subscription'), ...OWN_PROVIDER },
  { op: write('POST', '/api/provider/subscription'), ...OWN_PROVIDER },
  { op: write('DELETE', '/api/provider/subscription'), ...OWN_PROVIDER },
  { op: get('/api/provider-applications/mine'), ...OWN_PROVIDER },
  // /organization-admin-dashboard and /organization-dashboard/*
  { op: get('/api/organization-admin/overview'), ...ORG_ADMIN },
  { op: get('/api/organization-admin/organization'), ...ORG_ADMIN },
  { op: write('POST', '/api/organization-admin/organization', { name: 'Taken Over' }), ...ORG_ADMIN },
  { op: write('PATCH', '/api/organization-admin/organization', { name: 'Taken Over' }), ...ORG_ADMIN },
  { op: get('/api/organization-admin/affiliations'), ...ORG_ADMIN },
  { op: write('PATCH', `/api/organization-admin/affiliations/${id()}`, { status: 'ended' }), ...ORG_ADMIN },
  { op: get('/api/organization-admin/invitations'), ...ORG_ADMIN },
  {
    op: write('POST', '/api/organization-admin/invitations', { email: 'someone@example.test' }),
    ...ORG_ADMIN,
  },
  { op: write('DELETE', `/api/organization-admin/invitations/${id()}`), ...ORG_ADMIN },
  { op: get('/api/organization-admin/appointments'), ...ORG_ADMIN },
];

const named = (op: Operation) => ({ ...op, name: `${op.method} ${op.path.split('?')[0]}` });

describe("the dashboards' APIs", () => {
  it('refuse guests (401) and the roles each screen is not for (403), and change nothing', async () => {
    await send('guest', { method: 'GET', path: '/api/maintenance' });
    const log = await auditCount(deps);
    const before = await fingerprint();
    const calls = DASHBOARD_RULES.flatMap(({ op, refused }) => [
      { caller: 'guest' as Caller, op: named(op), expected: 401 },
      ...refused.map((caller) => ({ caller: caller as Caller, op: named(op), expected: 403 })),
    ]);
    expect(await refusals(calls)).toEqual([]);
    expect(await auditCount(deps)).toBe(log);
    const after = await fingerprint();
    expect(Object.keys(after).filter((t) => after[t] !== before[t])).toEqual([]);
  });

  it('let the roles each screen is for past the role check (reads only)', async () => {
    const wrong: string[] = [];
    for (const { op, allowed } of DASHBOARD_RULES.filter((r) => r.op.method === 'GET'))
      for (const role of allowed) {
        const status = await send(role, op);
        if (status === 401 || status === 403) wrong.push(`${role} ${op.method} ${op.path}: ${status}`);
      }
    expect(wrong).toEqual([]);
  });

  it('cover every dashboard API the document lists under /patient, /provider and /organization-admin', async () => {
    const doc = await apiDocument();
    const inTable = new Set(DASHBOARD_RULES.map(({ op }) => `${op.method} ${templateOf(op.path)}`));
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!/^\/api\/(patient|provider|organization-admin)\//.test(path)) continue;
      for (const method of METHODS)
        if (item[method] && !inTable.has(`${method.toUpperCase()} ${path}`))
          missing.push(`${method.toUpperCase()} ${path}`);
    }
    expect(missing).toEqual([]);
  });
});

/** The document's form of a path: UUIDs back to {id}, without the query. */
const templateOf = (path: string) =>
  path.split('?')[0]!.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '{id}');
