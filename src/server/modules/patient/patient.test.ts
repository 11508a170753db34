import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATIENT_MESSAGES as M } from '#shared/patient/patient.ts';
import type {
  MyReviewsPageDto,
  PatientOverviewDto,
  PatientProfileDto,
  PatientProfileSaveDto,
  SavedProvidersPageDto,
} from '#shared/patient/patient-schemas.ts';
import { AUTH_MESSAGES } from '#shared/auth/auth.ts';
import { CONTROL_CHARACTERS_MESSAGE } from '#shared/validation/query-values.ts';
import type { Role } from '#shared/roles.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { inEnglish } from '../../lib/i18n.ts';
import {
  appointments,
  featureSuggestions,
  reviews,
  uploads,
  userFavorites,
  userSearchHistory,
  users,
} from '../../db/schema/index.ts';
import { apiClient, TEST_ORIGIN, testServices, uniqueIp } from '../../test/harness.ts';
import { addProvider, signedInUser } from '../../test/people.ts';
import {
  addPractice,
  addSlots,
  bookingForm,
  dayAhead,
  queuedMails,
  slotState,
} from '../appointments/test-fixtures.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

/** The reasons in the cancellation mails queued for `to`, in the words the mail will show. */
async function cancellationReasons(to: string) {
  const { rows } = await deps.database.db.execute<{ reason: string | null }>(sql`
    select payload->'data'->>'reason' as reason from jobs
    where type = 'mail.send' and payload->>'to' = ${to}
      and payload->>'template' = 'appointment-cancelled-provider'
    order by id`);
  return rows.map((r) => r.reason);
}

const PASSWORD = 'long-enough-1';
type Person = Awaited<ReturnType<typeof signedInUser>>;
const person = (role: Role = 'patient', names = { firstName: 'Rosa', lastName: 'Delgado' }) =>
  signedInUser(app, deps, role, names);

const PROFILE = '/api/patient/profile';
const OVERVIEW = '/api/patient/overview';
const SAVED = '/api/patient/saved-providers';
const REVIEWS = '/api/patient/reviews';
const HOME = '/api/patient/home-location';
const ACCOUNT = '/api/patient/account';

const validProfile = {
  firstName: 'Rosa',
  lastName: 'Delgado',
  phone: '305 555 0187',
  streetAddress: '1450 Coral Way',
  addressLine2: 'Apt 3',
  city: 'Miami',
  state: 'fl',
  zipCode: '33145',
};

/** DELETE with a body (the harness's delete sends none). */
async function deleteAccount(who: { client: { cookie: string } }, body: unknown, ip = uniqueIp()) {
  const res = await app.request(ACCOUNT, {
    method: 'DELETE',
    headers: {
      origin: TEST_ORIGIN,
      'x-client-ip': ip,
      'content-type': 'application/json',
      cookie: who.client.cookie,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown>, res };
}

async function userRow(id: string) {
  const [row] = await deps.database.db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

async function uploadAvatar(who: Person, folder = 'patient-avatars') {
  const bytes = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#336699' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' }));
  form.set('folder', folder);
  const res = await app.request('/api/uploads/profile-images', {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: who.client.cookie },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { id: string; url: string } };
}

describe('who may use the patient endpoints', () => {
  const reads = [OVERVIEW, PROFILE, SAVED, REVIEWS, HOME];

  it('refuses guests with 401 and changes nothing', async () => {
    const guest = apiClient(app);
    for (const path of reads) expect((await guest.get(path)).status).toBe(401);
    expect((await guest.put(PROFILE, validProfile)).status).toBe(401);
    expect((await deleteAccount({ client: { cookie: '' } }, { password: PASSWORD })).status).toBe(401);
  });

  it('refuses providers and organization admins with 403, and their rows stay as they were', async () => {
    for (const role of ['provider', 'organization_admin'] as const) {
      const who = await person(role);
      for (const path of reads) {
        const res = await who.client.get(path);
        expect(res.status).toBe(403);
        expect(res.body.detail).toBe(inEnglish(M.onlyPatients));
      }
      const before = await userRow(who.id);
      expect((await who.client.put(PROFILE, { ...validProfile, firstName: 'Changed' })).status).toBe(403);
      const del = await deleteAccount(who, { password: PASSWORD });
      expect(del.status).toBe(403);
      expect(del.body.detail).toBe(inEnglish(M.deleteOnlyPatients));
      expect(await userRow(who.id)).toEqual(before);
    }
  });

  it('lets a super admin read their own (empty) overview but not delete their account here', async () => {
    const admin = await person('super_admin');
    const res = await admin.client.get(OVERVIEW);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      nextAppointment: null,
      unreadMessages: 0,
      saved: { providers: [], total: 0 },
      recentSearches: [],
    });
    const del = await deleteAccount(admin, { password: PASSWORD });
    expect(del.status).toBe(403);
    expect(del.body.detail).toBe(inEnglish(M.deleteOnlyPatients));
    expect(await userRow(admin.id)).not.toBeNull();
  });
});

describe('the profile', () => {
  it('saves the name, phone and address, and places the address by its ZIP', async () => {
    const rosa = await person();
    const before = (await rosa.client.get(PROFILE)).body as PatientProfileDto;
    expect(before).toMatchObject({ firstName: 'Rosa', located: false, home: { location: null } });

    const res = await rosa.client.put(PROFILE, validProfile);
    expect(res.status).toBe(200);
    const saved = res.body as PatientProfileSaveDto;
    expect(saved.addressNote).toBeNull();
    expect(saved.profile).toMatchObject({
      phone: '(305) 555-0187',
      state: 'FL',
      zipCode: '33145',
      located: true,
      home: { location: '33145', label: 'Miami, FL 33145' },
    });
    const row = (await userRow(rosa.id))!;
    expect(row.locationLat).toBeCloseTo(25.75, 1);
    expect(row.locationLng).toBeCloseTo(-80.23, 1);
    expect(row.name).toBe('Rosa Delgado');
    expect((await rosa.client.get(HOME)).body).toEqual({ location: '33145', label: 'Miami, FL 33145' });
  });

  it.each([
    ['a line break', 'Rosa\r\nBcc: everyone@example.test'],
    ['a NUL', 'Rosa\u0000'],
  ])(
    "refuses %s in a name, the phone or the city with the field's message, and keeps what was saved",
    async (_what, bad) => {
      const rosa = await person();
      const unusual = inEnglish(CONTROL_CHARACTERS_MESSAGE);
      for (const field of ['firstName', 'lastName', 'city', 'streetAddress']) {
        const res = await rosa.client.put(PROFILE, { ...validProfile, [field]: bad });
        expect(res.status, field).toBe(400);
        expect(res.body.errors, field).toEqual({ [field]: unusual });
      }
      const phone = await rosa.client.put(PROFILE, { ...validProfile, phone: '(305) 555-0187\n' + bad });
      expect(phone.status).toBe(400);
      expect((await userRow(rosa.id))!.firstName).toBe('Rosa');
    },
  );

  it('places an address without a ZIP by its city and state, and accepts ZIP+4', async () => {
    const rosa = await person();
    const res = await rosa.client.put(PROFILE, { ...validProfile, zipCode: '', city: 'Tampa' });
    expect((res.body as PatientProfileSaveDto).profile.home).toEqual({
      location: 'Tampa, FL',
      label: 'Tampa, FL',
    });
    const plus4 = await rosa.client.put(PROFILE, { ...validProfile, zipCode: '331451234' });
    expect((plus4.body as PatientProfileSaveDto).profile.zipCode).toBe('33145-1234');
  });

  it('saves an address it cannot place, says so plainly, and the search has no home then', async () => {
    const rosa = await person();
    await rosa.client.put(PROFILE, validProfile);
    const res = await rosa.client.put(PROFILE, { ...validProfile, zipCode: '00000', city: 'Nowhereville' });
    expect(res.status).toBe(200);
    const saved = res.body as PatientProfileSaveDto;
    expect(saved.addressNote).toBe(inEnglish(M.addressNotPlaced));
    expect(saved.profile).toMatchObject({ city: 'Nowhereville', located: false });
    const row = (await userRow(rosa.id))!;
    expect(row.locationLat).toBeNull();
    expect((await rosa.client.get(HOME)).body).toEqual({ location: null, label: null });
  });

  it("answers in the page's language: the note and the refusals in Spanish, the codes the same", async () => {
    const rosa = await person();
    const spanish = rosa.client.speaking('es');
    const res = await spanish.put(PROFILE, { ...validProfile, zipCode: '00000', city: 'Nowhereville' });
    expect((res.body as PatientProfileSaveDto).addressNote).toBe(
      'No pudimos encontrar esta dirección en el mapa, así que las búsquedas no comenzarán desde ella. Por favor, revise la ciudad, el estado y el código postal.',
    );
    const bad = await spanish.put(PROFILE, { ...validProfile, zipCode: '3314' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      zipCode: 'Por favor, escriba un código postal de 5 dígitos, o ZIP+4 como 33101-1234',
    });
    expect(bad.body.codes).toEqual({ zipCode: M.zip });
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const rosa = await person();
    await rosa.client.put(PROFILE, validProfile);
    const before = await userRow(rosa.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '  ' }, 'firstName', inEnglish(M.firstName)],
      [{ lastName: '' }, 'lastName', inEnglish(M.lastName)],
      [{ phone: '555-01' }, 'phone', inEnglish(M.phone)],
      [{ state: 'XX' }, 'state', inEnglish(M.state)],
      [{ zipCode: '3314' }, 'zipCode', inEnglish(M.zip)],
      [{ zipCode: '', city: '', state: '' }, 'city', inEnglish(M.cityOrZip)],
      [{ avatarUploadId: 'not-an-id' }, 'avatarUploadId', inEnglish(M.avatarNotYours)],
    ];
    for (const [change, field, message] of cases) {
      const res = await rosa.client.put(PROFILE, { ...validProfile, ...change });
      expect(res.status, field).toBe(400);
      expect((res.body.errors as Record<string, string>)[field]).toBe(message);
    }
    expect(await userRow(rosa.id)).toEqual(before);
  });

  it("takes the patient's own avatar upload, removes the one it replaces, and refuses someone else's", async () => {
    const rosa = await person();
    const walter = await person('patient', { firstName: 'Walter', lastName: 'Hughes' });
    const first = await uploadAvatar(rosa);
    expect(first.status).toBe(201);
    const ok = await rosa.client.put(PROFILE, { ...validProfile, avatarUploadId: first.body.id });
    expect((ok.body as PatientProfileSaveDto).profile.avatarUrl).toBe(first.body.url);

    const second = await uploadAvatar(rosa);
    await rosa.client.put(PROFILE, { ...validProfile, avatarUploadId: second.body.id });
    const left = await deps.database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.ownerUserId, rosa.id));
    expect(left.map((u) => u.id)).toEqual([second.body.id]);

    // Walter may not wear Rosa's photo; his own profile stays as it was.
    const before = await userRow(walter.id);
    const stolen = await walter.client.put(PROFILE, { ...validProfile, avatarUploadId: second.body.id });
    expect(stolen.status).toBe(400);
    expect((stolen.body.errors as Record<string, string>).avatarUploadId).toBe(inEnglish(M.avatarNotYours));
    expect(await userRow(walter.id)).toEqual(before);

    // null removes the photo (and its file).
    const removed = await rosa.client.put(PROFILE, { ...validProfile, avatarUploadId: null });
    expect((removed.body as PatientProfileSaveDto).profile.avatarUrl).toBeNull();
    expect(
      await deps.database.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.ownerUserId, rosa.id)),
    ).toEqual([]);
  });
});

describe('the overview, saved providers and reviews', () => {
  it("shows only the patient's own next visit, unread count, saved providers and recent searches", async () => {
    const rosa = await person();
    const walter = await person('patient', { firstName: 'Walter', lastName: 'Hughes' });
    const practice = await addPractice(app, deps);
    const date = dayAhead(4);
    const slots = await addSlots(deps, practice.providerId, date, ['10:00', '11:00']);
    const booked = await rosa.client.post(
      '/api/appointments',
      bookingForm(practice, { id: slots['11:00']!, date, time: '11:00' }),
    );
    expect(booked.status).toBe(201);
    await rosa.client.put(`/api/favorites/${practice.providerId}`);
    const other = await addProvider(deps, { taxonomyCode: '1223G0001X', city: 'Tampa' });
    await rosa.client.put(`/api/favorites/${other}`);
    await rosa.client.post('/api/search-history', { location: 'Miami, FL', specialty: 'dental' });
    // The provider writes; Rosa has not read it yet.
    const convo = await rosa.client.post('/api/conversations', {
      providerProfileId: practice.providerId,
      body: 'Hello, do you take Medicare?',
    });
    expect([200, 201]).toContain(convo.status);
    const convoId = (convo.body.conversation as { id: string } | undefined)?.id ?? (convo.body.id as string);
    const reply = await practice.owner.client.post(`/api/conversations/${convoId}/messages`, {
      body: 'Yes, we do.',
    });
    expect([200, 201]).toContain(reply.status);

    const res = await rosa.client.get(OVERVIEW);
    expect(res.status).toBe(200);
    const o = res.body as PatientOverviewDto;
    expect(o.nextAppointment).toMatchObject({
      id: booked.body.id,
      providerId: practice.providerId,
      providerName: practice.name,
      date,
      time: '11:00',
      typeName: 'Follow-up Visit',
    });
    // The page words the day and time in its language; the answer carries them only as stored.
    expect(o.nextAppointment).not.toHaveProperty('when');
    expect(o.unreadMessages).toBe(1);
    expect(o.saved.total).toBe(2);
    expect(o.saved.providers.map((p) => p.id)).toEqual([other, practice.providerId]);
    expect(o.saved.providers[0]).toMatchObject({
      specialtyLabel: 'Dentist',
      category: 'dentist',
      city: 'Tampa',
    });
    expect(o.recentSearches).toEqual([
      expect.objectContaining({
        location: 'Miami, FL',
        category: 'dentist',
        specialty: 'dental',
        label: 'Dentist near Miami, FL',
      }),
    ]);

    // Walter sees none of it.
    expect((await walter.client.get(OVERVIEW)).body).toEqual({
      nextAppointment: null,
      unreadMessages: 0,
      saved: { providers: [], total: 0 },
      recentSearches: [],
    });
    expect(((await walter.client.get(SAVED)).body as SavedProvidersPageDto).total).toBe(0);
  });

  it('speaks the request’s language: the saved specialties, the recent searches', async () => {
    const rosa = await person();
    const practice = await addPractice(app, deps);
    const date = dayAhead(4);
    const slots = await addSlots(deps, practice.providerId, date, ['13:00']);
    const booked = await rosa.client.post(
      '/api/appointments',
      bookingForm(practice, { id: slots['13:00']!, date, time: '13:00' }),
    );
    expect(booked.status).toBe(201);
    const dental = await addProvider(deps, { taxonomyCode: '1223G0001X', city: 'Tampa' });
    await rosa.client.put(`/api/favorites/${dental}`);
    await rosa.client.post('/api/search-history', { location: 'Miami, FL', specialty: 'dental' });

    const english = (await rosa.client.get(OVERVIEW)).body as PatientOverviewDto;
    expect(english.recentSearches[0]!.label).toBe('Dentist near Miami, FL');
    const o = (await rosa.client.speaking('es').get(OVERVIEW)).body as PatientOverviewDto;
    // The day and time come as stored; the page words them (overview-page.test.tsx).
    expect(o.nextAppointment).toMatchObject({ id: booked.body.id, date, time: '13:00' });
    expect(o.saved.providers[0]).toMatchObject({ id: dental, specialtyLabel: 'Dentista' });
    expect(o.recentSearches[0]!.label).toBe('Dentista cerca de Miami, FL');
    const saved = (await rosa.client.speaking('es').get(SAVED)).body as SavedProvidersPageDto;
    expect(saved.providers[0]).toMatchObject({ id: dental, specialtyLabel: 'Dentista' });
  });

  it('pages the saved providers and leaves out one no longer listed', async () => {
    const rosa = await person();
    const ids: string[] = [];
    for (let i = 0; i < 14; i++) {
      const id = await addProvider(deps);
      ids.push(id);
      await rosa.client.put(`/api/favorites/${id}`);
    }
    await deps.database.db.execute(
      sql`update provider_profiles set status = 'inactive' where id = ${ids[0]}::uuid`,
    );
    const one = (await rosa.client.get(SAVED)).body as SavedProvidersPageDto;
    expect(one).toMatchObject({ total: 13, page: 1, pageSize: 12 });
    expect(one.providers).toHaveLength(12);
    const two = (await rosa.client.get(`${SAVED}?page=2`)).body as SavedProvidersPageDto;
    expect(two.providers.map((p) => p.id)).toEqual([ids[1]]);
    const past = (await rosa.client.get(`${SAVED}?page=9`)).body as SavedProvidersPageDto;
    expect(past).toMatchObject({ providers: [], total: 13 });
    expect((await rosa.client.get(`${SAVED}?page=0`)).status).toBe(400);
  });

  it("lists the reviews the user wrote, newest first, never another's", async () => {
    const rosa = await person();
    const walter = await person('patient', { firstName: 'Walter', lastName: 'Hughes' });
    const a = await addProvider(deps, { firstName: 'Ana' });
    const b = await addProvider(deps, { firstName: 'Ben', title: 'Nurse Practitioner' });
    const first = await rosa.client.post(`/api/providers/${a}/reviews`, {
      rating: 5,
      content: 'Kind and patient.',
    });
    expect(first.status).toBe(201);
    await rosa.client.post(`/api/providers/${b}/reviews`, { rating: 4, content: 'On time, clear advice.' });
    await walter.client.post(`/api/providers/${a}/reviews`, { rating: 2, content: 'Long wait today.' });

    const mine = (await rosa.client.get(REVIEWS)).body as MyReviewsPageDto;
    expect(mine.total).toBe(2);
    expect(mine.reviews.map((r) => r.providerId)).toEqual([b, a]);
    expect(mine.reviews[1]).toMatchObject({ rating: 5, content: 'Kind and patient.' });
    expect(mine.reviews[1]!.providerName).toMatch(/^Dr\. Ana /);
    expect(mine.reviews[0]!.providerName).toMatch(/^Ben /);
    const his = (await walter.client.get(REVIEWS)).body as MyReviewsPageDto;
    expect(his.reviews.map((r) => r.content)).toEqual(['Long wait today.']);
  });
});

describe('changing the password (better-auth)', () => {
  it('refuses a wrong current password and a short new one, then changes it', async () => {
    const rosa = await person();
    const wrong = await rosa.client.post('/api/auth/change-password', {
      currentPassword: 'not-my-password',
      newPassword: 'brand-new-pass-1',
    });
    expect(wrong.status).toBe(400);
    const short = await rosa.client.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'short1',
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(inEnglish(AUTH_MESSAGES.password8));

    const ok = await rosa.client.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'brand-new-pass-1',
      revokeOtherSessions: true,
    });
    expect(ok.status).toBe(200);
    const old = await apiClient(app).post('/api/auth/sign-in/email', {
      email: rosa.email,
      password: PASSWORD,
    });
    expect(old.status).toBe(401);
    const fresh = await apiClient(app).post('/api/auth/sign-in/email', {
      email: rosa.email,
      password: 'brand-new-pass-1',
    });
    expect(fresh.status).toBe(200);
  });
});

describe('deleting the account', () => {
  it('refuses a wrong or missing password and changes nothing', async () => {
    const rosa = await person();
    await rosa.client.put(PROFILE, validProfile);
    const before = await userRow(rosa.id);
    const wrong = await deleteAccount(rosa, { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect((wrong.body.errors as Record<string, string>).password).toBe(inEnglish(M.wrongPassword));
    const missing = await deleteAccount(rosa, {});
    expect(missing.status).toBe(400);
    expect(await userRow(rosa.id)).toEqual(before);
    expect((await rosa.client.get('/api/me')).body.user).not.toBeNull();
  });

  it("holds password guessing to the sign-in's pace, saying so in the page's language", async () => {
    const rosa = await person();
    for (let i = 0; i < 10; i++)
      expect((await deleteAccount(rosa, { password: 'not-my-password' })).status).toBe(400);
    const res = await app.request(ACCOUNT, {
      method: 'DELETE',
      headers: {
        origin: TEST_ORIGIN,
        'x-client-ip': uniqueIp(),
        'x-locale': 'es',
        'content-type': 'application/json',
        cookie: rosa.client.cookie,
      },
      body: JSON.stringify({ password: 'not-my-password' }),
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({
      detail: 'Demasiados intentos. Por favor, espere unos minutos e inténtelo de nuevo.',
      code: 'account.auth.tooManyAttempts',
    });
    expect(await userRow(rosa.id)).not.toBeNull();
  });

  it('tells a Spanish-speaking practice why the visit was cancelled in Spanish', async () => {
    const rosa = await person();
    const practice = await addPractice(app, deps);
    await deps.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, practice.owner.id));
    const date = dayAhead(6);
    const slots = await addSlots(deps, practice.providerId, date, ['10:00']);
    const booked = await rosa.client.post(
      '/api/appointments',
      bookingForm(practice, { id: slots['10:00']!, date, time: '10:00' }),
    );
    expect(booked.status).toBe(201);

    expect((await deleteAccount(rosa, { password: PASSWORD })).status).toBe(204);
    expect(await cancellationReasons(practice.owner.email)).toEqual([
      'El paciente eliminó su cuenta de CareConnect.',
    ]);
  });

  it('removes personal data, cancels future visits and frees their slots, keeps reviews as anonymous', async () => {
    const rosa = await person();
    const walter = await person('patient', { firstName: 'Walter', lastName: 'Hughes' });
    await rosa.client.put(PROFILE, validProfile);
    const avatar = await uploadAvatar(rosa);
    await rosa.client.put(PROFILE, { ...validProfile, avatarUploadId: avatar.body.id });
    const practice = await addPractice(app, deps);
    const date = dayAhead(5);
    const slots = await addSlots(deps, practice.providerId, date, ['09:00', '14:00']);
    const booked = await rosa.client.post(
      '/api/appointments',
      bookingForm(practice, { id: slots['09:00']!, date, time: '09:00' }),
    );
    expect(booked.status).toBe(201);
    expect((await slotState(deps, slots['09:00']!))!.isAvailable).toBe(false);
    await walter.client.post(
      '/api/appointments',
      bookingForm(practice, { id: slots['14:00']!, date, time: '14:00' }),
    );
    await rosa.client.put(`/api/favorites/${practice.providerId}`);
    await rosa.client.post('/api/search-history', { location: 'Miami, FL', specialty: 'dental' });
    const review = await rosa.client.post(`/api/providers/${practice.providerId}/reviews`, {
      rating: 5,
      content: 'Listened carefully.',
    });
    expect(review.status).toBe(201);
    const reviewId = review.body.id as string;
    const idea = `Larger buttons ${rosa.id.slice(0, 8)}`;
    const suggestion = await rosa.client.post('/api/feature-suggestions', {
      title: idea,
      description: 'The buttons are hard to press.',
    });
    expect(suggestion.status).toBe(201);
    const providerMailsBefore = (await queuedMails(deps, practice.owner.email)).length;

    const res = await deleteAccount(rosa, { password: PASSWORD });
    expect(res.status).toBe(204);
    expect(res.res.headers.getSetCookie().join(';')).toMatch(/session_token=;/);

    expect(await userRow(rosa.id)).toBeNull();
    const db = deps.database.db;
    expect(await db.select().from(userFavorites).where(eq(userFavorites.userId, rosa.id))).toEqual([]);
    expect(await db.select().from(userSearchHistory).where(eq(userSearchHistory.userId, rosa.id))).toEqual(
      [],
    );
    expect(await db.select().from(uploads).where(eq(uploads.id, avatar.body.id))).toEqual([]);
    expect(await db.select().from(appointments).where(eq(appointments.patientId, rosa.id))).toEqual([]);
    const [kept] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(kept).toMatchObject({ userId: null, isAnonymous: true, content: 'Listened carefully.' });
    // The visit's time is open again; Walter's visit is untouched.
    expect((await slotState(deps, slots['09:00']!))!.isAvailable).toBe(true);
    expect((await slotState(deps, slots['14:00']!))!.isAvailable).toBe(false);
    // The provider hears of it as of any patient cancellation; Rosa gets her goodbye.
    const providerMails = await queuedMails(deps, practice.owner.email);
    expect(providerMails.slice(providerMailsBefore).map((m) => m.template)).toEqual([
      'appointment-cancelled-provider',
    ]);
    expect((await queuedMails(deps, rosa.email)).map((m) => m.template)).toContain('account-deleted');
    expect(await cancellationReasons(practice.owner.email)).toEqual([
      'The patient deleted their CareConnect account.',
    ]);
    // Her suggestion stays without her name and address; the admin page words who sent it.
    const [anonymous] = await db
      .select()
      .from(featureSuggestions)
      .where(eq(featureSuggestions.id, suggestion.body.id as string));
    expect(anonymous).toMatchObject({ userId: null, userName: '', userEmail: '' });
    const admin = await signedInUser(app, deps, 'super_admin');
    const listed = await admin.client.get(`/api/admin/feature-suggestions?q=${encodeURIComponent(idea)}`);
    expect(
      (listed.body.suggestions as { id: string; userName: string | null }[]).find(
        (s) => s.id === suggestion.body.id,
      ),
    ).toMatchObject({ userName: null, userEmail: '' });

    // The session is over, and the password no longer signs in.
    expect((await rosa.client.get('/api/me')).body.user).toBeNull();
    expect((await rosa.client.get(OVERVIEW)).status).toBe(401);
    const again = await apiClient(app).post('/api/auth/sign-in/email', {
      email: rosa.email,
      password: PASSWORD,
    });
    expect(again.status).toBe(401);
  });
});
