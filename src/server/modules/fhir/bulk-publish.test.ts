import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, practiceToday } from '#shared/schedule/slot-rules.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { providerProfiles, providerTimeSlots } from '../../db/schema/index.ts';
import { TEST_ORIGIN, testServices } from '../../test/harness.ts';
import { addProvider } from '../../test/people.ts';
import { PAGE_ROWS, PUBLISH_DAYS, bulkFile } from './bulk-publish.ts';
import { BOOKING_DEEP_LINK, BOOKING_PHONE } from './resources.ts';

let app: App;
let deps: AppDeps;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** FHIR instant with an offset (SMART Scheduling Links "timestamps"). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const today = practiceToday(new Date());
const tomorrow = addDaysToDate(today, 1);

let bookable: string;
let unclaimed: string;
let draft: string;
let stale: string;

beforeAll(async () => {
  ({ app, deps } = await testServices());
  const place = { city: 'Naples', state: 'FL', zipCode: '34102', locationLat: 26.14, locationLng: -81.79 };
  bookable = await addProvider(deps, {
    ...place,
    taxonomyCode: '213E00000X',
    phone: '(239) 555-0150',
    practiceName: 'Naples Foot Care',
    streetAddress: '5 Gulf Shore Blvd',
    npiNumber: `1${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
  });
  unclaimed = await addProvider(deps, { ...place, claimed: false, listingSource: 'nppes' });
  draft = await addProvider(deps, { ...place, profileStatus: 'draft' });
  stale = await addProvider(deps, { ...place, updatedAt: new Date('2001-01-01T00:00:00Z') });
  await deps.database.db.insert(providerTimeSlots).values([
    { providerProfileId: bookable, slotDate: tomorrow, startTime: '10:00', isAvailable: true },
    { providerProfileId: bookable, slotDate: tomorrow, startTime: '10:30', isAvailable: false },
    // Beyond the published window.
    { providerProfileId: bookable, slotDate: addDaysToDate(today, PUBLISH_DAYS + 1), startTime: '10:00' },
    { providerProfileId: unclaimed, slotDate: tomorrow, startTime: '10:00', isAvailable: true },
    { providerProfileId: draft, slotDate: tomorrow, startTime: '10:00', isAvailable: true },
  ]);
});

async function fetchFile(url: string) {
  expect(url.startsWith(`${TEST_ORIGIN}/fhir/`)).toBe(true);
  const res = await app.request(url.slice(TEST_ORIGIN.length));
  const text = await res.text();
  expect(text === '' || text.endsWith('\n')).toBe(true);
  const lines = text.split('\n').filter(Boolean);
  return { res, resources: lines.map((l) => JSON.parse(l) as Json) };
}

async function manifest(query = '') {
  const res = await app.request(`/fhir/$bulk-publish${query}`);
  return { res, body: (await res.json()) as Json };
}

const outputUrl = (m: Json, type: string) => (m.output as Json[]).find((o) => o.type === type)!.url as string;

describe('manifest', () => {
  it('has the transaction time, the request, one output of each type with its states, and no errors', async () => {
    const { res, body } = await manifest();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body.transactionTime).toMatch(INSTANT);
    expect(Math.abs(Date.parse(body.transactionTime) - Date.now())).toBeLessThan(60_000);
    expect(body.request).toBe(`${TEST_ORIGIN}/fhir/$bulk-publish`);
    expect(body.error).toEqual([]);
    expect((body.output as Json[]).map((o) => o.type)).toEqual(['Location', 'Schedule', 'Slot']);
    for (const o of body.output as Json[]) {
      expect(o.url).toMatch(/^http:\/\/localhost:3000\/fhir\/bulk\/\w+\.ndjson$/);
      expect(o.extension.state).toContain('FL');
      expect(o.extension.state.every((s: string) => /^[A-Z]{2}$/.test(s))).toBe(true);
    }
  });

  it('answers with a percent-encoded dollar sign too', async () => {
    expect((await app.request('/fhir/%24bulk-publish')).status).toBe(200);
  });

  it('refuses a _since that is not a timestamp, on the manifest and on each of the three files', async () => {
    const impossible = [
      '2026-02-31T00:00:00Z',
      '2025-13-45T10:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T10:00:00+25:00',
    ];
    for (const bad of ['yesterday', 'garbage', '2025-01-01', '2025-01-01T10:00:00', ...impossible]) {
      for (const path of [
        '$bulk-publish',
        'bulk/locations.ndjson',
        'bulk/schedules.ndjson',
        'bulk/slots.ndjson',
      ]) {
        const res = await app.request(`/fhir/${path}?_since=${encodeURIComponent(bad)}`);
        expect(res.status, `${path} ${bad}`).toBe(400);
        expect(((await res.json()) as Json).resourceType).toBe('OperationOutcome');
      }
    }
  });
});

describe('NDJSON files', () => {
  it('are reachable from the manifest, one resource per line with the required elements', async () => {
    const { body } = await manifest();
    const files: Record<string, Json[]> = {};
    for (const type of ['Location', 'Schedule', 'Slot']) {
      const { res, resources } = await fetchFile(outputUrl(body, type));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/fhir+ndjson');
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      for (const r of resources) expect(r.resourceType).toBe(type);
      files[type] = resources;
    }
    const idPattern = /^[A-Za-z0-9\-.]{1,64}$/;
    for (const loc of files.Location!) {
      expect(loc.id).toMatch(idPattern);
      expect(loc.name).toEqual(expect.any(String));
      // Other suites share this database and list practices with only a city, only a state, or
      // neither: the address carries what the profile holds, and never an empty field. (This
      // suite's own practices, checked below, have full addresses.)
      const where = loc.address as Record<string, unknown>;
      expect(where).toMatchObject({ use: 'work', type: 'physical', country: 'US' });
      for (const value of Object.values(where)) expect(value).toBeTruthy();
    }
    const locationIds = new Set(files.Location!.map((l) => l.id));
    for (const s of files.Schedule!) {
      expect(s.id).toMatch(idPattern);
      expect(s.actor.length).toBeGreaterThan(0);
      expect(locationIds.has(s.actor[0].reference.replace('Location/', ''))).toBe(true);
    }
    const scheduleIds = new Set(files.Schedule!.map((s) => `Schedule/${s.id}`));
    for (const slot of files.Slot!) {
      expect(slot.id).toMatch(idPattern);
      expect(scheduleIds.has(slot.schedule.reference)).toBe(true);
      expect(['free', 'busy']).toContain(slot.status);
      expect(slot.start).toMatch(INSTANT);
      expect(slot.end).toMatch(INSTANT);
      expect(Date.parse(slot.end)).toBeGreaterThan(Date.parse(slot.start));
    }

    // Ours: the bookable provider in full; the unclaimed listing, the draft and their slots nowhere.
    const loc = files.Location!.find((l) => l.id === bookable)!;
    expect(loc).toMatchObject({
      name: 'Naples Foot Care',
      telecom: [
        { system: 'phone', value: '(239) 555-0150' },
        { system: 'url', value: `${TEST_ORIGIN}/providers/${bookable}` },
      ],
      address: { line: ['5 Gulf Shore Blvd'], city: 'Naples', state: 'FL', postalCode: '34102' },
      position: { latitude: 26.14, longitude: -81.79 },
      identifier: [
        { system: 'http://hl7.org/fhir/sid/us-npi', value: expect.stringMatching(/^\d{10}$/) },
        { system: 'urn:ietf:rfc:3986', value: `${TEST_ORIGIN}/providers/${bookable}` },
      ],
    });
    // SMART Scheduling Links: one actor, the Location.
    const sched = files.Schedule!.find((s) => s.id === bookable)!;
    expect(sched.actor.map((a: Json) => a.reference)).toEqual([`Location/${bookable}`]);
    expect(sched.serviceType[0].coding).toContainEqual(
      expect.objectContaining({ system: 'http://nucc.org/provider-taxonomy', code: '213E00000X' }),
    );
    for (const id of [unclaimed, draft]) {
      expect(files.Location!.some((l) => l.id === id)).toBe(false);
      expect(files.Schedule!.some((s) => s.id === id)).toBe(false);
      expect(files.Slot!.some((s) => s.schedule.reference === `Schedule/${id}`)).toBe(false);
    }
    const mine = files.Slot!.filter((s) => s.schedule.reference === `Schedule/${bookable}`);
    expect(mine.map((s) => [s.start.slice(0, 16), s.status])).toEqual([
      [`${tomorrow}T10:00`, 'free'],
      [`${tomorrow}T10:30`, 'busy'],
    ]);
    const free = mine[0]!;
    expect(free.extension).toContainEqual({ url: BOOKING_PHONE, valueString: '(239) 555-0150' });
    // The deep link opens our booking dialog on this time: the profile page with the slot, date and time.
    const link = new URL((free.extension as Json[]).find((e) => e.url === BOOKING_DEEP_LINK)!.valueUrl);
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.pathname).toBe(`/providers/${bookable}`);
    expect(Object.fromEntries(link.searchParams)).toEqual({ slot: free.id, date: tomorrow, time: '10:00' });
  });

  it('with _since, the Location and Schedule files hold only what changed since; the Slot file stays whole', async () => {
    const since = new Date(Date.now() - 60_000).toISOString();
    const { body } = await manifest(`?_since=${encodeURIComponent(since)}`);
    expect(body.request).toBe(`${TEST_ORIGIN}/fhir/$bulk-publish?_since=${encodeURIComponent(since)}`);
    expect(outputUrl(body, 'Slot')).not.toContain('_since');
    for (const type of ['Location', 'Schedule']) {
      const url = outputUrl(body, type);
      expect(new URL(url).searchParams.get('_since')).toBe(since);
      const ids = (await fetchFile(url)).resources.map((r) => r.id);
      expect(ids, type).toContain(bookable);
      expect(ids, type).not.toContain(stale);
      // Everything in the file changed after _since.
      const { resources } = await fetchFile(url);
      for (const r of resources) expect(Date.parse(r.meta.lastUpdated)).toBeGreaterThan(Date.parse(since));
    }
    const full = await fetchFile(`${TEST_ORIGIN}/fhir/bulk/locations.ndjson`);
    expect(full.resources.map((r) => r.id)).toContain(stale);
    // A change to the stale listing brings it into the next changes-only file.
    await deps.database.db
      .update(providerProfiles)
      .set({ phone: '(239) 555-0177' })
      .where(eq(providerProfiles.id, stale));
    const after = await fetchFile(outputUrl(body, 'Location'));
    expect(after.resources.map((r) => r.id)).toContain(stale);
  });
});

/** Reads a whole Slot file made at `now` and keeps the slots of the given schedules. */
async function slotsAt(now: Date, providers: string[]) {
  const stream = bulkFile(deps.database.db, { publicUrl: TEST_ORIGIN }, 'Slot', null, now);
  const text = await new Response(stream).text();
  const refs = new Set(providers.map((p) => `Schedule/${p}`));
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Json)
    .filter((s) => refs.has(s.schedule.reference));
}

describe('slot times', () => {
  it('carry Florida offsets on each side of the daylight-saving changes', async () => {
    const provider = await addProvider(deps, { city: 'Miami', state: 'FL' });
    await deps.database.db.insert(providerTimeSlots).values([
      // Clocks go forward on Sunday 14 March 2027 and back on Sunday 7 November 2027.
      { providerProfileId: provider, slotDate: '2027-03-13', startTime: '09:00' },
      { providerProfileId: provider, slotDate: '2027-03-15', startTime: '09:00' },
      { providerProfileId: provider, slotDate: '2027-11-06', startTime: '09:00' },
      { providerProfileId: provider, slotDate: '2027-11-08', startTime: '09:00' },
      // The repeated hour: 01:30 happens twice; the slot is the first, daylight, one.
      { providerProfileId: provider, slotDate: '2027-11-07', startTime: '01:30' },
    ]);
    const spring = await slotsAt(new Date('2027-03-10T15:00:00Z'), [provider]);
    expect(spring.map((s) => [s.start, s.end])).toEqual([
      ['2027-03-13T09:00:00-05:00', '2027-03-13T09:30:00-05:00'],
      ['2027-03-15T09:00:00-04:00', '2027-03-15T09:30:00-04:00'],
    ]);
    const autumn = await slotsAt(new Date('2027-11-04T15:00:00Z'), [provider]);
    expect(autumn.map((s) => [s.start, s.end])).toEqual([
      ['2027-11-06T09:00:00-04:00', '2027-11-06T09:30:00-04:00'],
      // 30 minutes later on the clock of the instant: still daylight time.
      ['2027-11-07T01:30:00-04:00', '2027-11-07T01:00:00-05:00'],
      ['2027-11-08T09:00:00-05:00', '2027-11-08T09:30:00-05:00'],
    ]);
    for (const s of [...spring, ...autumn]) {
      expect(Date.parse(s.end) - Date.parse(s.start)).toBe(30 * 60_000);
    }
  });

  it('are streamed page by page without losing or repeating a slot at the page joins', async () => {
    // Every 15 minutes of 12 days for two providers: more slots than fit in one page.
    const a = await addProvider(deps, { city: 'Tampa', state: 'FL' });
    const b = await addProvider(deps, { city: 'Tampa', state: 'FL' });
    const rows = [a, b].flatMap((providerProfileId) =>
      Array.from({ length: 12 * 96 }, (_, i) => ({
        providerProfileId,
        slotDate: addDaysToDate(tomorrow, Math.floor(i / 96)),
        startTime: `${String(Math.floor((i % 96) / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
      })),
    );
    expect(rows.length).toBeGreaterThan(PAGE_ROWS);
    for (let i = 0; i < rows.length; i += 500) {
      await deps.database.db.insert(providerTimeSlots).values(rows.slice(i, i + 500));
    }
    const slots = await slotsAt(new Date(), [a, b]);
    expect(slots).toHaveLength(rows.length);
    expect(new Set(slots.map((s) => s.id)).size).toBe(rows.length);
    // 15-minute slots end where the next begins, at a page join too; the day's last ends 30 minutes on.
    // (The slot starting at 02:00 on a spring-forward day does not exist; none falls in these dates.)
    const lengths = new Set(slots.map((s) => (Date.parse(s.end) - Date.parse(s.start)) / 60_000));
    expect([...lengths].sort()).toEqual([15, 30]);
    expect(slots.filter((s) => s.start.includes('T23:45:00'))).toHaveLength(24);
    expect(
      slots
        .filter((s) => (Date.parse(s.end) - Date.parse(s.start)) / 60_000 === 30)
        .every((s) => s.start.includes('T23:45')),
    ).toBe(true);
  });
});
