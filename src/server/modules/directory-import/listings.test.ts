import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProviderProfileDto } from '#shared/providers/profile.ts';
import type { ProviderSearchResult } from '#shared/search/search-params.ts';
import type { App } from '#server/app.ts';
import type { AppDeps } from '#server/app-env.ts';
import { providerProfiles } from '#server/db/schema/index.ts';
import { apiClient, testServices } from '#server/test/harness.ts';
import { importDirectoryFile } from './service.ts';
import { csvFile, uniqueCcn, uniqueWord } from './test-files.ts';
import { uniqueNpi } from './test-npi.ts';

const DATA = resolve('..', 'shared', 'data');
const HOSPITAL_SAMPLE = join(DATA, 'cms', 'hospital_general_information.csv');
const CMS_SAMPLE = join(DATA, 'cms', 'dac_sample_2021.csv');

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

const profile = async (where: { npi?: string; ccn?: string }) =>
  (
    await deps.database.db
      .select()
      .from(providerProfiles)
      .where(where.npi ? eq(providerProfiles.npiNumber, where.npi) : eq(providerProfiles.cmsCcn, where.ccn!))
  )[0];

/** The ids a search through the public API finds; Jacksonville's 32204 is where the test rows are. */
async function found(query: Record<string, string>): Promise<string[]> {
  const params = new URLSearchParams({ lat: '30.32', lng: '-81.68', radius: '25', ...query });
  const res = await apiClient(app).get(`/api/providers/search?${params}`);
  expect(res.status).toBe(200);
  return (res.body as unknown as ProviderSearchResult).providers.map((p) => p.id);
}

const HOSPITAL_HEADER =
  'Facility ID,Facility Name,Address,City/Town,State,ZIP Code,County/Parish,Telephone Number,Hospital Type,Hospital Ownership,Emergency Services,Meets criteria for birthing friendly designation,Hospital overall rating,Hospital overall rating footnote';
const hospitalRow = (v: {
  ccn: string;
  name: string;
  type?: string;
  er?: string;
  rating?: string;
  state?: string;
}) =>
  [
    v.ccn,
    v.name,
    '1824 KING STREET',
    'JACKSONVILLE',
    v.state ?? 'FL',
    '32204',
    'DUVAL',
    '(904) 555-0100',
    v.type ?? 'Acute Care Hospitals',
    'Voluntary non-profit - Private',
    v.er ?? 'Yes',
    'Y',
    v.rating ?? '4',
    '',
  ].join(',');

const NPPES_HEADER = [
  'NPI',
  'Entity Type Code',
  'Provider Organization Name (Legal Business Name)',
  'Provider Last Name (Legal Name)',
  'Provider First Name',
  'Provider First Line Business Practice Location Address',
  'Provider Business Practice Location Address City Name',
  'Provider Business Practice Location Address State Name',
  'Provider Business Practice Location Address Postal Code',
  'Provider Business Practice Location Address Country Code (If outside U.S.)',
  'Provider Business Practice Location Address Telephone Number',
  'Healthcare Provider Taxonomy Code_1',
  'Healthcare Provider Primary Taxonomy Switch_1',
].join(',');
const organisationRow = (npi: string, name: string, code: string) =>
  [
    npi,
    '2',
    name,
    '',
    '',
    '1824 KING STREET',
    'JACKSONVILLE',
    'FL',
    '32204',
    'US',
    '9045550101',
    code,
    'Y',
  ].join(',');

describe('hospitals from CMS Hospital General Information', () => {
  it('are listed with their type, emergency services and stars, under the NUCC code of their type', async () => {
    const [acute, critical, bad] = [uniqueCcn(), uniqueCcn(), '12'];
    const word = uniqueWord();
    const file = csvFile([
      HOSPITAL_HEADER,
      hospitalRow({ ccn: acute, name: `ST VINCENT'S ${word} MEDICAL CENTER` }),
      hospitalRow({
        ccn: critical,
        name: `${word} COUNTY HOSPITAL`,
        type: 'Critical Access Hospitals',
        er: 'No',
        rating: 'Not Available',
      }),
      hospitalRow({ ccn: bad, name: 'NO NUMBER HOSPITAL' }),
      hospitalRow({ ccn: uniqueCcn(), name: 'GEORGIA HOSPITAL', state: 'GA' }),
    ]);
    // The header says which file it is.
    const report = await importDirectoryFile(deps.database.db, { path: file, state: 'FL' });
    expect(report).toMatchObject({
      format: 'hospitals',
      rows: 4,
      created: 2,
      skipped: { invalidCcn: 1, state: 1 },
    });

    const a = (await profile({ ccn: acute }))!;
    expect(a).toMatchObject({
      listingKind: 'hospital',
      practiceName: `St Vincent's ${word[0]!.toUpperCase()}${word.slice(1)} Medical Center`,
      firstName: '',
      lastName: '',
      npiNumber: null,
      taxonomyCode: '282N00000X',
      specialty: 'General Acute Care Hospital',
      categories: ['hospitals'],
      hospitalType: 'Acute Care Hospitals',
      emergencyServices: true,
      cmsStarRating: 4,
      streetAddress: '1824 King Street',
      city: 'Jacksonville',
      zipCode: '32204',
      phone: '(904) 555-0100',
      listingSource: 'cms',
      claimed: false,
      profileStatus: 'approved',
    });
    expect(await profile({ ccn: critical })).toMatchObject({
      taxonomyCode: '282NC0060X',
      emergencyServices: false,
      cmsStarRating: null,
    });

    expect(await found({ category: 'hospitals', name: word })).toEqual(expect.arrayContaining([a.id]));
    expect(await found({ category: 'pharmacy', name: word })).not.toContain(a.id);

    // Again: the same two listings, updated; a claimed one and a corrected one are left as they are.
    await deps.database.db
      .update(providerProfiles)
      .set({ claimed: true, phone: '(904) 555-0199' })
      .where(eq(providerProfiles.cmsCcn, acute));
    await deps.database.db
      .update(providerProfiles)
      .set({ correctedAt: new Date(), practiceName: 'Corrected Name Hospital' })
      .where(eq(providerProfiles.cmsCcn, critical));
    const again = await importDirectoryFile(deps.database.db, {
      format: 'hospitals',
      path: file,
      state: 'FL',
    });
    expect(again).toMatchObject({
      created: 0,
      updated: 0,
      skipped: { invalidCcn: 1, state: 1, claimed: 1, corrected: 1 },
    });
    expect((await profile({ ccn: acute }))!.phone).toBe('(904) 555-0199');
    expect((await profile({ ccn: critical }))!.practiceName).toBe('Corrected Name Hospital');
  });

  it('refuses a file that is none of the public files, or not the one named', async () => {
    const file = csvFile(['Name,City', 'A,B']);
    await expect(importDirectoryFile(deps.database.db, { path: file })).rejects.toThrow(
      /none of the public files/,
    );
    await expect(importDirectoryFile(deps.database.db, { format: 'hospitals', path: file })).rejects.toThrow(
      /not a CMS Hospital General Information file/,
    );
  });
});

describe('organisations and affiliations', () => {
  it('lists a pharmacy and a home health agency, found by their categories through the search API', async () => {
    const word = uniqueWord();
    const [pharmacy, agency] = [uniqueNpi(), uniqueNpi()];
    const report = await importDirectoryFile(deps.database.db, {
      format: 'nppes',
      path: csvFile([
        NPPES_HEADER,
        organisationRow(pharmacy, `${word} PHARMACY`, '3336C0003X'),
        organisationRow(agency, `${word} HOME HEALTH`, '251E00000X'),
      ]),
    });
    expect(report).toMatchObject({ created: 2, skipped: {} });
    const [p, h] = [(await profile({ npi: pharmacy }))!, (await profile({ npi: agency }))!];
    expect(await found({ category: 'pharmacy', name: word })).toEqual([p.id]);
    expect(await found({ category: 'home-health-care', name: word })).toEqual([h.id]);
    const card = (
      (await apiClient(app).get(`/api/providers/search?category=pharmacy&name=${word}`))
        .body as unknown as ProviderSearchResult
    ).providers[0];
    expect(card).toMatchObject({
      listingKind: 'organization',
      category: 'pharmacy',
      taxonomyCode: '3336C0003X',
    });
  });

  it("resolves a clinician's hospital affiliation to the listed hospital on GET /api/providers/{id}", async () => {
    const ccn = uniqueCcn();
    const word = uniqueWord();
    await importDirectoryFile(deps.database.db, {
      path: csvFile([HOSPITAL_HEADER, hospitalRow({ ccn, name: `${word} MEMORIAL HOSPITAL` })]),
    });
    const npi = uniqueNpi();
    await importDirectoryFile(deps.database.db, {
      path: csvFile([
        'NPI,lst_nm,frst_nm,gndr,pri_spec,adr_ln_1,cty,st,zip,phn_numbr,hosp_afl_1,hosp_afl_lbn_1,hosp_afl_2,hosp_afl_lbn_2',
        // The second affiliation is a hospital we do not list: it is kept, and not shown.
        `${npi},RIVERA,CARMEN,F,CARDIOLOGY,1500 NW 12TH AVE,MIAMI,FL,331361000,3055550142,${ccn},${word} MEMORIAL,99Q999,ELSEWHERE`,
      ]),
    });
    // The same person in the NPPES file, which names no hospitals, keeps them.
    await importDirectoryFile(deps.database.db, {
      path: csvFile([
        NPPES_HEADER,
        [
          npi,
          '1',
          '',
          'RIVERA',
          'CARMEN',
          '1500 NW 12TH AVE',
          'MIAMI',
          'FL',
          '33136',
          'US',
          '3055550142',
          '207RC0000X',
          'Y',
        ].join(','),
      ]),
    });
    const clinician = (await profile({ npi }))!;
    expect(clinician).toMatchObject({ listingSource: 'nppes', hospitalAffiliations: [ccn, '99Q999'] });
    const hospital = (await profile({ ccn }))!;
    const res = await apiClient(app).get(`/api/providers/${clinician.id}`);
    expect(res.status).toBe(200);
    expect((res.body as unknown as ProviderProfileDto).hospitalAffiliations).toEqual([
      { id: hospital.id, name: hospital.practiceName },
    ]);
  });
});

describe.skipIf(!existsSync(HOSPITAL_SAMPLE) || !existsSync(CMS_SAMPLE))('the real hospital sample', () => {
  it("imports Florida's hospitals, again without adding any, and the CMS sample's affiliations meet them", async () => {
    const first = await importDirectoryFile(deps.database.db, { path: HOSPITAL_SAMPLE, state: 'FL' });
    expect(first).toMatchObject({ format: 'hospitals', rows: 5421, skipped: { state: 5200 } });
    expect(first.created + first.updated).toBe(221);
    const second = await importDirectoryFile(deps.database.db, { path: HOSPITAL_SAMPLE, state: 'FL' });
    expect(second).toMatchObject({ created: 0, updated: 221, skipped: { state: 5200 } });

    expect(await profile({ ccn: '100018' })).toMatchObject({
      practiceName: 'Naples Community Hospital',
      listingKind: 'hospital',
      city: 'Naples',
      categories: ['hospitals'],
    });
    await importDirectoryFile(deps.database.db, { format: 'cms', path: CMS_SAMPLE });
    // Socrates Perez-Rodriguez, internist in Naples: hosp_afl_1 100018, hosp_afl_2 100286.
    const internist = (await profile({ npi: '1215911011' }))!;
    const res = await apiClient(app).get(`/api/providers/${internist.id}`);
    const names = (res.body as unknown as ProviderProfileDto).hospitalAffiliations.map((h) => h.name);
    expect(names).toEqual(['Naples Community Hospital', 'Physicians Regional Medical Center - Pine Ridge']);
  });
});
