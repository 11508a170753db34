import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, practiceToday } from '#shared/schedule/slot-rules.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { organizations, providerAffiliations, providerTimeSlots } from '../../db/schema/index.ts';
import { TEST_ORIGIN, testServices } from '../../test/harness.ts';
import { addProvider, signedInUser } from '../../test/people.ts';
import { MAX_COUNT, RESOURCES, RESOURCE_TYPES, parseSearch } from './search-params.ts';

let app: App;
let deps: AppDeps;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function get(path: string) {
  const res = await app.request(path);
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), body: JSON.parse(text) as Json, res };
}

/** A ZIP prefix no other test uses: every search below is narrowed to this test's own rows. */
const zip4 = () => `9${String(Math.floor(Math.random() * 9000) + 1000)}`.slice(0, 4);
const npi = () => `1${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

let zipPrefix: string;
let cardiologist: string;
let dentist: string;
let unclaimed: string;
let draft: string;
let org: string;
let doctorNpi: string;
const tomorrow = addDaysToDate(practiceToday(new Date()), 1);

beforeAll(async () => {
  ({ app, deps } = await testServices());
  const db = deps.database.db;
  // A fresh prefix not already in the database.
  do {
    zipPrefix = zip4();
  } while (
    (await db.execute(sql`select 1 from provider_profiles where zip_code like ${`${zipPrefix}%`} limit 1`))
      .rows.length
  );
  doctorNpi = npi();
  const place = { city: 'Fort Myers', state: 'FL', locationLat: 31.5, locationLng: -60.5 };
  cardiologist = await addProvider(deps, {
    ...place,
    firstName: 'Rosa',
    lastName: 'Diaz',
    // Cardiology, and sleep medicine as a second code.
    taxonomyCode: '207RC0000X',
    secondaryTaxonomyCodes: ['207RS0012X'],
    zipCode: `${zipPrefix}1`,
    zipPlus4: '4321',
    npiNumber: doctorNpi,
    phone: '(239) 555-0101',
    gender: 'female',
    practiceName: 'Palm Heart Clinic',
    streetAddress: '10 Palm Way',
    professionalTitle: 'MD',
    boardCertifications: ['American Board of Internal Medicine'],
    officeHours: {
      monday: { open: '08:00', close: '17:00', closed: false },
      tuesday: { open: '08:00', close: '17:00', closed: false },
      saturday: { open: '09:00', close: '12:00', closed: false },
      sunday: { open: '09:00', close: '12:00', closed: true },
    },
    updatedAt: new Date('2001-02-03T12:00:00Z'),
  });
  dentist = await addProvider(deps, {
    ...place,
    locationLat: 32.5,
    taxonomyCode: '1223G0001X',
    zipCode: `${zipPrefix}2`,
  });
  unclaimed = await addProvider(deps, {
    ...place,
    zipCode: `${zipPrefix}3`,
    claimed: false,
    listingSource: 'cms',
  });
  draft = await addProvider(deps, { ...place, zipCode: `${zipPrefix}4`, profileStatus: 'draft' });
  const [o] = await db
    .insert(organizations)
    .values({
      name: `Gulf Health ${randomUUID().slice(0, 6)}`,
      phone: '(239) 555-0199',
      zipCode: `${zipPrefix}9`,
    })
    .returning({ id: organizations.id });
  org = o!.id;
  await db
    .insert(providerAffiliations)
    .values({ providerProfileId: cardiologist, organizationId: org, status: 'approved' });
  await db.insert(providerTimeSlots).values([
    { providerProfileId: cardiologist, slotDate: tomorrow, startTime: '09:00', isAvailable: true },
    { providerProfileId: cardiologist, slotDate: tomorrow, startTime: '09:15', isAvailable: false },
    { providerProfileId: unclaimed, slotDate: tomorrow, startTime: '09:00', isAvailable: true },
    { providerProfileId: draft, slotDate: tomorrow, startTime: '09:00', isAvailable: true },
  ]);
});

const ids = (bundle: Json) => (bundle.entry as Json[]).map((e) => e.resource.id as string).sort();

describe('read', () => {
  it('serves each resource type of a listed provider with its required elements, as FHIR JSON', async () => {
    const p = await get(`/fhir/Practitioner/${cardiologist}`);
    expect(p.status).toBe(200);
    expect(p.type).toBe('application/fhir+json; charset=utf-8');
    expect(p.body).toMatchObject({
      resourceType: 'Practitioner',
      id: cardiologist,
      active: true,
      gender: 'female',
      identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: doctorNpi }],
      name: [{ family: 'Diaz', given: ['Rosa'], prefix: ['Dr.'], suffix: ['MD'] }],
      qualification: [{ code: { text: 'American Board of Internal Medicine' } }],
      meta: { lastUpdated: '2001-02-03T12:00:00.000Z' },
    });

    const role = (await get(`/fhir/PractitionerRole/${cardiologist}`)).body;
    expect(role).toMatchObject({
      resourceType: 'PractitionerRole',
      practitioner: { reference: `Practitioner/${cardiologist}` },
      organization: { reference: `Organization/${org}` },
      location: [{ reference: `Location/${cardiologist}`, display: 'Palm Heart Clinic' }],
      telecom: [{ system: 'phone', value: '(239) 555-0101' }],
    });
    // The listing's own codes, the primary first, each with NUCC's name.
    expect(role.specialty).toEqual([
      {
        coding: [
          {
            system: 'http://nucc.org/provider-taxonomy',
            code: '207RC0000X',
            display: 'Cardiovascular Disease Physician',
          },
        ],
        text: 'Cardiovascular Disease Physician',
      },
      {
        coding: [
          {
            system: 'http://nucc.org/provider-taxonomy',
            code: '207RS0012X',
            display: 'Sleep Medicine (Internal Medicine) Physician',
          },
        ],
        text: 'Sleep Medicine (Internal Medicine) Physician',
      },
    ]);
    // Office hours: Monday and Tuesday share their hours; a closed Sunday is left out.
    expect(role.availableTime).toEqual([
      { daysOfWeek: ['mon', 'tue'], availableStartTime: '08:00:00', availableEndTime: '17:00:00' },
      { daysOfWeek: ['sat'], availableStartTime: '09:00:00', availableEndTime: '12:00:00' },
    ]);

    const loc = (await get(`/fhir/Location/${cardiologist}`)).body;
    expect(loc).toMatchObject({
      resourceType: 'Location',
      name: 'Palm Heart Clinic',
      identifier: [
        { system: 'http://hl7.org/fhir/sid/us-npi', value: doctorNpi },
        { system: 'urn:ietf:rfc:3986', value: `${TEST_ORIGIN}/providers/${cardiologist}` },
      ],
      address: { line: ['10 Palm Way'], city: 'Fort Myers', state: 'FL', postalCode: `${zipPrefix}1-4321` },
      position: { latitude: 31.5, longitude: -60.5 },
      telecom: [
        { system: 'phone', value: '(239) 555-0101' },
        { system: 'url', value: `${TEST_ORIGIN}/providers/${cardiologist}` },
      ],
    });
    // Location names its hours openingTime and closingTime (PractitionerRole's names are invalid here).
    expect(loc.hoursOfOperation).toEqual([
      { daysOfWeek: ['mon', 'tue'], openingTime: '08:00:00', closingTime: '17:00:00' },
      { daysOfWeek: ['sat'], openingTime: '09:00:00', closingTime: '12:00:00' },
    ]);

    // One actor, the Location; the practitioner is reached through the PractitionerRole at it.
    const sched = (await get(`/fhir/Schedule/${cardiologist}`)).body;
    expect(sched.actor).toEqual([{ reference: `Location/${cardiologist}`, display: 'Palm Heart Clinic' }]);
    expect(sched.serviceType).toEqual([
      {
        coding: [
          {
            system: 'http://nucc.org/provider-taxonomy',
            code: '207RC0000X',
            display: 'Cardiovascular Disease Physician',
          },
        ],
        text: 'Cardiovascular Disease Physician',
      },
    ]);
    expect(sched.specialty.map((s: Json) => s.coding[0].code)).toEqual(['207RC0000X', '207RS0012X']);
    const atLocation = (await get(`/fhir/PractitionerRole?location=${sched.actor[0].reference}`)).body;
    expect(atLocation.entry[0].resource.practitioner.reference).toBe(`Practitioner/${cardiologist}`);

    const o = (await get(`/fhir/Organization/${org}`)).body;
    expect(o).toMatchObject({ resourceType: 'Organization', id: org, telecom: [{ system: 'phone' }] });
    expect(o.address[0].postalCode).toBe(`${zipPrefix}9`);
  });

  it('serves a slot with its schedule, status and times', async () => {
    const bundle = (await get(`/fhir/Slot?schedule=Schedule/${cardiologist}`)).body;
    expect(bundle.total).toBe(2);
    const slot = (bundle.entry as Json[]).map((e) => e.resource).find((s) => s.status === 'free')!;
    const read = await get(`/fhir/Slot/${slot.id}`);
    expect(read.body).toEqual(slot);
    expect(slot.schedule).toEqual({ reference: `Schedule/${cardiologist}` });
    expect(slot.start).toMatch(new RegExp(`^${tomorrow}T09:00:00-0[45]:00$`));
    // The next slot that day starts at 09:15, so this one ends there rather than at 09:30.
    expect(slot.end).toMatch(new RegExp(`^${tomorrow}T09:15:00-0[45]:00$`));
  });

  it('answers 404 with an OperationOutcome for what is missing or not public', async () => {
    for (const path of [
      `/fhir/Practitioner/${draft}`,
      `/fhir/Practitioner/${randomUUID()}`,
      '/fhir/Practitioner/not-an-id',
      `/fhir/Schedule/${unclaimed}`,
      `/fhir/Organization/${randomUUID()}`,
      '/fhir/Patient/123',
      '/fhir/Patient',
      '/fhir/bulk/patients.ndjson',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.resourceType, path).toBe('OperationOutcome');
      expect(res.body.issue[0].severity).toBe('error');
    }
  });

  it('shows an unclaimed listing, but gives it no schedule or slots', async () => {
    expect((await get(`/fhir/Practitioner/${unclaimed}`)).status).toBe(200);
    expect((await get(`/fhir/Location/${unclaimed}`)).status).toBe(200);
    expect((await get(`/fhir/Slot?schedule=${unclaimed}`)).body.total).toBe(0);
  });

  it('is read-only: other methods answer 405', async () => {
    const res = await app.request('/fhir/Practitioner', { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
    expect(((await res.json()) as Json).resourceType).toBe('OperationOutcome');
  });
});

describe('search', () => {
  it('by postal code: the whole ZIP, its start, or the ZIP+4; never unlisted profiles', async () => {
    const all = (await get(`/fhir/Location?address-postalcode=${zipPrefix}`)).body;
    expect(all).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 3 });
    expect(ids(all)).toEqual([cardiologist, dentist, unclaimed].sort());
    for (const e of all.entry as Json[])
      expect(e.fullUrl).toBe(`${TEST_ORIGIN}/fhir/Location/${e.resource.id}`);
    expect(ids((await get(`/fhir/Location?address-postalcode=${zipPrefix}2`)).body)).toEqual([dentist]);
    expect(ids((await get(`/fhir/Location?address-postalcode=${zipPrefix}1-4321`)).body)).toEqual([
      cardiologist,
    ]);
    expect((await get(`/fhir/Location?address-postalcode=${zipPrefix}1-0000`)).body.total).toBe(0);
  });

  it('by specialty: a NUCC code, primary or secondary, or our earlier code or name', async () => {
    for (const value of [
      'cardiology',
      'Cardiology',
      '207RC0000X',
      'http://nucc.org/provider-taxonomy|207RC0000X',
      // The cardiologist's second code.
      '207RS0012X',
    ]) {
      const b = (
        await get(
          `/fhir/PractitionerRole?specialty=${encodeURIComponent(value)}&address-postalcode=${zipPrefix}`,
        )
      ).body;
      expect(ids(b), value).toEqual([cardiologist]);
    }
    const both = (
      await get(`/fhir/PractitionerRole?specialty=cardiology,dental&address-postalcode=${zipPrefix}`)
    ).body;
    expect(ids(both)).toEqual([cardiologist, dentist].sort());
    // A schedule is searched by specialty too, and only bookable providers have one.
    const sched = (await get(`/fhir/Schedule?specialty=dental&actor=Location/${dentist}`)).body;
    expect(ids(sched)).toEqual([dentist]);
  });

  it('near a point, in miles or kilometres', async () => {
    // The cardiologist is at the point; the dentist 69 miles north.
    const near = (d: string) =>
      get(`/fhir/Location?near=${encodeURIComponent(`31.5|-60.5|${d}`)}&address-postalcode=${zipPrefix}`);
    expect(ids((await near('5|mi')).body)).toEqual([cardiologist, unclaimed].sort());
    expect(ids((await near('50|mi')).body)).toEqual([cardiologist, unclaimed].sort());
    expect((await near('150|mi')).status).toBe(400);
    expect(ids((await near('120|km')).body)).toEqual([cardiologist, dentist, unclaimed].sort());
  });

  it('by _lastUpdated with prefixes', async () => {
    const q = (v: string) => get(`/fhir/Practitioner?_lastUpdated=${v}&identifier=${doctorNpi}`);
    expect((await q('lt2001-02-04')).body.total).toBe(1);
    expect((await q('le2001-02-03')).body.total).toBe(1);
    expect((await q('2001-02-03')).body.total).toBe(1);
    expect((await q('gt2001-02-03')).body.total).toBe(0);
    expect((await q('ge2001-02-03T12:00:01Z')).body.total).toBe(0);
    expect((await q('lt2001-02-03T12:00:01Z')).body.total).toBe(1);
    const range = await get(
      `/fhir/Location?_lastUpdated=ge2001-01-01&_lastUpdated=lt2001-03-01&address-postalcode=${zipPrefix}`,
    );
    expect(ids(range.body)).toEqual([cardiologist]);
  });

  it('by identifier, practitioner, location and organization', async () => {
    expect(
      ids((await get(`/fhir/Practitioner?identifier=http://hl7.org/fhir/sid/us-npi|${doctorNpi}`)).body),
    ).toEqual([cardiologist]);
    expect(ids((await get(`/fhir/PractitionerRole?practitioner=Practitioner/${dentist}`)).body)).toEqual([
      dentist,
    ]);
    expect(ids((await get(`/fhir/PractitionerRole?location=${dentist}`)).body)).toEqual([dentist]);
    expect(ids((await get(`/fhir/PractitionerRole?organization=Organization/${org}`)).body)).toEqual([
      cardiologist,
    ]);
    expect(ids((await get(`/fhir/Organization?address-postalcode=${zipPrefix}9`)).body)).toEqual([org]);
  });

  it('slots by schedule, start and status', async () => {
    const q = (extra: string) => get(`/fhir/Slot?schedule=Schedule/${cardiologist}&${extra}`);
    expect((await q('status=free')).body.total).toBe(1);
    expect((await q('status=busy')).body.total).toBe(1);
    expect((await q(`start=${tomorrow}`)).body.total).toBe(2);
    expect((await q(`start=ge${tomorrow}T09:10:00`)).body.total).toBe(1);
    expect((await q(`start=lt${tomorrow}T09:10:00`)).body.total).toBe(1);
    expect((await q(`start=gt${tomorrow}`)).body.total).toBe(0);
  });

  it('pages with _count and a next link, capped at the maximum', async () => {
    const first = (await get(`/fhir/Location?address-postalcode=${zipPrefix}&_count=2`)).body;
    expect(first.total).toBe(3);
    expect(first.entry).toHaveLength(2);
    expect(first.link[0]).toMatchObject({ relation: 'self' });
    const next = (first.link as Json[]).find((l) => l.relation === 'next')!.url as string;
    expect(next.startsWith(`${TEST_ORIGIN}/fhir/Location?`)).toBe(true);
    const second = (await get(next.slice(TEST_ORIGIN.length))).body;
    expect(second.entry).toHaveLength(1);
    expect((second.link as Json[]).some((l) => l.relation === 'next')).toBe(false);
    expect([...ids(first), ...ids(second)].sort()).toEqual([cardiologist, dentist, unclaimed].sort());
    expect(parseSearch('Location', new URLSearchParams('_count=5000')).count).toBe(MAX_COUNT);
    expect(parseSearch('Location', new URLSearchParams()).count).toBe(20);
  });

  it('refuses unknown parameters and bad values with a 400 OperationOutcome', async () => {
    for (const path of [
      '/fhir/Practitioner?family=Diaz',
      '/fhir/Practitioner?specialty=cardiology',
      '/fhir/Location?near=91|0|1|mi',
      '/fhir/Location?near=25|-80|10|parsecs',
      '/fhir/Location?address-postalcode=ABCDE',
      '/fhir/PractitionerRole?specialty=astrology',
      // A code NUCC does not have, another system's code, and an old value under NUCC's system.
      '/fhir/PractitionerRole?specialty=999999999X',
      `/fhir/PractitionerRole?specialty=${encodeURIComponent('http://snomed.info/sct|207RC0000X')}`,
      `/fhir/PractitionerRole?specialty=${encodeURIComponent('http://nucc.org/provider-taxonomy|cardiology')}`,
      '/fhir/Slot?start=sa2025-01-01',
      '/fhir/Slot?start=2025-02-30',
      '/fhir/Slot?status=maybe',
      '/fhir/Slot?schedule=Location/' + cardiologist,
      '/fhir/Practitioner?_count=0',
      '/fhir/Practitioner?_cursor=abc',
      '/fhir/Practitioner?_format=xml',
      '/fhir/Practitioner?identifier=123',
      '/fhir/Location?_lastUpdated=yesterday',
      // Impossible dates and times, and a NUL byte, are the caller's mistake, never a 500.
      '/fhir/Location?_lastUpdated=2025-13-45',
      '/fhir/Location?_lastUpdated=2026-00-01',
      '/fhir/Location?_lastUpdated=ge2026-02-31T10:00:00Z',
      '/fhir/Location?_lastUpdated=2026-01-01T24:00',
      '/fhir/Slot?start=2025-13-45',
      '/fhir/Slot?start=2026-00-01',
      '/fhir/Slot?start=ge2026-01-01T10:75',
      '/fhir/Organization?name=%00',
      '/fhir/Organization?name=gulf%00',
      '/fhir/Schedule?actor=PractitionerRole/' + cardiologist,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.resourceType, path).toBe('OperationOutcome');
    }
  });
});

describe('CapabilityStatement', () => {
  /** A valid value for every parameter the table lists; a new parameter without one fails here. */
  const SAMPLE: Record<string, () => string> = {
    _id: () => cardiologist,
    _lastUpdated: () => 'ge2000-01-01',
    identifier: () => doctorNpi,
    specialty: () => 'cardiology',
    'address-postalcode': () => zipPrefix,
    near: () => '31.5|-60.5|5|mi',
    practitioner: () => `Practitioner/${cardiologist}`,
    location: () => `Location/${cardiologist}`,
    organization: () => `Organization/${org}`,
    name: () => 'gulf',
    actor: () => `Location/${cardiologist}`,
    schedule: () => `Schedule/${cardiologist}`,
    start: () => `ge${tomorrow}`,
    status: () => 'free',
  };

  it('lists every resource type and parameter, and each listed one is accepted', async () => {
    const res = await get('/fhir/metadata');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/fhir+json; charset=utf-8');
    const cap = res.body;
    expect(cap).toMatchObject({
      resourceType: 'CapabilityStatement',
      fhirVersion: '4.0.1',
      format: ['json'],
      kind: 'instance',
    });
    const rest = cap.rest[0];
    expect(rest.mode).toBe('server');
    expect((rest.resource as Json[]).map((r) => r.type)).toEqual([...RESOURCE_TYPES]);
    for (const r of rest.resource as Json[]) {
      expect(r.interaction).toEqual([{ code: 'read' }, { code: 'search-type' }]);
      const names = (r.searchParam as Json[]).map((p) => p.name as string);
      expect(names).toEqual(RESOURCES[r.type as keyof typeof RESOURCES].params.map((p) => p.name));
      for (const name of names) {
        const sample = SAMPLE[name];
        expect(sample, `${r.type}.${name} has no sample value`).toBeDefined();
        const search = await get(`/fhir/${r.type}?${new URLSearchParams({ [name]: sample!() })}`);
        expect(search.status, `${r.type}?${name}`).toBe(200);
        expect(search.body.type).toBe('searchset');
      }
    }
  });
});

describe('gates and headers', () => {
  it('carries the security headers, no caching, and is not the web app', async () => {
    const { res } = await get(`/fhir/Practitioner/${cardiologist}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('is closed in maintenance mode like the API', async () => {
    const admin = await signedInUser(app, deps, 'super_admin');
    const on = await admin.client.put('/api/admin/maintenance', {
      enabled: true,
      password: 'Sunrise Preview 2026',
    });
    expect(on.status).toBe(200);
    try {
      expect((await app.request('/fhir/metadata')).status).toBe(503);
      expect((await app.request('/fhir/$bulk-publish')).status).toBe(503);
    } finally {
      await admin.client.put('/api/admin/maintenance', { enabled: false });
    }
    expect((await app.request('/fhir/metadata')).status).toBe(200);
  });
});

describe('organisations and hospitals of the directory (ADR 23)', () => {
  let agency: string;
  let hospital: string;
  const npiOf = npi();
  beforeAll(async () => {
    const place = { city: 'Fort Myers', state: 'FL', locationLat: 26.6, locationLng: -81.9, zipCode: null };
    agency = await addProvider(deps, {
      ...place,
      listingKind: 'organization',
      firstName: '',
      lastName: '',
      title: '',
      practiceName: 'Gulf Home Health',
      taxonomyCode: '251E00000X',
      npiNumber: npiOf,
      streetAddress: '3 Bay St',
    });
    hospital = await addProvider(deps, {
      ...place,
      listingKind: 'hospital',
      firstName: '',
      lastName: '',
      title: '',
      practiceName: 'Gulf General Hospital',
      taxonomyCode: '282N00000X',
      cmsCcn: String(100000 + Math.floor(Math.random() * 899999)),
      hospitalType: 'Acute Care Hospitals',
    });
  });

  it('publishes them as Organizations typed by their NUCC code, never as Practitioners', async () => {
    for (const id of [agency, hospital]) {
      expect((await get(`/fhir/Practitioner/${id}`)).status).toBe(404);
      expect((await get(`/fhir/PractitionerRole/${id}`)).status).toBe(404);
    }
    const o = (await get(`/fhir/Organization/${agency}`)).body;
    expect(o).toMatchObject({
      resourceType: 'Organization',
      id: agency,
      name: 'Gulf Home Health',
      identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: npiOf }],
      address: [{ line: ['3 Bay St'], city: 'Fort Myers', state: 'FL' }],
    });
    expect(o.type).toContainEqual({
      coding: [
        { system: 'http://nucc.org/provider-taxonomy', code: '251E00000X', display: 'Home Health Agency' },
      ],
      text: 'Home Health Agency',
    });
    const h = (await get(`/fhir/Organization?name=gulf general`)).body;
    expect(ids(h)).toEqual([hospital]);
    expect(h.entry[0].resource.type[1].coding[0].code).toBe('282N00000X');
    // Their place is a Location the Organization runs, named by the organisation.
    const loc = (await get(`/fhir/Location/${hospital}`)).body;
    expect(loc).toMatchObject({
      name: 'Gulf General Hospital',
      managingOrganization: { reference: `Organization/${hospital}` },
    });
  });

  it('finds them by their NUCC code where a specialty is searched', async () => {
    const sched = (await get(`/fhir/Schedule?specialty=251E00000X&actor=Location/${agency}`)).body;
    expect(ids(sched)).toEqual([agency]);
    // Practitioner roles are people's: an agency's code finds none.
    expect((await get(`/fhir/PractitionerRole?specialty=251E00000X&_id=${agency}`)).body.total).toBe(0);
  });
});
