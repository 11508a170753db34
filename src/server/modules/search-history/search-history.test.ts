import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, testServices, uniqueEmail } from '../../test/harness.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { createVerifiedUser } from '../accounts/service.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { SEARCH_HISTORY_MESSAGES } from '#shared/search-history/search-history.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

async function signedIn(role: 'patient' | 'provider' = 'patient') {
  const email = uniqueEmail(role);
  await createVerifiedUser(deps.database.db, { email, password: 'long-enough-1', role });
  const client = apiClient(app);
  expect((await client.post('/api/auth/sign-in/email', { email, password: 'long-enough-1' })).status).toBe(
    200,
  );
  return client;
}

type Entry = { id: string; location: string; specialty: string; category: string; searchCount: number };
const recent = async (client: ReturnType<typeof apiClient>) =>
  (await client.get('/api/search-history')).body.searches as Entry[];

describe('search history', () => {
  it('remembers searches newest first, counts repeats and keeps 5', async () => {
    const patient = await signedIn();
    for (const location of ['33101', '33102', '33103', '33104', '33105', '33106']) {
      expect((await patient.post('/api/search-history', { location, category: 'dentist' })).status).toBe(200);
    }
    const again = await patient.post('/api/search-history', { location: '33102', category: 'dentist' });
    expect(again.body.search).toMatchObject({
      location: '33102',
      category: 'dentist',
      specialty: '',
      searchCount: 2,
    });
    const list = await recent(patient);
    expect(list.map((s) => s.location)).toEqual(['33102', '33106', '33105', '33104', '33103']);
  });

  it('keeps a search remembered before categories as it was, labelled by its category (ADR 23)', async () => {
    const patient = await signedIn();
    // Run again from the list: the old value is sent back as stored, and stays one row.
    for (let i = 0; i < 2; i++)
      await patient.post('/api/search-history', { location: 'Miami, FL', specialty: 'cardiology' });
    await patient.post('/api/search-history', { location: 'Miami, FL', category: 'heart' });
    // A category chosen with an old value replaces it.
    await patient.post('/api/search-history', {
      location: '33133',
      category: 'skin',
      specialty: 'dermatology',
    });
    expect(
      (await recent(patient)).map(({ location, specialty, category, searchCount }) => ({
        location,
        specialty,
        category,
        searchCount,
      })),
    ).toEqual([
      { location: '33133', specialty: '', category: 'skin', searchCount: 1 },
      { location: 'Miami, FL', specialty: '', category: 'heart', searchCount: 1 },
      { location: 'Miami, FL', specialty: 'cardiology', category: 'heart', searchCount: 2 },
    ]);
  });

  it('forgets one search or all, and only the owner can', async () => {
    const one = await signedIn();
    const two = await signedIn('provider');
    await one.post('/api/search-history', { location: 'Miami, FL', specialty: '' });
    await one.post('/api/search-history', { location: '', specialty: 'podiatrist' });
    const [latest] = await recent(one);
    expect((await two.delete(`/api/search-history/${latest!.id}`)).status).toBe(404);
    expect(await recent(one)).toHaveLength(2);
    expect(await recent(two)).toEqual([]);
    expect((await one.delete(`/api/search-history/${latest!.id}`)).status).toBe(204);
    expect((await recent(one)).map((s) => s.location)).toEqual(['Miami, FL']);
    await two.post('/api/search-history', { location: '33133', specialty: '' });
    expect((await one.delete('/api/search-history')).status).toBe(204);
    expect(await recent(one)).toEqual([]);
    expect(await recent(two)).toHaveLength(1);
  });

  it('refuses guests and bad input, and writes nothing', async () => {
    const guest = apiClient(app);
    expect((await guest.get('/api/search-history')).status).toBe(401);
    expect((await guest.post('/api/search-history', { location: '33101' })).status).toBe(401);
    const patient = await signedIn();
    const empty = await patient.post('/api/search-history', { location: '  ', specialty: '' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('A search needs a location or a specialty');
    const unknown = await patient.post('/api/search-history', { location: '', specialty: 'astrology' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('Unknown specialty');
    const noCategory = await patient.post('/api/search-history', { location: '', category: 'cardiology' });
    expect(noCategory.status).toBe(400);
    expect(JSON.stringify(noCategory.body)).toContain('Unknown kind of care');
    expect((await patient.post('/api/search-history', { location: 'x'.repeat(121) })).status).toBe(400);
    expect((await patient.delete('/api/search-history/not-a-uuid')).status).toBe(400);
    expect(await recent(patient)).toEqual([]);
  });

  it('says what is wrong in the language of the page', async () => {
    const spanish = (await signedIn()).speaking('es');
    const empty = await spanish.post('/api/search-history', { location: '  ', specialty: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ location: 'Para buscar, indique un lugar o una especialidad' });
    expect(empty.body.codes).toEqual({ location: SEARCH_HISTORY_MESSAGES.locationOrSpecialty });
    const long = await spanish.post('/api/search-history', { location: 'x'.repeat(121) });
    expect(long.body.errors).toEqual({ location: 'El lugar debe tener como máximo 120 caracteres' });
    const unknown = await spanish.post('/api/search-history', { location: '', specialty: 'astrology' });
    expect(unknown.body.errors).toEqual({ specialty: 'Especialidad desconocida' });
    const id = await spanish.delete('/api/search-history/not-a-uuid');
    expect(id.body.detail).toBe('Falta el número de identificación de la búsqueda');
    const gone = await spanish.delete('/api/search-history/5a1f2b3c-1d2e-4f60-8a7b-9c0d1e2f3a4b');
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({
      detail: 'No se encontró la búsqueda',
      code: 'home.searchHistory.notFound',
    });
    expect(inEnglish(SEARCH_HISTORY_MESSAGES.locationTooLong, { maximum: 120 })).toBe(
      'Location must be at most 120 characters',
    );
  });

  it('trends by people over the last 30 days, for everyone', async () => {
    const db = deps.database.db;
    // A clean window: older rows from other tests would otherwise take part.
    await db.execute(sql`update user_search_history set updated_at = now() - interval '60 days'`);
    const people = await Promise.all([signedIn(), signedIn(), signedIn()]);
    // Old rows count for their category: two people searched 'cardiology' before, one 'heart' now.
    for (const p of people.slice(0, 2))
      await p.post('/api/search-history', { location: '', specialty: 'cardiology' });
    await people[2]!.post('/api/search-history', { location: '', category: 'heart' });
    for (const p of people.slice(0, 2))
      await p.post('/api/search-history', { location: '1', category: 'bladder-and-prostate' });
    // One person searching over and over counts as one person.
    for (let i = 0; i < 5; i++)
      await people[0]!.post('/api/search-history', { location: '', category: 'cancer-care' });
    const stale = await signedIn();
    await stale.post('/api/search-history', { location: 'old', specialty: 'neurology' });
    await db.execute(
      sql`update user_search_history set updated_at = now() - interval '31 days' where location = 'old'`,
    );

    const res = await apiClient(app).get('/api/search-history/trending');
    expect(res.status).toBe(200);
    expect(res.body.trending).toEqual([
      { category: 'heart', label: 'Heart (cardiology)', count: 3 },
      { category: 'bladder-and-prostate', label: expect.any(String), count: 2 },
      { category: 'cancer-care', label: expect.any(String), count: 5 },
    ]);
  });

  it('forgets a deleted account’s searches', async () => {
    const email = uniqueEmail('gone');
    const user = await createVerifiedUser(deps.database.db, {
      email,
      password: 'long-enough-1',
      role: 'patient',
    });
    const client = apiClient(app);
    await client.post('/api/auth/sign-in/email', { email, password: 'long-enough-1' });
    await client.post('/api/search-history', { location: '33133', specialty: '' });
    await deps.database.db.execute(sql`delete from users where id = ${user.id}`);
    const { rows } = await deps.database.db.execute(
      sql`select 1 from user_search_history where user_id = ${user.id}`,
    );
    expect(rows).toHaveLength(0);
  });
});
