import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '#shared/roles.ts';
import { createApp, type App } from '../app.ts';
import type { AppDeps } from '../app-env.ts';
import {
  jobs,
  notifications,
  organizationInvitations,
  organizations,
  reviewResponses,
  reviews,
  uploads,
  userFavorites,
  userSearchHistory,
} from '../db/schema/index.ts';
import {
  addPractice as addBookingPractice,
  dayAhead,
  insertAppointment,
} from '../modules/appointments/test-fixtures.ts';
import {
  addPatient,
  addPractice,
  conversationOf,
  send as sendMessage,
} from '../modules/messaging/test-fixtures.ts';
import {
  documentedOperations,
  fillPath,
  jsonBodySchema,
  readApiDocument,
  sample,
  type ApiDocument,
  type DocumentedOperation,
} from './api-document.ts';
import { auditCount } from './audit-log.ts';
import { TEST_ORIGIN, testServices, uniqueIp, type Json } from './harness.ts';
import { addProvider, signedInUser } from './people.ts';

/**
 * Who may call what, checked on the server for every operation of the API document, so an endpoint
 * added without an entry here fails this test:
 * - every /api/admin operation (read from the document, so a new admin tool is covered the day it is
 *   mounted) is refused to guests (401) and to every role but super_admin (403), and changes nothing;
 * - every other operation × every role, against a table of who may call it: refused calls change
 *   nothing, allowed ones get past the role check;
 * - for each resource one person owns, another person of the same role is refused (403 or 404) and
 *   changes nothing.
 */

type Caller = 'guest' | Role;
const CALLERS: Caller[] = ['guest', ...ROLES];

/** public: anyone; signed-in: any role; else the roles the role check lets through. */
type Access = 'public' | 'signed-in' | Role[];

const PATIENT: Role[] = ['patient', 'super_admin'];
const PROVIDER: Role[] = ['provider', 'super_admin'];
/** A patient's own account, which no other role stands in for. */
const PATIENT_ACCOUNT: Role[] = ['patient'];
/** A provider's own records (profile, application, subscription): a super admin has none. */
const OWN_PROVIDER: Role[] = ['provider'];
const ORG_ADMIN: Role[] = ['organization_admin', 'super_admin'];
const SUPER_ADMIN: Role[] = ['super_admin'];

/**
 * Who may call each operation. Requests carry well-formed input and ids of nothing, so an allowed
 * caller gets past the role check (2xx, 400, 404 or 409) and a refused one gets 401 or 403.
 */
const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/metrics': SUPER_ADMIN,
  'GET /api/maintenance': 'public',
  'POST /api/maintenance/unlock': 'public',
  'POST /api/waiting-list': 'public',
  'POST /api/contact': 'public',
  'GET /api/me': 'public',
  'PUT /api/me/locale': 'signed-in',
  'GET /api/accounts/password-reset/{token}': 'public',
  'POST /api/feature-suggestions': 'signed-in',
  'GET /api/providers/search': 'public',
  'GET /api/taxonomy/specialties': 'public',
  'GET /api/providers/{id}': 'public',
  'GET /api/providers/{id}/similar': 'public',
  'GET /api/providers/{id}/next-slots': 'public',
  'POST /api/providers/{id}/views': 'public',
  'GET /api/providers/{id}/reviews': 'public',
  'POST /api/providers/{id}/reviews': PATIENT,
  'PATCH /api/reviews/{id}': 'signed-in',
  'DELETE /api/reviews/{id}': 'signed-in',
  'PUT /api/reviews/{id}/like': 'signed-in',
  'DELETE /api/reviews/{id}/like': 'signed-in',
  'POST /api/reviews/{id}/response': 'signed-in',
  'PATCH /api/reviews/{id}/response': 'signed-in',
  'DELETE /api/reviews/{id}/response': 'signed-in',
  'GET /api/provider/reviews': PROVIDER,
  'POST /api/providers/{id}/reports': 'signed-in',
  'GET /api/providers/{id}/slots': 'public',
  'GET /api/providers/{id}/slots/events': 'public',
  'GET /api/providers/{id}/appointment-types': 'public',
  'POST /api/appointments': PATIENT,
  'GET /api/appointments/mine': PATIENT,
  'POST /api/appointments/{id}/cancel': 'signed-in',
  'GET /api/appointments/{id}/calendar.ics': 'signed-in',
  'GET /api/provider/appointments': PROVIDER,
  'POST /api/provider/appointments/{id}/status': PROVIDER,
  'POST /api/provider/appointments/{id}/cancel': PROVIDER,
  'GET /api/provider/schedule': PROVIDER,
  'PUT /api/provider/schedule/availability': PROVIDER,
  'PUT /api/provider/schedule/office-hours': PROVIDER,
  'POST /api/provider/schedule/slots/generate': PROVIDER,
  'POST /api/provider/schedule/slots/block': PROVIDER,
  'POST /api/provider/schedule/slots/unblock': PROVIDER,
  'POST /api/provider/schedule/appointment-types': PROVIDER,
  'PATCH /api/provider/schedule/appointment-types/{id}': PROVIDER,
  'DELETE /api/provider/schedule/appointment-types/{id}': PROVIDER,
  'GET /api/provider/schedule/calendar': PROVIDER,
  'GET /api/events': 'signed-in',
  'GET /api/conversations': 'signed-in',
  'POST /api/conversations': PATIENT,
  'GET /api/conversations/unread': 'signed-in',
  'GET /api/conversations/{id}': 'signed-in',
  'POST /api/conversations/{id}/messages': 'signed-in',
  'POST /api/conversations/{id}/read': 'signed-in',
  'POST /api/presence': 'signed-in',
  'GET /api/notifications': 'signed-in',
  'POST /api/notifications/read-all': 'signed-in',
  'POST /api/notifications/{id}/read': 'signed-in',
  'GET /api/push/public-key': 'signed-in',
  'POST /api/push/subscriptions': 'signed-in',
  'DELETE /api/push/subscriptions': 'signed-in',
  'POST /api/geocode': 'public',
  'GET /api/favorites': PATIENT,
  'PUT /api/favorites/{providerId}': PATIENT,
  'DELETE /api/favorites/{providerId}': PATIENT,
  // Caregiver access is between patient accounts: a super admin acts for nobody.
  'GET /api/caregivers': PATIENT_ACCOUNT,
  'POST /api/caregivers/invitations': PATIENT_ACCOUNT,
  'DELETE /api/caregivers/invitations/{id}': PATIENT_ACCOUNT,
  'POST /api/caregivers/invitations/preview': 'public',
  'POST /api/caregivers/invitations/accept': PATIENT_ACCOUNT,
  'POST /api/caregivers/requests': PATIENT_ACCOUNT,
  'POST /api/caregivers/requests/{id}/approve': PATIENT_ACCOUNT,
  'POST /api/caregivers/requests/{id}/decline': PATIENT_ACCOUNT,
  'PATCH /api/caregivers/access/{id}': PATIENT_ACCOUNT,
  'DELETE /api/caregivers/access/{id}': PATIENT_ACCOUNT,
  'GET /api/search-history/trending': 'public',
  'GET /api/search-history': 'signed-in',
  'POST /api/search-history': 'signed-in',
  'DELETE /api/search-history': 'signed-in',
  'DELETE /api/search-history/{id}': 'signed-in',
  'POST /api/uploads/{area}': 'signed-in',
  'DELETE /api/uploads/{id}': 'signed-in',
  'POST /api/provider-applications': OWN_PROVIDER,
  'GET /api/provider-applications/mine': OWN_PROVIDER,
  'GET /api/provider/profile': OWN_PROVIDER,
  'PUT /api/provider/profile': OWN_PROVIDER,
  'POST /api/provider/profile/submit': OWN_PROVIDER,
  'GET /api/provider/subscription': OWN_PROVIDER,
  'POST /api/provider/subscription': OWN_PROVIDER,
  'DELETE /api/provider/subscription': OWN_PROVIDER,
  'GET /api/provider/overview': PROVIDER,
  'GET /api/provider/verification': PROVIDER,
  'POST /api/provider/verification/confirm': PROVIDER,
  'GET /api/page-content': 'public',
  'GET /api/app-settings': 'public',
  'GET /api/patient/overview': PATIENT,
  'GET /api/patient/profile': PATIENT,
  'PUT /api/patient/profile': PATIENT,
  'GET /api/patient/home-location': PATIENT,
  'GET /api/patient/saved-providers': PATIENT,
  'GET /api/patient/reviews': PATIENT,
  // The patient's own account only: a super admin removes people from the admin console.
  'DELETE /api/patient/account': ['patient'],
  'GET /api/organizations/search': PROVIDER,
  'GET /api/organizations/{id}': 'public',
  'GET /api/organizations/{id}/providers': 'public',
  'GET /api/organization-admin/organization': ORG_ADMIN,
  'POST /api/organization-admin/organization': ORG_ADMIN,
  'PATCH /api/organization-admin/organization': ORG_ADMIN,
  'GET /api/organization-admin/overview': ORG_ADMIN,
  'GET /api/organization-admin/affiliations': ORG_ADMIN,
  'PATCH /api/organization-admin/affiliations/{id}': ORG_ADMIN,
  'GET /api/organization-admin/invitations': ORG_ADMIN,
  'POST /api/organization-admin/invitations': ORG_ADMIN,
  'DELETE /api/organization-admin/invitations/{id}': ORG_ADMIN,
  'GET /api/organization-admin/appointments': ORG_ADMIN,
  'GET /api/provider/organizations': PROVIDER,
  'POST /api/provider/organization-invitations/{id}/accept': PROVIDER,
  'POST /api/provider/organization-invitations/{id}/decline': PROVIDER,
  'POST /api/provider/affiliations': PROVIDER,
  'POST /api/provider/affiliations/{id}/end': PROVIDER,
  // The sign-in service's endpoints that the /api/auth mount lets through.
  'POST /api/auth/sign-up/email': 'public',
  'POST /api/auth/sign-in/email': 'public',
  'POST /api/auth/sign-out': 'public',
  'GET /api/auth/verify-email': 'public',
  'POST /api/auth/send-verification-email': 'public',
  'POST /api/auth/request-password-reset': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/change-password': 'signed-in',
};

/** Operations that end the caller's session: the caller signs in again after them. */
const ENDS_SESSION = new Set(['POST /api/auth/sign-out']);

/**
 * Bodies where the smallest the document allows is not valid (a route validates before it checks
 * the caller, so an invalid body would be a 400 for everyone and hide the check).
 */
const BODIES: Record<string, Json> = {
  'POST /api/search-history': { location: '33101', specialty: '' },
  'DELETE /api/patient/account': { password: 'not-the-password-1', confirm: 'DELETE' },
  'POST /api/caregivers/invitations': { email: 'helper@example.test', permissions: ['manage_saved'] },
  'POST /api/caregivers/invitations/accept': { token: 'a'.repeat(43) },
  'POST /api/caregivers/requests': { patientEmail: 'elder@example.test' },
};

const isAdminPath = (path: string) => path === '/api/admin' || path.startsWith('/api/admin/');

let app: App;
let deps: AppDeps;
let doc: ApiDocument;
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  ({ deps } = await testServices());
  // The write limit would refuse the many writes one account makes here; it has its own test.
  app = createApp({ ...deps, config: { ...deps.config, rateLimit: false } });
  doc = await readApiDocument(app);
  for (const role of ROLES) await signIn(role);
}, 120_000);

async function signIn(role: Role) {
  const person = await signedInUser(app, deps, role);
  cookies[role] = person.client.cookie;
  // The provider owns a listed practice, as a provider using the dashboard does.
  if (role === 'provider') await addProvider(deps, { userId: person.id });
}

/** One request as a browser with that session cookie (none: a guest) sends it; the answer's status. */
async function statusOf(cookie: string | undefined, method: string, path: string, body?: Json) {
  const res = await app.request(path, {
    method,
    headers: {
      origin: TEST_ORIGIN,
      'x-client-ip': uniqueIp(),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.headers.get('content-type')?.includes('text/event-stream')) await res.body?.cancel();
  else await res.arrayBuffer();
  return res.status;
}

type ApiRequest = { name: string; method: string; path: string; body?: Json };

const call = (caller: Caller, req: ApiRequest) =>
  statusOf(caller === 'guest' ? undefined : cookies[caller], req.method, req.path, req.body);

/**
 * The request for a documented operation: path parameters as random UUIDs, the required query
 * values, and for a write the smallest body the document allows (or the one BODIES gives).
 */
function requestFor(op: DocumentedOperation): ApiRequest {
  let path = fillPath(op.path, {});
  const query = (op.op.parameters ?? [])
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema, doc)))}`);
  if (query.length) path += `?${query.join('&')}`;
  const schema = jsonBodySchema(op.op);
  const body =
    op.method === 'GET' ? undefined : (BODIES[op.name] ?? ((schema ? sample(schema, doc) : {}) as Json));
  return { name: op.name, method: op.method, path, body };
}

/** Runs the calls; those whose status was not the expected one. */
async function wrongAnswers(calls: { caller: Caller; req: ApiRequest; expected: number }[]) {
  const wrong: string[] = [];
  for (const { caller, req, expected } of calls) {
    const status = await call(caller, req);
    if (status !== expected) wrong.push(`${caller} ${req.name}: ${status} (expected ${expected})`);
  }
  return wrong;
}

// ---------------------------------------------------------------------------------------------
// "Nothing changed": a fingerprint of every table a request could write

/** Tables a refused request may legitimately touch: sessions, counters, presence, keys made once. */
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

/** Runs the calls and expects no table and no audit entry to have changed. */
async function expectNothingChanged(run: () => Promise<void>) {
  // A first request writes the maintenance defaults once; after it, nothing may write anything.
  await call('guest', { name: 'GET /api/maintenance', method: 'GET', path: '/api/maintenance' });
  const log = await auditCount(deps);
  const before = await fingerprint();
  await run();
  expect(await auditCount(deps)).toBe(log);
  const after = await fingerprint();
  expect(Object.keys(after).filter((t) => after[t] !== before[t])).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// The admin console

const NON_ADMINS = ['patient', 'provider', 'organization_admin'] as const;

/** The admin console's screens, each of which must be in the document. */
const ADMIN_CONSOLE_PATHS = [
  '/api/admin/overview',
  '/api/admin/users',
  '/api/admin/users/{id}/role',
  '/api/admin/users/{id}/disabled',
  '/api/admin/users/{id}/password-reset',
  '/api/admin/providers',
  '/api/admin/providers/{id}/status',
  '/api/admin/providers/{id}/featured',
  '/api/admin/mail',
  '/api/admin/mail/{id}/retry',
  '/api/admin/audit-log',
  '/api/admin/profile',
];

/** The number of /api/admin operations when this test was written; new tools only add to it. */
const MIN_ADMIN_OPERATIONS = 35;

/**
 * Admin routes registered outside the API document (router.get and the like), listed by hand as the
 * document cannot name them. None today; the source scan below fails when one appears unlisted.
 */
const UNDOCUMENTED_ADMIN_ROUTES: ApiRequest[] = [];

const adminRequests = () =>
  documentedOperations(doc)
    .filter((op) => isAdminPath(op.path))
    .map(requestFor);

const MODULES_DIR = fileURLToPath(new URL('../modules/', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

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

/** The admin console's writes aimed at real records: a patient, a listed provider, a failed mail. */
async function adminWritesOnRealRecords(targetId: string) {
  const provider = await addProvider(deps);
  const [job] = await deps.database.db
    .insert(jobs)
    .values({
      type: 'mail.send',
      payload: { to: 'x@example.test', template: 'password-reset' },
      failedAt: new Date(),
      attempts: 8,
    })
    .returning({ id: jobs.id });
  const writes: [method: string, path: string, body?: Json][] = [
    ['PUT', `/api/admin/users/${targetId}/role`, { role: 'super_admin' }],
    ['PUT', `/api/admin/users/${targetId}/disabled`, { disabled: true }],
    ['POST', `/api/admin/users/${targetId}/password-reset`, {}],
    ['PUT', `/api/admin/providers/${provider}/status`, { status: 'suspended' }],
    ['PUT', `/api/admin/providers/${provider}/featured`, { featured: true }],
    ['POST', `/api/admin/mail/${job!.id}/retry`, {}],
    ['PUT', '/api/admin/profile', { firstName: 'Mal', lastName: 'Icious' }],
  ];
  return writes.map(([method, path, body]): ApiRequest => ({
    name: `${method} ${path}`,
    method,
    path,
    body,
  }));
}

describe('every admin operation', () => {
  it('is in the API document: every /admin path a module declares is mounted and listed', () => {
    const listed = new Set(Object.keys(doc.paths));
    const declared = declaredAdminPaths();
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((p) => !listed.has(p))).toEqual([]);
    for (const path of ADMIN_CONSOLE_PATHS) expect(doc.paths, path).toHaveProperty([path]);
    const ops = adminRequests();
    expect(ops.length).toBeGreaterThanOrEqual(MIN_ADMIN_OPERATIONS);
    // Every module with /admin routes contributes: one missing router would drop a whole group.
    const groups = new Set(ops.map((o) => o.name.split('/')[3]));
    for (const p of declared) expect(groups, p).toContain(p.split('/')[3]);
  });

  it('has no route outside the document that is not listed here by hand', () => {
    expect(undocumentedAdminRoutes()).toEqual(UNDOCUMENTED_ADMIN_ROUTES.map((r) => r.name).sort());
  });

  it('answers 401 to a guest and 403 to every role but super_admin, and changes nothing', async () => {
    const target = await signedInUser(app, deps, 'patient');
    const requests = [
      ...adminRequests(),
      ...UNDOCUMENTED_ADMIN_ROUTES,
      ...(await adminWritesOnRealRecords(target.id)),
    ];
    const calls = requests.flatMap((req) => [
      { caller: 'guest' as Caller, req, expected: 401 },
      ...NON_ADMINS.map((caller) => ({ caller: caller as Caller, req, expected: 403 })),
    ]);
    await expectNothingChanged(async () => expect(await wrongAnswers(calls)).toEqual([]));
    // The target is still signed in: nobody ended their sessions (a table the fingerprint leaves out).
    expect((await target.client.get('/api/me')).body.user).not.toBeNull();
  });

  it('lets a super admin through the role check on every read', async () => {
    const wrong: string[] = [];
    for (const req of adminRequests().filter((r) => r.method === 'GET')) {
      const status = await call('super_admin', req);
      if (status === 401 || status === 403) wrong.push(`${req.name}: ${status}`);
    }
    expect(wrong).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Every other operation × every role

/** What the table says the caller must get: 'pass' (past the role check), 401 or 403. */
function expected(access: Access, caller: Caller): 'pass' | 401 | 403 {
  if (access === 'public') return 'pass';
  if (caller === 'guest') return 401;
  if (access === 'signed-in') return 'pass';
  return access.includes(caller) ? 'pass' : 403;
}

const matrixRequests = () =>
  documentedOperations(doc)
    .filter((op) => !isAdminPath(op.path) && op.name in ACCESS)
    .map(requestFor);

describe('the authorization matrix', () => {
  it('has an entry for every operation of the API document outside /api/admin', () => {
    const missing = documentedOperations(doc)
      .filter((op) => !isAdminPath(op.path) && !(op.name in ACCESS))
      .map((op) => op.name);
    expect(missing).toEqual([]);
  });

  it('refuses every operation to the callers the table leaves out (401 or 403), and nothing changes', async () => {
    const requests = matrixRequests();
    expect(requests.length).toBeGreaterThan(90);
    const calls = requests.flatMap((req) =>
      CALLERS.map((caller) => ({ caller, req, expected: expected(ACCESS[req.name]!, caller) })).filter(
        (c): c is { caller: Caller; req: ApiRequest; expected: 401 | 403 } => c.expected !== 'pass',
      ),
    );
    await expectNothingChanged(async () => expect(await wrongAnswers(calls)).toEqual([]));
  });

  it('lets every caller the table lists past the role check', async () => {
    const wrong: string[] = [];
    for (const req of matrixRequests())
      for (const caller of CALLERS) {
        if (expected(ACCESS[req.name]!, caller) !== 'pass') continue;
        const status = await call(caller, req);
        if (status === 401 || status === 403 || status >= 500) wrong.push(`${caller} ${req.name}: ${status}`);
        if (caller !== 'guest' && ENDS_SESSION.has(req.name)) await signIn(caller);
      }
    expect(wrong).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Another person's resource

type Person = { id: string; client: { cookie: string } };

const as = (person: Person, method: string, path: string, body?: Json) =>
  statusOf(person.client.cookie, method, path, body);

describe("another person's resource", () => {
  it('is refused (403 or 404) to someone else of the same role, and nothing changes', async () => {
    const db = deps.database.db;
    // Patients A and B; practices A and B, each with its owner.
    const patientA = await addPatient(app, deps);
    const patientB = await addPatient(app, deps);
    const practiceA = await addBookingPractice(app, deps);
    const practiceB = await addPractice(app, deps);

    const appointmentId = await insertAppointment(deps, {
      patientId: patientA.id,
      providerId: practiceA.providerId,
      date: dayAhead(5),
      time: '10:00',
    });
    const conversationId = await conversationOf(patientA, {
      ...practiceA.owner,
      providerId: practiceA.providerId,
    });
    await sendMessage(patientA, conversationId, 'About my knee');
    const [review] = await db
      .insert(reviews)
      .values({
        userId: patientA.id,
        providerProfileId: practiceA.providerId,
        rating: 5,
        content: 'Kind and clear',
      })
      .returning({ id: reviews.id });
    await db.insert(reviewResponses).values({
      reviewId: review!.id,
      providerProfileId: practiceA.providerId,
      userId: practiceA.owner.id,
      content: 'Thank you',
    });
    await db.insert(userFavorites).values({ userId: patientA.id, providerProfileId: practiceA.providerId });
    const [search] = await db
      .insert(userSearchHistory)
      .values({ userId: patientA.id, location: 'Naples, FL', specialty: '' })
      .returning({ id: userSearchHistory.id });
    const [note] = await db
      .insert(notifications)
      .values({
        userId: patientA.id,
        kind: 'appointment_booked',
        title: 'Booked',
        body: 'Your visit is booked',
      })
      .returning({ id: notifications.id });
    const [upload] = await db
      .insert(uploads)
      .values({
        ownerUserId: patientA.id,
        area: 'profile-images',
        key: `profile-images/${patientA.id}/patient-avatars/${randomUUID()}.png`,
        contentType: 'image/png',
        size: 100,
      })
      .returning({ id: uploads.id });
    const orgAdminA = await signedInUser(app, deps, 'organization_admin');
    const orgAdminB = await signedInUser(app, deps, 'organization_admin');
    const [orgA] = await db
      .insert(organizations)
      .values({ name: `Sunrise Health ${randomUUID().slice(0, 6)}`, adminUserId: orgAdminA.id })
      .returning({ id: organizations.id });
    // B runs an organization of their own, so a refusal is about A's, not about having none.
    await db
      .insert(organizations)
      .values({ name: `Bayside Care ${randomUUID().slice(0, 6)}`, adminUserId: orgAdminB.id });
    const [invitation] = await db
      .insert(organizationInvitations)
      .values({
        organizationId: orgA!.id,
        email: practiceA.owner.email.toLowerCase(),
        invitedBy: orgAdminA.id,
      })
      .returning({ id: organizationInvitations.id });

    const patientCalls: [string, string, Json?][] = [
      ['POST', `/api/appointments/${appointmentId}/cancel`, { reason: 'Not mine' }],
      ['GET', `/api/appointments/${appointmentId}/calendar.ics`],
      ['GET', `/api/conversations/${conversationId}`],
      ['POST', `/api/conversations/${conversationId}/messages`, { body: 'Hello from someone else' }],
      ['POST', `/api/conversations/${conversationId}/read`],
      ['PATCH', `/api/reviews/${review!.id}`, { rating: 1, content: 'Changed by someone else' }],
      ['DELETE', `/api/reviews/${review!.id}`],
      ['DELETE', `/api/search-history/${search!.id}`],
      ['POST', `/api/notifications/${note!.id}/read`],
      ['DELETE', `/api/uploads/${upload!.id}`],
    ];
    const providerCalls: [string, string, Json?][] = [
      ['POST', `/api/provider/appointments/${appointmentId}/status`, { status: 'confirmed' }],
      ['POST', `/api/provider/appointments/${appointmentId}/cancel`, { reason: 'Closed' }],
      ['GET', `/api/conversations/${conversationId}`],
      ['POST', `/api/conversations/${conversationId}/messages`, { body: 'Not your patient' }],
      ['POST', `/api/reviews/${review!.id}/response`, { content: 'Not my review' }],
      ['PATCH', `/api/reviews/${review!.id}/response`, { content: 'Not my response' }],
      ['DELETE', `/api/reviews/${review!.id}/response`],
      ['PATCH', `/api/provider/schedule/appointment-types/${practiceA.followUp}`, { name: 'Taken over' }],
      ['DELETE', `/api/provider/schedule/appointment-types/${practiceA.retired}`],
      ['GET', `/api/provider/schedule?providerProfileId=${practiceA.providerId}`],
      [
        'PUT',
        `/api/provider/schedule/availability?providerProfileId=${practiceA.providerId}`,
        { windows: [{ dayOfWeek: 1, startTime: '09:00', endTime: '12:00' }] },
      ],
      ['POST', `/api/provider/organization-invitations/${invitation!.id}/accept`],
      ['POST', `/api/provider/organization-invitations/${invitation!.id}/decline`],
    ];
    const orgAdminCalls: [string, string, Json?][] = [
      ['GET', `/api/organization-admin/organization?organizationId=${orgA!.id}`],
      [
        'PATCH',
        `/api/organization-admin/organization?organizationId=${orgA!.id}`,
        {
          name: 'Taken Over',
          description: 'Not theirs.',
          website: 'https://taken.example.com',
          phone: '(305) 555-0142',
          streetAddress: '1450 Coral Way',
          city: 'Miami',
          state: 'FL',
          zipCode: '33145',
          locations: [],
        },
      ],
      ['GET', `/api/organization-admin/invitations?organizationId=${orgA!.id}`],
      ['DELETE', `/api/organization-admin/invitations/${invitation!.id}`],
      ['DELETE', `/api/organization-admin/invitations/${invitation!.id}?organizationId=${orgA!.id}`],
      ['GET', `/api/organization-admin/appointments?organizationId=${orgA!.id}`],
    ];

    const wrong: string[] = [];
    const run = async (who: Person, label: string, calls: [string, string, Json?][]) => {
      for (const [method, path, body] of calls) {
        const status = await as(who, method, path, body);
        if (status !== 403 && status !== 404) wrong.push(`${label} ${method} ${path}: ${status}`);
      }
    };
    await expectNothingChanged(async () => {
      await run(patientB, 'patient B', patientCalls);
      await run(practiceB, 'provider B', providerCalls);
      await run(orgAdminB, 'organization admin B', orgAdminCalls);
      // Favorites are keyed by the caller: B removing "their" favorite of the practice leaves A's.
      expect(await as(patientB, 'DELETE', `/api/favorites/${practiceA.providerId}`)).toBe(204);
      expect(wrong).toEqual([]);
    });
  });
});
