import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { providerProfiles, providerSearch } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/app-env.ts';
import { testServices } from '#server/test/harness.ts';
import { importDirectoryFile } from './service.ts';
import { csvFile } from './test-files.ts';
import { uniqueNpi } from './test-npi.ts';

const DATA = resolve('..', 'shared', 'data');
const CMS_SAMPLE = join(DATA, 'cms', 'dac_sample_2021.csv');
const NPPES_SAMPLE = join(DATA, 'nppes', 'nppes_sample_1000.csv');

let deps: AppDeps;
beforeAll(async () => {
  ({ deps } = await testServices());
});

const profileByNpi = async (npi: string) =>
  (await deps.database.db.select().from(providerProfiles).where(eq(providerProfiles.npiNumber, npi)))[0];

const CURRENT_HEADER =
  'NPI,Ind_PAC_ID,Ind_enrl_ID,Provider Last Name,Provider First Name,Provider Middle Name,suff,gndr,Cred,Med_sch,Grd_yr,pri_spec,sec_spec_1,sec_spec_2,sec_spec_3,sec_spec_4,sec_spec_all,Telehlth,Facility Name,org_pac_id,num_org_mem,adr_ln_1,adr_ln_2,ln_2_sprs,City/Town,State,ZIP Code,Telephone Number,ind_assgn,grp_assgn,adrs_id';
/** One row of the current CMS layout, from the fields a test cares about. */
function currentRow(v: {
  npi: string;
  last?: string;
  first?: string;
  suff?: string;
  cred?: string;
  spec?: string;
  sec?: string[];
  secAll?: string;
  telehealth?: string;
  facility?: string;
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  zip?: string;
  phone?: string;
  assign?: string;
}) {
  return [
    v.npi,
    '1',
    'I1',
    v.last ?? 'GARCIA',
    v.first ?? 'MARIA',
    '',
    v.suff ?? '',
    'F',
    v.cred ?? 'MD',
    'UNIVERSITY OF MIAMI',
    '1990',
    v.spec ?? 'INTERNAL MEDICINE',
    v.sec?.[0] ?? '',
    v.sec?.[1] ?? '',
    v.sec?.[2] ?? '',
    v.sec?.[3] ?? '',
    v.secAll ?? '',
    v.telehealth ?? '',
    v.facility ?? '',
    '',
    '',
    v.line1 ?? '1500 NW 12TH AVE',
    v.line2 ?? '',
    '',
    v.city ?? 'MIAMI',
    v.state ?? 'FL',
    v.zip ?? '331361000',
    v.phone ?? '3055550100',
    v.assign ?? 'Y',
    'M',
    'x',
  ].join(',');
}

describe('hand-made CMS rows (current layout)', () => {
  it('imports quoted names with commas, ZIP+4, a scientific-notation NPI and Medicare assignment', async () => {
    const plain = uniqueNpi();
    const scientific = uniqueNpi();
    const file = csvFile([
      CURRENT_HEADER,
      currentRow({
        npi: plain,
        last: '"DE LA CRUZ, MD"',
        first: 'JOSÉ',
        suff: 'JR.',
        cred: '',
        facility: '"SMITH, JONES & ""PARTNERS"" CLINIC"',
        line2: 'SUITE 210',
        zip: '331361000',
        phone: '305.555.0142',
        telehealth: 'Y',
      }),
      currentRow({
        npi: `${scientific.slice(0, 1)}.${scientific.slice(1)}E9`,
        assign: 'M',
        spec: 'CARDIOLOGY',
      }),
    ]);
    const report = await importDirectoryFile(deps.database.db, { format: 'cms', path: file });
    expect(report).toMatchObject({ rows: 2, created: 2, updated: 0, skipped: {} });

    const p = (await profileByNpi(plain))!;
    expect(p).toMatchObject({
      firstName: 'José',
      lastName: 'De La Cruz Jr.',
      professionalTitle: 'MD',
      title: 'Doctor',
      listingKind: 'clinician',
      taxonomyCode: '207R00000X',
      secondaryTaxonomyCodes: [],
      // The database names the code and files it (migration 0033).
      specialty: 'Internal Medicine Physician',
      categories: ['primary-care'],
      gender: 'female',
      practiceName: 'Smith, Jones & "Partners" Clinic',
      streetAddress: '1500 NW 12th Ave',
      addressLine2: 'Suite 210',
      city: 'Miami',
      state: 'FL',
      zipCode: '33136',
      zipPlus4: '1000',
      phone: '(305) 555-0142',
      acceptedInsurancePlans: ['Medicare'],
      telehealthAvailable: true,
      acceptingNewPatients: false,
      claimed: false,
      userId: null,
      listingSource: 'cms',
      lastVerifiedSource: 'cms',
      profileStatus: 'approved',
      status: 'active',
    });
    expect(p.locationLat).toBeCloseTo(25.79, 1);
    expect(p.importedAt).not.toBeNull();
    // Listed: search has its row.
    const [listed] = await deps.database.db
      .select({ n: count() })
      .from(providerSearch)
      .where(eq(providerSearch.providerProfileId, p.id));
    expect(listed!.n).toBe(1);

    const s = (await profileByNpi(scientific))!;
    expect(s).toMatchObject({ taxonomyCode: '207RC0000X', specialty: 'Cardiovascular Disease Physician' });
    // ind_assgn M (may accept) is not a promise of assignment.
    expect(s.acceptedInsurancePlans).toEqual([]);
  });

  it('skips a wrong check digit, an unknown specialty name, a missing address and a repeated NPI, with reasons', async () => {
    const good = uniqueNpi();
    const bad = `${good.slice(0, 9)}${(Number(good[9]) + 1) % 10}`;
    const file = csvFile([
      CURRENT_HEADER,
      currentRow({ npi: bad }),
      currentRow({ npi: uniqueNpi(), spec: 'ASTROLOGY' }),
      currentRow({ npi: uniqueNpi(), line1: '', city: '' }),
      currentRow({ npi: uniqueNpi(), state: 'GA', zip: '30303' }),
      currentRow({ npi: good }),
      currentRow({ npi: good, line1: '2 OTHER ST' }),
    ]);
    const report = await importDirectoryFile(deps.database.db, { format: 'cms', path: file, state: 'fl' });
    expect(report.rows).toBe(6);
    expect(report.created).toBe(1);
    expect(report.skipped).toEqual({ invalidNpi: 1, specialty: 1, address: 1, state: 1, duplicate: 1 });
    expect(report.unmappedSpecialties).toEqual({ ASTROLOGY: 1 });
    expect(await profileByNpi(bad)).toBeUndefined();
    // The first address of the NPI is kept.
    expect((await profileByNpi(good))!.streetAddress).toBe('1500 NW 12th Ave');
  });

  it('lists every kind of clinician under its codes, secondary specialties too, hidden codes stored', async () => {
    const [chiro, social, anaesthetist, both, unknownFirst] = [1, 2, 3, 4, 5].map(() => uniqueNpi());
    const file = csvFile([
      CURRENT_HEADER,
      currentRow({ npi: chiro!, spec: 'CHIROPRACTIC' }),
      currentRow({ npi: social!, spec: 'CLINICAL SOCIAL WORKER', cred: 'LCSW' }),
      currentRow({ npi: anaesthetist!, spec: 'ANESTHESIOLOGY' }),
      // sec_spec_all repeats the four columns and may hold names with a comma of their own.
      currentRow({
        npi: both!,
        spec: 'PAIN MANAGEMENT',
        sec: ['PHYSICAL MEDICINE AND REHABILITATION'],
        secAll: '"PHYSICAL MEDICINE AND REHABILITATION, PSYCHOLOGIST, CLINICAL"',
      }),
      // A name the table lacks: the known secondary one files the listing, the unknown one is reported.
      currentRow({ npi: unknownFirst!, spec: 'ASTROLOGY', sec: ['NEPHROLOGY'] }),
    ]);
    const report = await importDirectoryFile(deps.database.db, { format: 'cms', path: file });
    expect(report).toMatchObject({ rows: 5, created: 5, skipped: {}, unmappedSpecialties: { ASTROLOGY: 1 } });
    expect(await profileByNpi(chiro!)).toMatchObject({
      taxonomyCode: '111N00000X',
      specialty: 'Chiropractor',
      categories: ['chiropractor'],
      title: 'Doctor',
    });
    expect(await profileByNpi(social!)).toMatchObject({
      taxonomyCode: '1041C0700X',
      title: 'Social Worker',
      professionalTitle: 'LCSW',
    });
    // Anaesthesia is hidden (ADR 23): stored under its code, in no category.
    expect(await profileByNpi(anaesthetist!)).toMatchObject({
      taxonomyCode: '207L00000X',
      categories: [],
      listingKind: 'clinician',
    });
    expect(await profileByNpi(both!)).toMatchObject({
      taxonomyCode: '208VP0000X',
      secondaryTaxonomyCodes: ['208100000X', '103TC0700X'],
    });
    expect(await profileByNpi(unknownFirst!)).toMatchObject({
      taxonomyCode: '207RN0300X',
      secondaryTaxonomyCodes: [],
    });
  });

  it('keeps one row per NPI across batches, and never overwrites a claimed profile', async () => {
    const npis = [uniqueNpi(), uniqueNpi(), uniqueNpi()];
    const rows = npis.map((npi) => currentRow({ npi }));
    // Batches of 2: the repeat of the first NPI arrives in the second batch.
    const file = csvFile([CURRENT_HEADER, ...rows, currentRow({ npi: npis[0]!, line1: '9 REPEAT RD' })]);
    const first = await importDirectoryFile(deps.database.db, { format: 'cms', path: file, batchSize: 2 });
    expect(first).toMatchObject({ created: 3, updated: 0, skipped: { duplicate: 1 } });
    expect((await profileByNpi(npis[0]!))!.streetAddress).toBe('1500 NW 12th Ave');

    // The provider of the second NPI claims and edits the listing; a re-import leaves it alone.
    await deps.database.db
      .update(providerProfiles)
      .set({ claimed: true, streetAddress: '77 My Own Way', phone: '(305) 555-0199' })
      .where(eq(providerProfiles.npiNumber, npis[1]!));
    const changed = csvFile([CURRENT_HEADER, ...npis.map((npi) => currentRow({ npi, last: 'NEWNAME' }))]);
    const second = await importDirectoryFile(deps.database.db, {
      format: 'cms',
      path: changed,
      batchSize: 2,
    });
    expect(second).toMatchObject({ created: 0, updated: 2, skipped: { claimed: 1 } });
    expect((await profileByNpi(npis[0]!))!.lastName).toBe('Newname');
    expect(await profileByNpi(npis[1]!)).toMatchObject({
      streetAddress: '77 My Own Way',
      phone: '(305) 555-0199',
      lastName: 'Garcia',
    });
    const [{ n }] = (await deps.database.db
      .select({ n: count() })
      .from(providerProfiles)
      .where(inArray(providerProfiles.npiNumber, npis))) as [{ n: number }];
    expect(n).toBe(3);
  });

  it('keeps a correction our team made after a report', async () => {
    const npi = uniqueNpi();
    await importDirectoryFile(deps.database.db, {
      format: 'cms',
      path: csvFile([CURRENT_HEADER, currentRow({ npi })]),
    });
    await deps.database.db
      .update(providerProfiles)
      .set({ phone: '(305) 555-0123', correctedAt: new Date() })
      .where(eq(providerProfiles.npiNumber, npi));
    const again = await importDirectoryFile(deps.database.db, {
      format: 'cms',
      path: csvFile([CURRENT_HEADER, currentRow({ npi })]),
    });
    expect(again).toMatchObject({ created: 0, updated: 0, skipped: { corrected: 1 } });
    expect((await profileByNpi(npi))!.phone).toBe('(305) 555-0123');
  });

  it('refuses a file that is not the format named', async () => {
    const file = csvFile(['Name,City', 'A,B']);
    await expect(importDirectoryFile(deps.database.db, { format: 'cms', path: file })).rejects.toThrow(
      /not a CMS Doctors and Clinicians file/,
    );
    await expect(importDirectoryFile(deps.database.db, { format: 'nppes', path: file })).rejects.toThrow(
      /not an NPPES file/,
    );
  });
});

describe('hand-made NPPES rows', () => {
  const header = [
    'NPI',
    'Entity Type Code',
    'Provider Organization Name (Legal Business Name)',
    'Provider Last Name (Legal Name)',
    'Provider First Name',
    'Provider Name Suffix Text',
    'Provider Credential Text',
    'Provider Other Organization Name',
    'Provider Other Organization Name Type Code',
    'Provider First Line Business Practice Location Address',
    'Provider Second Line Business Practice Location Address',
    'Provider Business Practice Location Address City Name',
    'Provider Business Practice Location Address State Name',
    'Provider Business Practice Location Address Postal Code',
    'Provider Business Practice Location Address Country Code (If outside U.S.)',
    'Provider Business Practice Location Address Telephone Number',
    'NPI Deactivation Date',
    'NPI Reactivation Date',
    'Provider Sex Code',
    'Healthcare Provider Taxonomy Code_1',
    'Healthcare Provider Primary Taxonomy Switch_1',
    'Healthcare Provider Taxonomy Code_2',
    'Healthcare Provider Primary Taxonomy Switch_2',
    'Healthcare Provider Taxonomy Code_3',
    'Healthcare Provider Primary Taxonomy Switch_3',
  ].join(',');
  type Row = {
    entity?: string;
    deact?: string;
    react?: string;
    org?: string;
    other?: string;
    otherType?: string;
    codes?: [string, string][];
    state?: string;
  };
  const row = (npi: string, o: Row = {}) => {
    const codes = o.codes ?? [
      ['207Q00000X', 'N'],
      ['207RC0000X', 'Y'],
    ];
    const person = o.entity !== '2.0';
    return [
      `${npi}.0`,
      o.entity ?? '1.0',
      person ? '' : (o.org ?? 'WALGREEN CO'),
      person ? 'PILCHER' : '',
      person ? 'WILLIAM' : '',
      '',
      person ? 'M.D.' : '',
      o.other ?? '',
      o.otherType ?? '',
      '1824 KING STREET',
      'SUITE 300',
      'JACKSONVILLE',
      o.state ?? 'FL',
      '322044736.0',
      'US',
      '9043881820.0',
      o.deact ?? '',
      o.react ?? '',
      person ? 'M' : '',
      ...[0, 1, 2].flatMap((i) => codes[i] ?? ['', '']),
    ].join(',');
  };

  it('imports the primary taxonomy first, skips deactivated NPIs, keeps reactivated ones', async () => {
    const [person, deactivated, reactivated] = [uniqueNpi(), uniqueNpi(), uniqueNpi()];
    const file = csvFile([
      header,
      row(person),
      row(deactivated, { deact: '03/03/2021' }),
      row(reactivated, { deact: '03/03/2021', react: '04/01/2021' }),
    ]);
    const report = await importDirectoryFile(deps.database.db, { format: 'nppes', path: file });
    expect(report).toMatchObject({ rows: 3, created: 2, skipped: { deactivated: 1 } });
    expect(await profileByNpi(person)).toMatchObject({
      firstName: 'William',
      lastName: 'Pilcher',
      professionalTitle: 'MD',
      title: 'Doctor',
      listingKind: 'clinician',
      taxonomyCode: '207RC0000X',
      secondaryTaxonomyCodes: ['207Q00000X'],
      specialty: 'Cardiovascular Disease Physician',
      categories: ['heart', 'primary-care'],
      zipCode: '32204',
      zipPlus4: '4736',
      phone: '(904) 388-1820',
      listingSource: 'nppes',
      claimed: false,
    });
    expect(await profileByNpi(reactivated)).toBeDefined();
    expect(await profileByNpi(deactivated)).toBeUndefined();
  });

  it('lists organisations under the name they do business as, else their legal name, with their codes', async () => {
    const [pharmacy, agency, withheld, students] = [uniqueNpi(), uniqueNpi(), uniqueNpi(), uniqueNpi()];
    const file = csvFile([
      header,
      row(pharmacy, {
        entity: '2.0',
        other: 'WALGREENS #4321',
        otherType: '3.0',
        codes: [['3336C0003X', 'Y']],
      }),
      // Other name type 4 is a former legal name, not the one on the door.
      row(agency, {
        entity: '2.0',
        org: '"SUNSHINE HOME HEALTH, LLC"',
        other: 'OLD NAME INC',
        otherType: '4.0',
        codes: [['251E00000X', 'N']],
      }),
      row(withheld, {
        entity: '2.0',
        org: 'BAYVIEW CLINIC',
        other: '<UNAVAIL>',
        otherType: '3.0',
        codes: [['261QP2300X', 'Y']],
      }),
      // No switch says Y: the first code is the primary one. A student code is hidden, still stored.
      row(students, {
        codes: [
          ['390200000X', 'N'],
          ['', ''],
        ],
      }),
    ]);
    const report = await importDirectoryFile(deps.database.db, { format: 'nppes', path: file });
    expect(report).toMatchObject({ rows: 4, created: 4, skipped: {} });
    expect(await profileByNpi(pharmacy)).toMatchObject({
      listingKind: 'organization',
      practiceName: 'Walgreens #4321',
      firstName: '',
      lastName: '',
      title: '',
      professionalTitle: null,
      gender: null,
      taxonomyCode: '3336C0003X',
      categories: ['pharmacy'],
      city: 'Jacksonville',
      phone: '(904) 388-1820',
    });
    expect(await profileByNpi(agency)).toMatchObject({
      practiceName: 'Sunshine Home Health, LLC',
      taxonomyCode: '251E00000X',
      categories: ['home-health-care'],
    });
    expect((await profileByNpi(withheld))!.practiceName).toBe('Bayview Clinic');
    expect(await profileByNpi(students)).toMatchObject({ taxonomyCode: '390200000X', categories: [] });
  });

  it('skips a row with no taxonomy code, and rows of other states when asked', async () => {
    const [none, georgia, kept] = [uniqueNpi(), uniqueNpi(), uniqueNpi()];
    const file = csvFile([header, row(none, { codes: [] }), row(georgia, { state: 'GA' }), row(kept)]);
    const report = await importDirectoryFile(deps.database.db, { format: 'nppes', path: file, state: 'FL' });
    expect(report).toMatchObject({ rows: 3, created: 1, skipped: { specialty: 1, state: 1 } });
    expect(await profileByNpi(none)).toBeUndefined();
    expect(await profileByNpi(georgia)).toBeUndefined();
  });
});

describe.skipIf(!existsSync(CMS_SAMPLE) || !existsSync(NPPES_SAMPLE))('the real public samples', () => {
  const npisOf = async (source: 'cms' | 'nppes') =>
    deps.database.db
      .select({ n: count() })
      .from(providerProfiles)
      .where(eq(providerProfiles.listingSource, source));

  it('imports the CMS sample (older layout), then a second run updates and adds nothing', async () => {
    const first = await importDirectoryFile(deps.database.db, { format: 'cms', path: CMS_SAMPLE });
    const skipped = Object.values(first.skipped).reduce((a, b) => a + b, 0);
    expect(first.rows).toBe(386);
    expect(first.created + first.updated + skipped).toBe(386);
    // 386 rows hold 371 NPIs: every one is listed, whatever its specialty (193 rows were skipped for
    // it before ADR 23); the repeats are further addresses.
    expect(first.skipped).toEqual({ duplicate: 15 });
    expect(first.unmappedSpecialties).toEqual({});
    expect(first.created + first.updated).toBe(371);
    const [before] = await npisOf('cms');

    const second = await importDirectoryFile(deps.database.db, { format: 'cms', path: CMS_SAMPLE });
    expect(second.created).toBe(0);
    expect(second.updated).toBe(first.created + first.updated);
    expect(second.skipped).toEqual(first.skipped);
    const [after] = await npisOf('cms');
    expect(after!.n).toBe(before!.n);

    expect(await profileByNpi('1215911011')).toMatchObject({
      firstName: 'Socrates',
      lastName: 'Perez-Rodriguez',
      professionalTitle: 'MD',
      taxonomyCode: '207R00000X',
      specialty: 'Internal Medicine Physician',
      // hosp_afl_1 and _2: Naples Community Hospital and Physicians Regional - Pine Ridge.
      hospitalAffiliations: ['100018', '100286'],
      streetAddress: '870 111th Ave N',
      addressLine2: 'Suite 3',
      city: 'Naples',
      state: 'FL',
      zipCode: '34108',
      zipPlus4: '1869',
      gender: 'male',
      acceptedInsurancePlans: ['Medicare'],
      listingSource: 'cms',
    });
    // Orthopedic surgery, Pennsylvania ZIP+4, no credential in the file.
    expect(await profileByNpi('1215922828')).toMatchObject({
      lastName: 'Manzione',
      taxonomyCode: '207X00000X',
      categories: ['bones-and-joints'],
      city: 'Huntingdon Valley',
      zipCode: '19006',
      zipPlus4: '5307',
      professionalTitle: null,
    });
    // Chiropractors were skipped before ADR 23; now they are listed under their code.
    expect(await profileByNpi('1215421912')).toMatchObject({
      taxonomyCode: '111N00000X',
      categories: ['chiropractor'],
    });
  });

  it('imports the NPPES sample with its float artefacts: every person and organisation, not the deactivated NPIs', async () => {
    const at = new Date('2026-01-02T03:04:05Z');
    const first = await importDirectoryFile(deps.database.db, {
      format: 'nppes',
      path: NPPES_SAMPLE,
      now: at,
    });
    expect(first.rows).toBe(1000);
    // 733 people and 188 organisations (291 and 188 rows were skipped before ADR 23); the 79
    // deactivated rows carry no details at all.
    expect(first.skipped).toEqual({ deactivated: 79 });
    expect(first.created + first.updated).toBe(921);
    const kinds = await deps.database.db.execute<{ kind: string; n: number }>(
      sql`select listing_kind as kind, count(*)::int as n from provider_profiles
          where imported_at = ${at} group by 1 order by 1`,
    );
    expect(kinds.rows).toEqual([
      { kind: 'clinician', n: 733 },
      { kind: 'organization', n: 188 },
    ]);

    const second = await importDirectoryFile(deps.database.db, { format: 'nppes', path: NPPES_SAMPLE });
    expect(second.created).toBe(0);
    expect(second.updated).toBe(first.created + first.updated);

    expect(await profileByNpi('1588667638')).toMatchObject({
      firstName: 'William',
      lastName: 'Pilcher',
      professionalTitle: 'MD',
      // 207RC0000X, cardiovascular disease, is marked primary; the file repeats it (another licence).
      taxonomyCode: '207RC0000X',
      secondaryTaxonomyCodes: [],
      streetAddress: '1824 King Street',
      addressLine2: 'Suite 300',
      city: 'Jacksonville',
      zipCode: '32204',
      zipPlus4: '4736',
      phone: '(904) 388-1820',
      listingSource: 'nppes',
    });
    // An organisation (entity type 2) is listed under its name; a deactivated NPI is not listed.
    expect(await profileByNpi('1497758544')).toMatchObject({
      listingKind: 'organization',
      practiceName: 'Cumberland County Hospital System, Inc',
      firstName: '',
      lastName: '',
      taxonomyCode: '251G00000X',
      city: 'Fayetteville',
    });
    expect(await profileByNpi('1306849450')).toBeUndefined();
    const [{ n }] = (
      await deps.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from provider_profiles where listing_source = 'nppes' and zip_code !~ '^[0-9]{5}$'`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(0);
  });
});
