import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_USER_ID, PROFILE_MESSAGES } from '#shared/providers/profile.ts';
import type { ProviderProfileDto, SimilarProvidersDto } from '#shared/providers/profile.ts';
import { openDatabase } from '../../db/client.ts';
import {
  organizations,
  providerAffiliations,
  providerTimeSlots,
  userActivity,
} from '../../db/schema/index.ts';
import { apiClient, TEST_ORIGIN, testServices } from '../../test/harness.ts';
import { addProvider, signedInUser } from '../../test/people.ts';
import type { App } from '../../app.ts';
import { inEnglish } from '../../lib/i18n.ts';
import type { AppDeps } from '../../app-env.ts';
import { getNextSlots, trackProfileView } from './profile-service.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

// earthdistance's sphere, as the search tests: a mile north is this many degrees of latitude.
const MILES_PER_DEGREE_LAT = 69.171;
// Each test that measures distances works in its own empty patch of Montana.
let patch = 0;
function newArea() {
  patch++;
  return { lat: 46 + patch * 0.5, lng: -110 };
}
const north = (area: { lat: number }, miles: number) => area.lat + miles / MILES_PER_DEGREE_LAT;

const guest = () => apiClient(app);

describe('GET /api/providers/{id}', () => {
  it('shows a listed provider with the spec defaults, the real distance and no placeholder', async () => {
    const area = newArea();
    const id = await addProvider(deps, {
      firstName: 'Ana',
      lastName: 'Ruiz',
      taxonomyCode: '111N00000X',
      secondaryTaxonomyCodes: ['213E00000X'],
      streetAddress: '10 Main St',
      addressLine2: 'Suite 2',
      city: 'Bozeman',
      state: 'MT',
      zipCode: '59715',
      locationLat: north(area, 12.3),
      locationLng: area.lng,
      officeHours: { monday: { open: '09:00', close: '17:00', closed: false } },
    });
    const res = await guest().get(`/api/providers/${id}?lat=${area.lat}&lng=${area.lng}`);
    expect(res.status).toBe(200);
    const p = res.body as unknown as ProviderProfileDto;
    expect(p).toMatchObject({
      id,
      firstName: 'Ana',
      lastName: 'Ruiz',
      initials: 'AR',
      title: 'Doctor',
      specialty: 'Chiropractor',
      taxonomyCode: '111N00000X',
      secondaryTaxonomyCodes: ['213E00000X'],
      category: 'chiropractor',
      categories: ['chiropractor', 'foot-care'],
      listingKind: 'clinician',
      hospital: null,
      hospitalAffiliations: [],
      location: 'Bozeman, MT',
      fullAddress: '10 Main St, Suite 2, Bozeman, MT 59715',
      insurances: ['Various Insurance Plans'],
      languages: ['English'],
      officeHours: { monday: { open: '09:00', close: '17:00', closed: false } },
      distanceMiles: 12.3,
      organization: null,
      verified: false,
      lastSeenAt: null,
      averageResponseMinutes: 120,
      rating: 0,
      reviewCount: 0,
    });
    // No place, no distance (never a made-up one).
    expect((await guest().get(`/api/providers/${id}`)).body.distanceMiles).toBeNull();
  });

  it('shows only an approved affiliation, and an owner account as verified, seen when its app last beat', async () => {
    const owner = await signedInUser(app, deps, 'provider');
    const id = await addProvider(deps, { userId: owner.id });
    const db = deps.database.db;
    const [pending, approved] = await db
      .insert(organizations)
      .values([
        { name: `Pending Group ${randomUUID()}` },
        { name: `Approved Group ${randomUUID()}`, logoUrl: '/l.png' },
      ])
      .returning({ id: organizations.id, name: organizations.name });
    await db.insert(providerAffiliations).values({ providerProfileId: id, organizationId: pending!.id });
    let p = (await guest().get(`/api/providers/${id}`)).body as unknown as ProviderProfileDto;
    expect(p.organization).toBeNull();
    await db
      .insert(providerAffiliations)
      .values({ providerProfileId: id, organizationId: approved!.id, status: 'approved' });
    p = (await guest().get(`/api/providers/${id}`)).body as unknown as ProviderProfileDto;
    expect(p.organization).toEqual({ id: approved!.id, name: approved!.name, logoUrl: '/l.png' });
    expect(p.verified).toBe(true);
    // Signing in is not presence: the open app's heartbeat is.
    expect(p.lastSeenAt).toBeNull();
    expect((await owner.client.post('/api/presence', { status: 'online' })).status).toBe(204);
    p = (await guest().get(`/api/providers/${id}`)).body as unknown as ProviderProfileDto;
    expect(Date.now() - Date.parse(p.lastSeenAt!)).toBeLessThan(60_000);
  });

  it("is 'Provider not found or not available' for drafts, suspended, unknown and malformed ids", async () => {
    const draft = await addProvider(deps, { profileStatus: 'review' });
    const suspended = await addProvider(deps, { status: 'suspended' });
    for (const id of [draft, suspended, randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
      for (const path of ['', '/similar', '/next-slots', '/reviews']) {
        const res = await guest().get(`/api/providers/${encodeURIComponent(id)}${path}`);
        expect(res.status, `${id}${path}`).toBe(404);
        expect(res.body.detail).toBe(inEnglish(PROFILE_MESSAGES.notAvailable));
      }
    }
  });

  it('keeps /api/providers/search a search, and refuses a half or bad place', async () => {
    expect((await guest().get('/api/providers/search?location=33145')).status).toBe(200);
    const id = await addProvider(deps);
    expect((await guest().get(`/api/providers/${id}?lat=25.7`)).status).toBe(400);
    const bad = await guest().get(`/api/providers/${id}?lat=north&lng=1`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ lat: 'Latitude must be a number' });
    const far = await guest().get(`/api/providers/${id}?lat=91&lng=181`);
    expect(far.body.errors).toEqual({
      lat: 'Latitude must be between -90 and 90',
      lng: 'Longitude must be between -180 and 180',
    });
    const spanish = guest().speaking('es');
    expect((await spanish.get(`/api/providers/${id}?lat=north&lng=181`)).body.errors).toEqual({
      lat: 'La latitud debe ser un número',
      lng: 'La longitud debe estar entre -180 y 180',
    });
    expect((await spanish.get(`/api/providers/${id}?lat=25.7`)).body.errors).toEqual({
      lat: 'La latitud y la longitud deben indicarse juntas',
    });
  });
});

describe('GET /api/providers/{id}/similar', () => {
  it('gives up to 3 listed providers of the same kind of care, nearest to the user first, with their distance', async () => {
    const area = newArea();
    // Audiologists: no other test of this file lists one, so none of theirs is near.
    const at = (miles: number, extra: Parameters<typeof addProvider>[1] = {}) =>
      addProvider(deps, {
        taxonomyCode: '231H00000X',
        locationLat: north(area, miles),
        locationLng: area.lng,
        ...extra,
      });
    const me = await at(0);
    const one = await at(1);
    const five = await at(5);
    const ten = await at(10);
    const forty = await at(40);
    await at(0.5, { taxonomyCode: '207RC0000X' });
    await at(0.5, { profileStatus: 'draft' });
    const res = await guest().get(`/api/providers/${me}/similar?lat=${area.lat}&lng=${area.lng}`);
    expect(res.status).toBe(200);
    const cards = (res.body as unknown as SimilarProvidersDto).providers;
    expect(cards.map((c) => c.id)).toEqual([one, five, ten]);
    expect(cards.map((c) => c.distanceMiles)).toEqual([1, 5, 10]);

    // From a place up north, the far one is nearest.
    const up = await guest().get(`/api/providers/${me}/similar?lat=${north(area, 40)}&lng=${area.lng}`);
    expect((up.body as unknown as SimilarProvidersDto).providers[0]!.id).toBe(forty);

    // Without the user's place: nearest to this provider, and no distance (it would not be theirs).
    const near = (await guest().get(`/api/providers/${me}/similar`)).body as unknown as SimilarProvidersDto;
    expect(near.providers.map((c) => c.id)).toEqual([one, five, ten]);
    expect(near.providers.every((c) => c.distanceMiles === null)).toBe(true);

    // Nearby means within 50 miles: 51 miles south of this provider nobody is; 44 miles south, two are.
    const far = await guest().get(`/api/providers/${me}/similar?lat=${north(area, -51)}&lng=${area.lng}`);
    expect((far.body as unknown as SimilarProvidersDto).providers.map((c) => c.id)).toEqual([]);
    const edge = await guest().get(`/api/providers/${me}/similar?lat=${north(area, -44)}&lng=${area.lng}`);
    expect((edge.body as unknown as SimilarProvidersDto).providers.map((c) => c.id)).toEqual([one, five]);
  });
});

describe('next available times', () => {
  // 14:00 UTC on 15 July 2031 is 10:00 in Florida (EDT).
  const now = new Date('2031-07-15T14:00:00Z');

  it('gives the next 3 open times at least 30 minutes ahead in America/New_York', async () => {
    const id = await addProvider(deps);
    const slot = (slotDate: string, startTime: string, isAvailable = true) => ({
      providerProfileId: id,
      slotDate,
      startTime,
      isAvailable,
    });
    await deps.database.db
      .insert(providerTimeSlots)
      .values([
        slot('2031-07-15', '09:00'),
        slot('2031-07-15', '10:15'),
        slot('2031-07-15', '10:30'),
        slot('2031-07-15', '10:45', false),
        slot('2031-07-15', '11:00'),
        slot('2031-07-16', '08:00'),
        slot('2031-07-17', '08:00'),
        slot('2031-07-14', '16:00'),
      ]);
    const { slots } = await getNextSlots(deps.database.db, id, now);
    expect(slots.map((s) => `${s.date} ${s.time}`)).toEqual([
      '2031-07-15 10:30',
      '2031-07-15 11:00',
      '2031-07-16 08:00',
    ]);
    expect(slots[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('ends at the 30-day booking window, and answers over HTTP', async () => {
    const id = await addProvider(deps);
    await deps.database.db.insert(providerTimeSlots).values([
      { providerProfileId: id, slotDate: '2031-08-13', startTime: '09:00' },
      { providerProfileId: id, slotDate: '2031-08-14', startTime: '09:00' },
    ]);
    expect((await getNextSlots(deps.database.db, id, now)).slots.map((s) => s.date)).toEqual(['2031-08-13']);
    const res = await guest().get(`/api/providers/${id}/next-slots`);
    expect(res.status).toBe(200);
    // Those dates are years ahead: outside today's window.
    expect(res.body).toEqual({ slots: [] });
  });
});

describe('POST /api/providers/{id}/views', () => {
  const view = (over: Record<string, unknown> = {}) => ({
    referrerSource: 'search',
    searchQuery: 'cardiology near Miami',
    searchFilters: { specialty: 'cardiology', insurance: 'Medicare' },
    searchPosition: 4,
    deviceType: 'mobile',
    pageUrl: '/providers/x?from=search',
    sessionId: `s-${randomUUID()}`,
    ...over,
  });
  const post = (id: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(`/api/providers/${id}/views`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const rowsFor = (id: string) =>
    deps.database.db
      .select({
        userId: userActivity.userId,
        metadata: userActivity.metadata,
        type: userActivity.activityType,
      })
      .from(userActivity)
      .where(and(eq(userActivity.providerProfileId, id), eq(userActivity.activityType, 'viewed_provider')));

  it("records a guest's view under the zero UUID with the spec's metadata", async () => {
    const id = await addProvider(deps);
    const body = view();
    const res = await post(id, body, { 'user-agent': 'TestBrowser/1.0' });
    expect(res.status).toBe(204);
    const rows = await rowsFor(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(ANONYMOUS_USER_ID);
    expect(rows[0]!.metadata).toMatchObject({
      referrer_source: 'search',
      search_query: 'cardiology near Miami',
      search_filters: { specialty: 'cardiology', insurance: 'Medicare' },
      search_position: 4,
      user_agent: 'TestBrowser/1.0',
      device_type: 'mobile',
      page_url: '/providers/x?from=search',
      session_id: body.sessionId,
    });
    expect(Date.now() - Date.parse(String(rows[0]!.metadata.timestamp))).toBeLessThan(60_000);
  });

  it("records a signed-in user's id, once per page load, and a new session's view again", async () => {
    const id = await addProvider(deps);
    const patient = await signedInUser(app, deps, 'patient');
    const body = view({
      referrerSource: 'direct',
      searchQuery: undefined,
      searchFilters: undefined,
      searchPosition: undefined,
      deviceType: 'desktop',
    });
    const send = () => post(id, body, { cookie: patient.client.cookie });
    expect((await send()).status).toBe(204);
    expect((await send()).status).toBe(204);
    expect((await post(id, view())).status).toBe(204);
    const rows = await rowsFor(id);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.userId).sort()).toEqual([ANONYMOUS_USER_ID, patient.id].sort());
    expect(rows.find((r) => r.userId === patient.id)!.metadata).toMatchObject({
      referrer_source: 'direct',
      search_query: null,
      device_type: 'desktop',
    });
  });

  it('writes nothing for unlisted or unknown providers (still 204), and refuses bad input', async () => {
    const draft = await addProvider(deps, { profileStatus: 'draft' });
    expect((await post(draft, view())).status).toBe(204);
    expect(await rowsFor(draft)).toHaveLength(0);
    expect((await post('not-a-uuid', view())).status).toBe(204);
    const id = await addProvider(deps);
    const bad = await post(id, view({ deviceType: 'tablet' }));
    expect(bad.status).toBe(400);
    expect(await rowsFor(id)).toHaveLength(0);
  });

  it('never throws when the database fails, and logs no personal data', async () => {
    // A real database without our tables: the insert fails as it would during an outage.
    const broken = await openDatabase({ databaseUrl: 'memory://' });
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const providerId = randomUUID();
    await expect(
      trackProfileView(
        { db: broken.db, log },
        {
          providerId,
          userId: randomUUID(),
          userAgent: 'SecretAgent/9',
          view: {
            ...view({ sessionId: 'session-secret' }),
            referrerSource: 'search',
            deviceType: 'mobile',
          } as never,
        },
      ),
    ).resolves.toBeUndefined();
    await broken.close();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      code: '42P01',
      providerId,
      msg: 'profile view not recorded',
    });
    expect(lines[0]).not.toContain('SecretAgent');
    expect(lines[0]).not.toContain('session-secret');
    expect(lines[0]).not.toContain('cardiology');
  });
});
