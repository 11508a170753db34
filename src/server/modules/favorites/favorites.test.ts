import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { providerProfiles, userFavorites } from '../../db/schema/index.ts';
import { apiClient, testServices, uniqueEmail } from '../../test/harness.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { createVerifiedUser } from '../accounts/service.ts';
import { FAVORITES_LISTED } from './repository.ts';
import { PATIENT_QUERY_MESSAGES } from '#shared/patient/patient-schemas.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

async function signedIn(role: 'patient' | 'provider') {
  const email = uniqueEmail(role);
  await createVerifiedUser(deps.database.db, { email, password: 'long-enough-1', role });
  const client = apiClient(app);
  expect((await client.post('/api/auth/sign-in/email', { email, password: 'long-enough-1' })).status).toBe(
    200,
  );
  return client;
}

async function provider(listed = true) {
  const [row] = await deps.database.db
    .insert(providerProfiles)
    .values({
      firstName: 'Fav',
      lastName: `Provider${randomUUID().slice(0, 6)}`,
      city: 'Miami',
      profileStatus: listed ? 'approved' : 'draft',
    })
    .returning({ id: providerProfiles.id });
  return row!.id;
}

const call = async (client: Awaited<ReturnType<typeof signedIn>>, method: 'PUT' | 'DELETE', id: string) => {
  const res = await app.request(`/api/favorites/${id}`, {
    method,
    headers: { origin: 'http://localhost:3000', cookie: client.cookie },
  });
  return res.status;
};

describe('saved providers', () => {
  it('a patient saves, saves again, lists newest first and removes', async () => {
    const patient = await signedIn('patient');
    const [a, b] = [await provider(), await provider()];
    expect(await call(patient, 'PUT', a)).toBe(204);
    expect(await call(patient, 'PUT', b)).toBe(204);
    expect(await call(patient, 'PUT', a)).toBe(204);
    expect((await patient.get('/api/favorites')).body).toEqual({ providerIds: [b, a] });
    expect(await call(patient, 'DELETE', a)).toBe(204);
    expect((await patient.get('/api/favorites')).body).toEqual({ providerIds: [b] });
  });

  it("one patient never sees another's list", async () => {
    const one = await signedIn('patient');
    const two = await signedIn('patient');
    await call(one, 'PUT', await provider());
    expect((await two.get('/api/favorites')).body).toEqual({ providerIds: [] });
  });

  it('refuses a guest (401), a provider account (403), an unlisted provider (404) and a bad id (400)', async () => {
    const id = await provider();
    const guest = apiClient(app);
    expect((await guest.get('/api/favorites')).status).toBe(401);
    expect(await call(guest, 'PUT', id)).toBe(401);
    const providerUser = await signedIn('provider');
    expect(await call(providerUser, 'PUT', id)).toBe(403);
    const patient = await signedIn('patient');
    expect(await call(patient, 'PUT', await provider(false))).toBe(404);
    expect(await call(patient, 'PUT', 'not-a-uuid')).toBe(400);
    expect((await patient.get('/api/favorites')).body).toEqual({ providerIds: [] });
  });
});

describe('what a bad request is told', () => {
  it("says a bad provider id or page in the page's language", async () => {
    const patient = await signedIn('patient');
    const spanish = patient.speaking('es');
    const id = await spanish.put('/api/favorites/not-a-uuid');
    expect(id.status).toBe(400);
    expect(id.body.detail).toBe('Falta el número de identificación del proveedor');
    expect(id.body.code).toBe(PATIENT_QUERY_MESSAGES.providerIdRequired);
    expect((await patient.put('/api/favorites/not-a-uuid')).body.detail).toBe('Provider ID is required');
    const unlisted = await spanish.put(`/api/favorites/${await provider(false)}`);
    expect(unlisted.status).toBe(404);
    expect(unlisted.body.detail).toBe('No se encontró el proveedor o no está disponible');
    const notPatient = await (
      await signedIn('provider')
    )
      .speaking('es')
      .put(`/api/favorites/${await provider()}`);
    expect(notPatient.status).toBe(403);
    expect(notPatient.body).toMatchObject({
      detail: 'Solo los pacientes pueden guardar proveedores.',
      code: 'patient.saved.patientsOnly',
    });
    const page = await spanish.get('/api/patient/saved-providers?page=0');
    expect(page.status).toBe(400);
    expect(page.body.errors).toEqual({ page: 'La página debe ser 1 o más' });
    const whole = await patient.get('/api/patient/reviews?page=1.5');
    expect(whole.body.errors).toEqual({ page: 'Page must be a whole number' });
    expect((await patient.get('/api/patient/reviews?page=0')).body.errors).toEqual({
      page: 'Page must be 1 or more',
    });
  });
});

describe('a very long list of saved providers', () => {
  it('answers with the newest FAVORITES_LISTED', async () => {
    const email = uniqueEmail('collector');
    const { id: userId } = await createVerifiedUser(deps.database.db, {
      email,
      password: 'long-enough-1',
      role: 'patient',
    });
    const client = apiClient(app);
    await client.post('/api/auth/sign-in/email', { email, password: 'long-enough-1' });
    const rows = await deps.database.db
      .insert(providerProfiles)
      .values(
        Array.from({ length: FAVORITES_LISTED + 3 }, (_, i) => ({
          firstName: 'Saved',
          lastName: `Provider${i}-${randomUUID().slice(0, 6)}`,
          city: 'Miami',
          state: 'FL',
          profileStatus: 'approved',
          status: 'active',
        })),
      )
      .returning({ id: providerProfiles.id });
    const at = (i: number) => new Date(Date.now() - (rows.length - i) * 1000);
    await deps.database.db
      .insert(userFavorites)
      .values(rows.map((r, i) => ({ userId, providerProfileId: r.id, createdAt: at(i) })));
    const res = await client.get('/api/favorites');
    expect(res.status).toBe(200);
    const ids = res.body.providerIds as string[];
    expect(ids).toHaveLength(FAVORITES_LISTED);
    expect(ids[0]).toBe(rows.at(-1)!.id);
  });
});
