import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_TIME_ZONE } from '#shared/search/availability.ts';
import {
  providerSearchSchema,
  SEARCH_PARAMS_MESSAGES,
  type ProviderSearchInput,
} from '#shared/search/search-params.ts';
import { providerProfiles, providerTimeSlots } from '../../db/schema/index.ts';
import { apiClient, testServices } from '../../test/harness.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { LOCATION_NOT_FOUND, runProviderSearch } from './search-service.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

// Each test works in its own empty patch of the Great Plains, so the shared test database's other
// providers never get in the way.
const MILES_PER_DEGREE_LAT = 69.171; // earthdistance's sphere
let patch = 0;
function newPatch() {
  patch++;
  // More than 100 miles apart, so a 50-mile search with providers up to 30 miles out stays in its own.
  return { lat: 41 + (patch % 4) * 1.5, lng: -104 + Math.floor(patch / 4) * 2.5 };
}

type Overrides = Partial<typeof providerProfiles.$inferInsert> & { milesNorth?: number };
async function addProvider(area: ReturnType<typeof newPatch>, o: Overrides = {}) {
  const { milesNorth = 1, ...rest } = o;
  const [row] = await deps.database.db
    .insert(providerProfiles)
    .values({
      firstName: 'Test',
      lastName: `Provider${randomUUID().slice(0, 6)}`,
      city: 'Pierre',
      state: 'SD',
      businessAddress: '1 Test Rd, Pierre, SD 57501',
      locationLat: area.lat + milesNorth / MILES_PER_DEGREE_LAT,
      locationLng: area.lng,
      profileStatus: 'approved',
      status: 'active',
      ...rest,
    })
    .returning({ id: providerProfiles.id });
  return row!.id;
}

const search = (input: ProviderSearchInput, now?: Date) =>
  runProviderSearch(deps.database.db, providerSearchSchema.parse(input), now);
const around = (area: ReturnType<typeof newPatch>, extra: ProviderSearchInput = {}) => ({
  lat: String(area.lat),
  lng: String(area.lng),
  radius: '50',
  ...extra,
});
const ids = (r: Awaited<ReturnType<typeof search>>) => r.providers.map((p) => p.id);

describe('radius', () => {
  it('keeps a provider 4.9 miles away in a 5-mile search and leaves out one 5.1 miles away', async () => {
    const area = newPatch();
    const near = await addProvider(area, { milesNorth: 4.9 });
    const far = await addProvider(area, { milesNorth: 5.1 });
    const result = await search(around(area, { radius: '5' }));
    expect(ids(result)).toEqual([near]);
    expect(result.providers[0]!.distanceMiles).toBe(4.9);
    expect(result.location).toMatchObject({ radiusMiles: 5 });
    expect(ids(await search(around(area, { radius: '6' })))).toEqual([near, far]);
  });

  it('uses the default radius of the kind of place: a ZIP 5 miles, a city 25', async () => {
    const zip = await search({ location: '33145' });
    expect(zip.location).toMatchObject({ label: 'Miami, FL 33145', radiusMiles: 5 });
    const city = await search({ location: 'Miami, FL' });
    expect(city.location).toMatchObject({ label: 'Miami, FL', radiusMiles: 25 });
  });
});

describe('what is never listed', () => {
  it('leaves out drafts, inactive providers, and those without a name or a place', async () => {
    const area = newPatch();
    const ok = await addProvider(area);
    const cityOnly = await addProvider(area, { businessAddress: null });
    await addProvider(area, { profileStatus: 'review' });
    await addProvider(area, { status: 'suspended' });
    await addProvider(area, { firstName: '' });
    await addProvider(area, { lastName: '' });
    await addProvider(area, { city: null, businessAddress: null });
    const result = await search(around(area));
    expect(ids(result).sort()).toEqual([ok, cityOnly].sort());
    expect(result.total).toBe(2);
    const card = result.providers.find((p) => p.id === cityOnly)!;
    expect(card.location).toBe('Pierre, SD');
  });

  it('lists an organisation by its own name, and a listing whose codes are all hidden once, by name only', async () => {
    const area = newPatch();
    const pharmacy = await addProvider(area, {
      listingKind: 'organization',
      firstName: '',
      lastName: '',
      practiceName: 'Corner Pharmacy',
      taxonomyCode: '3336C0003X',
    });
    await addProvider(area, {
      listingKind: 'organization',
      firstName: '',
      lastName: '',
      taxonomyCode: '3336C0003X',
    });
    // A student's code is hidden (hidden.ts): no category to be found under, but listed and named.
    const student = await addProvider(area, { lastName: 'Learner', taxonomyCode: '390200000X' });
    expect(ids(await search(around(area))).sort()).toEqual([pharmacy, student].sort());
    expect(ids(await search(around(area, { category: 'pharmacy' })))).toEqual([pharmacy]);
    expect((await search(around(area, { category: 'pharmacy' }))).providers[0]).toMatchObject({
      listingKind: 'organization',
      practiceName: 'Corner Pharmacy',
      category: 'pharmacy',
    });
    expect(ids(await search(around(area, { name: 'learner' })))).toEqual([student]);
    expect((await search(around(area, { name: 'learner' }))).providers[0]!.category).toBeNull();
    expect(ids(await search(around(area, { specialty: '390200000X' })))).toEqual([student]);
  });

  it('follows every change to a profile at once: approval, suspension, edits, moves and removal', async () => {
    const area = newPatch();
    const id = await addProvider(area, { profileStatus: 'review' });
    const db = deps.database.db;
    const set = (values: Partial<typeof providerProfiles.$inferInsert>) =>
      db.update(providerProfiles).set(values).where(eq(providerProfiles.id, id));
    expect(ids(await search(around(area)))).toEqual([]);
    await set({ profileStatus: 'approved' });
    expect(ids(await search(around(area)))).toEqual([id]);
    await set({ acceptedInsurancePlans: ['Humana'], ratingAverage: 4.5 });
    expect(ids(await search(around(area, { insurance: 'Humana', rating: '4' })))).toEqual([id]);
    await set({ locationLat: area.lat + 30 / MILES_PER_DEGREE_LAT });
    expect(ids(await search(around(area, { radius: '25' })))).toEqual([]);
    expect((await search(around(area))).providers[0]!.distanceMiles).toBe(30);
    // New codes move the listing between categories at once.
    await set({ taxonomyCode: '213E00000X' });
    expect(ids(await search(around(area, { category: 'foot-care' })))).toEqual([id]);
    await set({ secondaryTaxonomyCodes: ['207RC0000X'] });
    expect(ids(await search(around(area, { category: 'heart' })))).toEqual([id]);
    await set({ secondaryTaxonomyCodes: [] });
    expect(ids(await search(around(area, { category: 'heart' })))).toEqual([]);
    expect(ids(await search(around(area)))).toEqual([id]);
    await set({ status: 'suspended' });
    expect(ids(await search(around(area)))).toEqual([]);
    await set({ status: 'active', lastName: '' });
    expect(ids(await search(around(area)))).toEqual([]);
    await set({ lastName: 'Back' });
    expect(ids(await search(around(area)))).toEqual([id]);
    await db.delete(providerProfiles).where(eq(providerProfiles.id, id));
    expect(ids(await search(around(area)))).toEqual([]);
  });

  it('fills the spec defaults for missing values', async () => {
    const area = newPatch();
    await addProvider(area, { acceptedInsurancePlans: [], state: null, businessAddress: null });
    const [card] = (await search(around(area))).providers;
    expect(card).toMatchObject({
      insurances: ['Various Insurance Plans'],
      state: 'Unknown',
      title: 'Doctor',
      location: 'Pierre, Unknown',
    });
  });
});

describe('filters', () => {
  it('a category, an exact specialty, or an old specialty value or label', async () => {
    const area = newPatch();
    const cardiologist = await addProvider(area, { taxonomyCode: '207RC0000X' });
    const heartSurgeon = await addProvider(area, { taxonomyCode: '208G00000X' });
    // An internist who is also a cardiologist is found under both.
    const both = await addProvider(area, {
      taxonomyCode: '207R00000X',
      secondaryTaxonomyCodes: ['207RC0000X'],
    });
    const familyDoctor = await addProvider(area, { taxonomyCode: '207Q00000X' });
    const sorted = async (input: ProviderSearchInput) => ids(await search(around(area, input))).sort();
    expect(await sorted({ category: 'heart' })).toEqual([cardiologist, heartSurgeon, both].sort());
    expect(await sorted({ specialty: '207RC0000X' })).toEqual([cardiologist, both].sort());
    expect(await sorted({ category: 'heart', specialty: '208G00000X' })).toEqual([heartSurgeon]);
    // The old values keep their meaning: cardiology never meant heart surgeons.
    expect(await sorted({ specialty: 'cardiology' })).toEqual([cardiologist, both].sort());
    expect(await sorted({ specialty: 'Cardiology' })).toEqual([cardiologist, both].sort());
    expect(await sorted({ specialty: 'primary-care' })).toEqual([both, familyDoctor].sort());
    expect(await sorted({ specialty: 'internal-medicine' })).toEqual([both]);
    // Each listing once, under its primary category, when no category is asked for.
    expect((await search(around(area))).total).toBe(4);
    const card = (await search(around(area, { category: 'heart' }))).providers.find((p) => p.id === both)!;
    expect(card).toMatchObject({
      taxonomyCode: '207R00000X',
      category: 'primary-care',
      listingKind: 'clinician',
    });
    // A value nothing answers to finds nobody, never everybody.
    expect(await sorted({ category: 'no-such-category' })).toEqual([]);
    expect(await sorted({ specialty: 'astrology' })).toEqual([]);
    expect(await sorted({ category: 'skin', specialty: '207RC0000X' })).toEqual([]);
  });

  it('yes/no filters, rating, gender and years in practice', async () => {
    const area = newPatch();
    const a = await addProvider(area, {
      telehealthAvailable: true,
      acceptingNewPatients: true,
      ratingAverage: 4.5,
      gender: 'female',
      yearsInPractice: 12,
    });
    const b = await addProvider(area, {
      telehealthAvailable: false,
      acceptingNewPatients: false,
      ratingAverage: 3,
      gender: 'male',
      yearsInPractice: 30,
    });
    expect(ids(await search(around(area, { telehealth: 'true' })))).toEqual([a]);
    expect(ids(await search(around(area, { accepting_new: 'false' })))).toEqual([b]);
    expect(ids(await search(around(area, { rating: '4' })))).toEqual([a]);
    expect(ids(await search(around(area, { rating: '3', sort: 'rating' })))).toEqual([a, b]);
    expect(ids(await search(around(area, { gender: 'male' })))).toEqual([b]);
    expect((await search(around(area, { gender: 'any' }))).total).toBe(2);
    expect(ids(await search(around(area, { years_min: '10', years_max: '20' })))).toEqual([a]);
  });

  it('insurance and languages match any chosen value; accessibility needs every one', async () => {
    const area = newPatch();
    const a = await addProvider(area, {
      acceptedInsurancePlans: ['Medicare', 'Aetna'],
      languages: ['English', 'Spanish'],
      accessibilityFeatures: ['Wheelchair Accessible', 'Hearing Loop System'],
    });
    const b = await addProvider(area, {
      acceptedInsurancePlans: ['Humana'],
      languages: ['English', 'Haitian Creole'],
      accessibilityFeatures: ['Wheelchair Accessible'],
    });
    expect(ids(await search(around(area, { insurance: 'Medicare' })))).toEqual([a]);
    expect((await search(around(area, { insurance: 'Medicare,Humana' }))).total).toBe(2);
    expect(ids(await search(around(area, { languages: 'Haitian Creole' })))).toEqual([b]);
    expect(
      ids(await search(around(area, { accessibility: 'Wheelchair Accessible,Hearing Loop System' }))),
    ).toEqual([a]);
    expect((await search(around(area, { accessibility: 'Wheelchair Accessible' }))).total).toBe(2);
  });

  it('finds a name despite a typo, and searches within results by practice, specialty or about text', async () => {
    const area = newPatch();
    const garcia = await addProvider(area, {
      firstName: 'Maria',
      lastName: 'Garcia',
      practiceName: 'Sunrise Clinic',
    });
    const other = await addProvider(area, {
      firstName: 'Tom',
      lastName: 'Baker',
      about: 'Kind care for memory loss.',
    });
    expect(ids(await search(around(area, { name: 'Garsia' })))).toEqual([garcia]);
    const johnson = await addProvider(area, { firstName: 'Ann', lastName: 'Johnson' });
    await addProvider(area, { firstName: 'Ann', lastName: 'Jackson' });
    await addProvider(area, { firstName: 'Ann', lastName: 'Robinson' });
    // A shared first syllable is not a match.
    expect(ids(await search(around(area, { name: 'Jonson' })))).toEqual([johnson]);
    expect(ids(await search(around(area, { name: 'sunrise' })))).toEqual([garcia]);
    expect(ids(await search(around(area, { q: 'memory' })))).toEqual([other]);
    expect((await search(around(area, { q: 'general practice' }))).total).toBe(5);
    expect((await search(around(area, { name: '100%_' }))).total).toBe(0);
  });

  it('hears a specialty named in the free words, in Spanish too, accents optional', async () => {
    const area = newPatch();
    const cardiologist = await addProvider(area, { taxonomyCode: '207RC0000X' });
    const dentist = await addProvider(area, { taxonomyCode: '122300000X' });
    const anywhere = (q: string) => ({ lat: String(area.lat), lng: String(area.lng), radius: '50', q });
    expect(ids(await search(anywhere('cardiólogo')))).toEqual([cardiologist]);
    expect(ids(await search(anywhere('cardiologo')))).toEqual([cardiologist]);
    expect(ids(await search(anywhere('heart doctor')))).toEqual([cardiologist]);
    expect(ids(await search(anywhere('dentista')))).toEqual([dentist]);
    // The page names what the words were understood as.
    expect((await search(anywhere('dentista'))).wordsCategory).toBe('dentist');
    expect((await search(anywhere('Zyx cardiólogo'))).wordsCategory).toBeNull();
    expect(ids(await search(anywhere('médico de cabecera')))).toEqual([]);
    // Words with a name in them are searched for as they are.
    expect(ids(await search(anywhere('Zyx cardiólogo')))).toEqual([]);
  });

  it('availability and time of day go through the open slots, in Florida time', async () => {
    const area = newPatch();
    // A Wednesday a week or two ahead, 10:00 in Florida: open times are kept from the database's today.
    const florida = new TZDate(Date.now(), PRACTICE_TIME_ZONE);
    const wednesday = new TZDate(
      florida.getFullYear(),
      florida.getMonth(),
      florida.getDate() + ((3 - florida.getDay() + 7) % 7) + 7,
      10,
      0,
      0,
      PRACTICE_TIME_ZONE,
    );
    const now = new Date(wednesday.getTime());
    const day = (offset: number) => format(addDays(wednesday, offset), 'yyyy-MM-dd');
    const today = await addProvider(area);
    const nextWeek = await addProvider(area);
    const tooSoon = await addProvider(area);
    const booked = await addProvider(area);
    await deps.database.db.insert(providerTimeSlots).values([
      { providerProfileId: today, slotDate: day(0), startTime: '14:00' },
      { providerProfileId: nextWeek, slotDate: day(6), startTime: '18:00' },
      { providerProfileId: tooSoon, slotDate: day(0), startTime: '10:00' },
      { providerProfileId: booked, slotDate: day(0), startTime: '15:00', isAvailable: false },
    ]);
    const open = async (input: ProviderSearchInput) => ids(await search(around(area, input), now));
    expect(await open({ availability: 'today' })).toEqual([today]);
    expect(await open({ availability: 'this_week' })).toEqual([today]);
    expect(await open({ availability: 'next_week' })).toEqual([nextWeek]);
    expect(await open({ time: 'evening' })).toEqual([nextWeek]);
    expect(await open({ availability: 'today', time: 'afternoon' })).toEqual([today]);
    expect(await open({ availability: 'today', time: 'morning' })).toEqual([]);
    expect((await search(around(area, { availability: 'flexible' }), now)).total).toBe(4);

    // Booking, freeing and removing slots, and a provider listed after their slots were made.
    const slotOf = (provider: string) => eq(providerTimeSlots.providerProfileId, provider);
    const db = deps.database.db;
    await db.update(providerTimeSlots).set({ isAvailable: false }).where(slotOf(today));
    expect(await open({ availability: 'today' })).toEqual([]);
    await db.update(providerTimeSlots).set({ isAvailable: true }).where(slotOf(booked));
    expect(await open({ availability: 'today' })).toEqual([booked]);
    await db.delete(providerTimeSlots).where(slotOf(nextWeek));
    expect(await open({ availability: 'next_week' })).toEqual([]);
    const later = await addProvider(area, { profileStatus: 'review' });
    await db
      .insert(providerTimeSlots)
      .values({ providerProfileId: later, slotDate: day(7), startTime: '09:00' });
    expect(await open({ availability: 'next_week' })).toEqual([]);
    await db
      .update(providerProfiles)
      .set({ profileStatus: 'approved' })
      .where(eq(providerProfiles.id, later));
    expect(await open({ availability: 'next_week', time: 'morning' })).toEqual([later]);
  });
});

describe('sorting and paging', () => {
  it('sorts by relevance (featured first), distance, rating and name', async () => {
    const area = newPatch();
    const far = await addProvider(area, { milesNorth: 9, lastName: 'Adams', ratingAverage: 2 });
    const near = await addProvider(area, { milesNorth: 1, lastName: 'Young', ratingAverage: 5 });
    const featured = await addProvider(area, {
      milesNorth: 5,
      lastName: 'Miller',
      ratingAverage: 3,
      featured: true,
    });
    expect(ids(await search(around(area)))).toEqual([featured, near, far]);
    expect(ids(await search(around(area, { sort: 'distance' })))).toEqual([near, featured, far]);
    expect(ids(await search(around(area, { sort: 'rating' })))).toEqual([near, featured, far]);
    expect(ids(await search(around(area, { sort: 'name' })))).toEqual([far, featured, near]);
  });

  it('gives 12 per page with the total', async () => {
    const area = newPatch();
    for (let i = 0; i < 13; i++) await addProvider(area, { milesNorth: 1 + i * 0.1 });
    const first = await search(around(area, { sort: 'distance' }));
    const second = await search(around(area, { sort: 'distance', page: '2' }));
    expect(first.providers).toHaveLength(12);
    expect(second.providers).toHaveLength(1);
    expect(first.total).toBe(13);
    expect(second.total).toBe(13);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(13);
  });
});

describe('counting', () => {
  it('counts exactly up to 1,000 and then says there are more', async () => {
    const area = newPatch();
    await deps.database.db.insert(providerProfiles).values(
      Array.from({ length: 1001 }, (_, i) => ({
        firstName: 'Many',
        lastName: `Provider${i}`,
        // Acupuncturists: no other test here lists one, so the statewide counts below are this test's.
        taxonomyCode: '171100000X',
        city: 'Pierre',
        state: 'SD',
        locationLat: area.lat,
        locationLng: area.lng,
        profileStatus: 'approved',
        status: 'active',
      })),
    );
    const result = await search(around(area));
    expect(result).toMatchObject({ total: 1000, totalCapped: true });
    expect(result.providers).toHaveLength(12);
    const fewer = await search(around(area, { q: 'Provider1000' }));
    expect(fewer).toMatchObject({ total: 1, totalCapped: false });
    // Without a place the first page comes off a sort index and the count is taken apart.
    const statewide = await search({ category: 'acupuncture-and-natural-medicine' });
    expect(statewide).toMatchObject({ total: 1000, totalCapped: true });
    expect(statewide.providers).toHaveLength(12);
    // Provider1, Provider10 to 19, Provider100 to 199 and Provider1000: 112, the last 4 on page 10.
    const lastPage = await search({
      category: 'acupuncture-and-natural-medicine',
      q: 'provider1',
      page: '10',
    });
    expect(lastPage).toMatchObject({ total: 112, totalCapped: false });
    expect(lastPage.providers).toHaveLength(4);
  });
});

describe('GET /api/providers/search', () => {
  it('answers with one page of cards', async () => {
    const area = newPatch();
    await addProvider(area);
    const res = await app.request(
      `/api/providers/search?lat=${area.lat}&lng=${area.lng}&radius=10&category=primary-care`,
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ total: 1, page: 1, pageSize: 12 });
    expect(Object.keys(body.providers[0])).not.toContain('email');
  });

  it.each([
    ['radius=80', 'Distance must be at most 50 miles'],
    ['sort=price', 'Sort by must be Best match'],
    ['page=-1', 'Page must be at least 1'],
    ['rating=abc', 'Rating must be All ratings, 2, 3 or 4 stars and up, or 5 stars'],
    ['lat=25.7', 'Latitude and longitude go together'],
    ['location=Atlantis,%20ZZ', inEnglish(LOCATION_NOT_FOUND)],
  ])('refuses %s with a 400 and a clear message', async (query, message) => {
    const res = await app.request(`/api/providers/search?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(JSON.stringify(await res.json())).toContain(message.replaceAll('"', '\\"'));
  });

  it('says a bad parameter in the page’s language, with the bound it found', async () => {
    const spanish = apiClient(app).speaking('es');
    const res = await spanish.get('/api/providers/search?radius=80&sort=price&years_min=1.5&gender=x');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      radius: 'La distancia debe ser como máximo 50 millas',
      sort: '«Ordenar por» debe ser Mejor coincidencia, Más cercanos primero, Mejor calificados o Nombre (de la A a la Z)',
      years_min: 'Los años de experiencia deben ser un número entero',
      gender: 'El sexo debe ser Cualquiera, Mujer u Hombre',
    });
    expect(res.body.codes).toMatchObject({ radius: SEARCH_PARAMS_MESSAGES.radiusAtMost });
    expect((await spanish.get('/api/providers/search?page=1001')).body.detail).toBe(
      'La página debe ser como máximo 1000',
    );
  });

  it('says it cannot find a place in the page’s language', async () => {
    const res = await apiClient(app).speaking('es').get('/api/providers/search?location=Atlantis,%20ZZ');
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(
      'No encontramos ese lugar. Pruebe con un código postal, o con una ciudad y un estado, como «Miami, FL».',
    );
    expect(res.body.code).toBe(LOCATION_NOT_FOUND);
  });
});
