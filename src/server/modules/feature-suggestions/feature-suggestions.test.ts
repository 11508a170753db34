import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/roles.ts';
import {
  ADMIN_SUGGESTIONS_MAX_PAGE_SIZE,
  SUGGESTION_MESSAGES as M,
  type AdminSuggestionDto,
  type AdminSuggestionListDto,
} from '#shared/feature-suggestions/feature-suggestion.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { QUERY_MESSAGES } from '#shared/validation/query-values.ts';
import { featureSuggestions } from '../../db/schema/index.ts';
import { apiClient, testServices } from '../../test/harness.ts';
import { auditCount, auditEntries } from '../../test/audit-log.ts';
import { signedInUser } from '../../test/people.ts';

let app: App;
let deps: AppDeps;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let patient: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  ({ app, deps } = await testServices());
  admin = await signedInUser(app, deps, 'super_admin', { firstName: 'Ada', lastName: 'Admin' });
  patient = await signedInUser(app, deps, 'patient', { firstName: 'Rosa', lastName: 'Delgado' });
});

const CREATE = '/api/feature-suggestions';
const LIST = '/api/admin/feature-suggestions';
const one = (id: string) => `${LIST}/${id}`;

/** A word no other test's suggestion holds, so a search for it sees only this test's rows. */
const marker = () => `zq${randomUUID().slice(0, 8)}`;

const rowOf = async (id: string) =>
  (await deps.database.db.select().from(featureSuggestions).where(eq(featureSuggestions.id, id)))[0];

async function suggest(
  who: { client: ReturnType<typeof apiClient> },
  values: Partial<Record<'title' | 'description' | 'category' | 'priority', string>> = {},
) {
  const res = await who.client.post(CREATE, {
    title: 'Larger buttons',
    description: 'The buttons on the booking page are hard to press.',
    ...values,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const listed = async (query: string) => {
  const res = await admin.client.get(`${LIST}?${query}`);
  expect(res.status).toBe(200);
  return res.body as unknown as AdminSuggestionListDto;
};

describe('suggesting a feature', () => {
  it('saves what a signed-in user sends, with who they are, the default category and priority, as new', async () => {
    const id = await suggest(patient, { title: '  Larger buttons  ' });
    const row = await rowOf(id);
    expect(row).toMatchObject({
      title: 'Larger buttons',
      category: 'general',
      priority: 'medium',
      status: 'new',
      userId: patient.id,
      userRole: 'patient',
      userEmail: patient.email,
      userName: 'Rosa Delgado',
    });
  });

  it("refuses a guest with the spec's words, even when the form is also wrong", async () => {
    const guest = apiClient(app);
    for (const body of [{ title: 'A guest idea', description: 'Something' }, {}]) {
      const res = await guest.post(CREATE, body);
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe(inEnglish(M.signIn));
    }
  });

  it('refuses blank and too-long fields and unknown choices, and saves nothing', async () => {
    const title = marker();
    const cases: [Record<string, string>, string, string][] = [
      [{ title: '   ' }, 'title', inEnglish(M.required)],
      [{ description: ' \n ' }, 'description', inEnglish(M.required)],
      [
        { title: `${title}${'x'.repeat(101 - title.length)}` },
        'title',
        'Title must be 100 characters or less',
      ],
      [
        { description: `${title} ${'x'.repeat(500)}` },
        'description',
        'Description must be 500 characters or less',
      ],
      [{ category: 'astrology' }, 'category', ''],
      [{ priority: 'whenever' }, 'priority', ''],
    ];
    for (const [change, field, message] of cases) {
      const res = await patient.client.post(CREATE, {
        title,
        description: `About ${title}`,
        ...change,
      });
      expect(res.status, field).toBe(400);
      const errors = res.body.errors as Record<string, string>;
      expect(Object.keys(errors)).toEqual([field]);
      if (message) expect(errors[field]).toBe(message);
    }
    expect((await listed(`q=${title}`)).total).toBe(0);
  });

  it("answers in the page's language, with the limit filled in and the key beside the words", async () => {
    const title = marker();
    const spanish = patient.client.speaking('es');
    const long = await spanish.post(CREATE, { title, description: `${title} ${'x'.repeat(500)}` });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ description: 'La descripción debe tener 500 caracteres o menos' });
    expect(long.body.codes).toEqual({ description: M.descriptionTooLong });
    const guest = await apiClient(app).speaking('es').post(CREATE, { title, description: 'Una idea' });
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({
      detail: 'Debe iniciar sesión para enviar sugerencias',
      code: M.signIn,
    });
    expect((await listed(`q=${title}`)).total).toBe(0);
  });

  it('takes exactly 100 and 500 characters', async () => {
    const title = marker();
    await suggest(patient, {
      title: title.padEnd(100, 'x'),
      description: title.padEnd(500, 'y'),
    });
    expect((await listed(`q=${title}`)).suggestions[0]!.title).toHaveLength(100);
  });
});

describe("the super admin's suggestion list", () => {
  it('refuses guests (401) and every other role (403), for reading and for changing a status', async () => {
    const id = await suggest(patient);
    const guest = apiClient(app);
    expect((await guest.get(LIST)).status).toBe(401);
    expect((await guest.patch(one(id), { status: 'planned' })).status).toBe(401);
    for (const role of ['patient', 'provider', 'organization_admin'] as Role[]) {
      const other = await signedInUser(app, deps, role);
      expect((await other.client.get(LIST)).status, role).toBe(403);
      expect((await other.client.patch(one(id), { status: 'planned' })).status, role).toBe(403);
    }
    expect((await rowOf(id))!.status).toBe('new');
  });

  it('shows who sent each suggestion and when, newest first', async () => {
    const tag = marker();
    const provider = await signedInUser(app, deps, 'provider', { firstName: 'Elena', lastName: 'Morales' });
    const first = await suggest(patient, { title: `${tag} first` });
    const second = await suggest(provider, { title: `${tag} second`, category: 'mobile', priority: 'high' });
    const page = await listed(`q=${tag}`);
    expect(page.suggestions.map((s) => s.id)).toEqual([second, first]);
    expect(page.suggestions[0]).toEqual<AdminSuggestionDto>({
      id: second,
      title: `${tag} second`,
      description: 'The buttons on the booking page are hard to press.',
      category: 'mobile',
      priority: 'high',
      status: 'new',
      userName: 'Elena Morales',
      userEmail: provider.email,
      userRole: 'provider',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown as string,
    });
  });

  it('filters by status, category, priority and a search of the words, name and e-mail, with counts per status', async () => {
    const tag = marker();
    const a = await suggest(patient, {
      title: `${tag} bigger text`,
      category: 'accessibility',
      priority: 'urgent',
    });
    const b = await suggest(patient, { title: `${tag} dark mode`, category: 'ui_ux', priority: 'low' });
    const c = await suggest(patient, { description: `${tag} faster search`, category: 'performance' });
    expect((await admin.client.patch(one(b), { status: 'planned' })).status).toBe(200);

    const all = await listed(`q=${tag}`);
    expect(all.total).toBe(3);
    expect(all.counts).toEqual({ new: 2, under_review: 0, planned: 1, in_progress: 0, done: 0, declined: 0 });

    const planned = await listed(`q=${tag}&status=planned`);
    expect(planned.suggestions.map((s) => s.id)).toEqual([b]);
    expect(planned.total).toBe(1);
    // The counts stay those of the other filters, so each status still says how many it holds.
    expect(planned.counts.new).toBe(2);

    expect((await listed(`q=${tag}&category=accessibility`)).suggestions.map((s) => s.id)).toEqual([a]);
    expect((await listed(`q=${tag}&priority=medium`)).suggestions.map((s) => s.id)).toEqual([c]);
    expect((await listed(`q=${tag}&category=ui_ux&status=new`)).total).toBe(0);
    expect((await listed(`q=${tag.toUpperCase()}%20DARK`)).suggestions.map((s) => s.id)).toEqual([b]);

    // The sender's name and e-mail are searched too.
    const writer = await signedInUser(app, deps, 'patient', { firstName: tag, lastName: 'Writer' });
    const d = await suggest(writer);
    expect((await listed(`q=${tag}%20Writer`)).suggestions.map((s) => s.id)).toEqual([d]);
    expect((await listed(`q=${encodeURIComponent(writer.email)}`)).suggestions.map((s) => s.id)).toEqual([d]);
    // LIKE's wildcards are plain characters.
    expect((await listed(`q=${tag}%25`)).total).toBe(0);
  });

  it('pages the list and caps the page size', async () => {
    const tag = marker();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await suggest(patient, { title: `${tag} idea ${i}` }));
    const newestFirst = [...ids].reverse();
    const p1 = await listed(`q=${tag}&pageSize=2`);
    const p3 = await listed(`q=${tag}&pageSize=2&page=3`);
    expect(p1).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(p1.suggestions.map((s) => s.id)).toEqual(newestFirst.slice(0, 2));
    expect(p3.suggestions.map((s) => s.id)).toEqual(newestFirst.slice(4));
    expect((await listed(`q=${tag}`)).pageSize).toBe(20);
    expect((await listed(`q=${tag}&pageSize=100000`)).pageSize).toBe(ADMIN_SUGGESTIONS_MAX_PAGE_SIZE);
  });

  it('refuses unknown filters and bad page numbers', async () => {
    for (const query of [
      'status=lost',
      'category=astrology',
      'priority=soon',
      'page=0',
      'pageSize=0',
      'page=x',
    ]) {
      expect((await admin.client.get(`${LIST}?${query}`)).status, query).toBe(400);
    }
    expect((await admin.client.get(`${LIST}?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('says which filter is wrong, in English and in the language of the page', async () => {
    const query = `status=lost&category=astrology&priority=soon&q=${'x'.repeat(101)}&page=0&pageSize=0`;
    const english = await admin.client.get(`${LIST}?${query}`);
    expect(english.body.errors).toEqual({
      status: 'Unknown status',
      category: 'Unknown category',
      priority: 'Unknown priority',
      q: 'Search must be 100 characters or less',
      page: 'Page must be at least 1',
      pageSize: 'Results per page must be at least 1',
    });
    const spanish = await admin.client.speaking('es').get(`${LIST}?${query}`);
    expect(spanish.body.errors).toEqual({
      status: 'Estado desconocido',
      category: 'Categoría desconocida',
      priority: 'Prioridad desconocida',
      q: 'La búsqueda debe tener 100 caracteres o menos',
      page: 'La página debe ser al menos 1',
      pageSize: 'Los resultados por página deben ser al menos 1',
    });
    expect(spanish.body.codes).toMatchObject({ status: M.unknownStatus, q: QUERY_MESSAGES.searchTooLong });
  });
});

describe("changing a suggestion's status", () => {
  it('moves it through every status and answers with it as it is now', async () => {
    const id = await suggest(patient);
    for (const status of ['under_review', 'planned', 'in_progress', 'done', 'declined', 'new'] as const) {
      const res = await admin.client.patch(one(id), { status });
      expect(res.status, status).toBe(200);
      expect(res.body).toMatchObject({ id, status, userName: 'Rosa Delgado' });
      expect((await rowOf(id))!.status).toBe(status);
    }
  });

  it('refuses a status not on the list and changes nothing', async () => {
    const id = await suggest(patient);
    for (const status of ['archived', '', 'NEW']) {
      const res = await admin.client.patch(one(id), { status });
      expect(res.status, status).toBe(400);
      expect(res.body.detail).toBe(inEnglish(M.badStatus));
    }
    expect((await admin.client.patch(one(id), {})).status).toBe(400);
    expect((await rowOf(id))!.status).toBe('new');
  });

  it('answers 404 for a suggestion that does not exist and 400 for an address that is not one', async () => {
    const missing = await admin.client.patch(one(randomUUID()), { status: 'done' });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(inEnglish(M.notFound));
    expect((await admin.client.patch(one('not-an-id'), { status: 'done' })).status).toBe(400);
  });

  it('writes each change to the audit log, and nothing for a refused or invalid one', async () => {
    const id = await suggest(patient);
    expect((await patient.client.patch(one(id), { status: 'done' })).status).toBe(403);
    expect((await admin.client.patch(one(id), { status: 'archived' })).status).toBe(400);
    expect(await auditCount(deps, { targetId: id })).toBe(0);
    expect((await admin.client.patch(one(id), { status: 'planned' })).status).toBe(200);
    const entries = await auditEntries(deps, { targetId: id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'feature_suggestion.update',
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'feature_suggestion',
      before: { status: 'new' },
      after: { status: 'planned' },
    });
  });
});

describe('the API description', () => {
  it('lists the suggestion routes with their filters', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    };
    expect(Object.keys(doc.paths[CREATE]!)).toEqual(['post']);
    const params = doc.paths[LIST]!.get!.parameters!.map((p) => p.name);
    expect(params).toEqual(['status', 'category', 'priority', 'q', 'page', 'pageSize']);
    expect(Object.keys(doc.paths[`${LIST}/{id}`]!)).toEqual(['patch']);
  });
});
