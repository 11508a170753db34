import { geocode } from '#server/lib/geo.ts';
import { isValidNpi } from '#shared/providers/npi.ts';
import { mapCmsSpecialty, mapTaxonomy, type MappedSpecialty } from './specialties.ts';
import {
  normalizeNpi,
  normalizePersonName,
  normalizePhone,
  normalizeZip,
  parseUsDate,
  properCase,
  wholeNumber,
} from './normalize.ts';

export type ImportFormat = 'cms' | 'nppes';

/** One provider as we list it, from one row of a public file. */
export type ImportRecord = {
  npiNumber: string;
  firstName: string;
  lastName: string;
  title: string;
  professionalTitle: string | null;
  specialty: string;
  gender: 'female' | 'male' | null;
  practiceName: string | null;
  streetAddress: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zipCode: string;
  zipPlus4: string | null;
  businessAddress: string;
  phone: string | null;
  locationLat: number | null;
  locationLng: number | null;
  acceptedInsurancePlans: string[];
  telehealthAvailable: boolean;
  educationTraining: string | null;
};

/** Why a row was not imported; the report counts rows per reason. */
export const SKIP_REASONS = {
  invalidNpi: 'NPI missing or its check digit is wrong',
  deactivated: 'NPI deactivated',
  organization: 'an organization, not a person',
  specialty: 'specialty not listed on CareConnect',
  name: 'name missing',
  address: 'practice address missing or outside the US',
  state: 'outside the chosen state',
  duplicate: 'same NPI again in this file (another practice address)',
  claimed: 'claimed by its provider (their own details are kept)',
  corrected: 'corrected by our team after a report (the correction is kept)',
} as const;
export type SkipReason = keyof typeof SKIP_REASONS;

type MapResult = { record: ImportRecord } | { skip: SkipReason; detail?: string };
export type RowMapper = (row: string[]) => MapResult;

/** Header names compared without case, spaces or punctuation: 'City/Town' = 'citytown'. */
const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

function columns(header: string[]) {
  const index = new Map<string, number>();
  header.forEach((name, i) => index.set(squash(name), i));
  return (row: string[], ...names: string[]): string => {
    for (const name of names) {
      const i = index.get(squash(name));
      if (i !== undefined) return (row[i] ?? '').trim();
    }
    return '';
  };
}

const GENDER: Record<string, 'female' | 'male'> = { F: 'female', M: 'male' };

type Address = { line1: string; line2: string; city: string; state: string; zip: string; phone: string };

type Placed = Pick<
  ImportRecord,
  | 'streetAddress'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'zipPlus4'
  | 'businessAddress'
  | 'phone'
  | 'locationLat'
  | 'locationLng'
>;

/** The shared tail of both formats: address, ZIP, geocode, phone. */
function place(a: Address, onlyState: string | null): Placed | { skip: 'address' | 'state' } {
  const zip = normalizeZip(a.zip);
  const state = a.state.toUpperCase();
  if (!a.line1 || !a.city || !/^[A-Z]{2}$/.test(state) || !zip) return { skip: 'address' };
  if (onlyState && state !== onlyState) return { skip: 'state' };
  const streetAddress = properCase(a.line1);
  const addressLine2 = a.line2 ? properCase(a.line2) : null;
  const city = properCase(a.city);
  const found = geocode(zip.zip);
  return {
    streetAddress,
    addressLine2,
    city,
    state,
    zipCode: zip.zip,
    zipPlus4: zip.plus4,
    businessAddress: `${streetAddress}${addressLine2 ? `, ${addressLine2}` : ''}, ${city}, ${state} ${zip.zip}`,
    phone: normalizePhone(a.phone),
    locationLat: found?.lat ?? null,
    locationLng: found?.lng ?? null,
  };
}

function assemble(
  npiNumber: string,
  name: ReturnType<typeof normalizePersonName>,
  mapped: MappedSpecialty,
  where: Placed,
  extra: Pick<
    ImportRecord,
    'gender' | 'practiceName' | 'acceptedInsurancePlans' | 'telehealthAvailable' | 'educationTraining'
  >,
): MapResult {
  if (!name.firstName || !name.lastName) return { skip: 'name' };
  return {
    record: {
      npiNumber,
      firstName: name.firstName.slice(0, 60),
      lastName: name.lastName.slice(0, 60),
      title: mapped.title,
      professionalTitle: name.credentials,
      specialty: mapped.specialty,
      ...where,
      ...extra,
    },
  };
}

/**
 * CMS Doctors and Clinicians: the older lowercase layout (lst_nm, cty, zip, phn_numbr, ...) and the
 * current one (Provider Last Name, City/Town, ZIP Code, Telephone Number, ...). One row per NPI and
 * address; the importer keeps the first address of an NPI.
 */
function cmsMapper(header: string[], onlyState: string | null = null): RowMapper {
  const col = columns(header);
  for (const required of [['NPI'], ['pri_spec'], ['lst_nm', 'Provider Last Name']])
    if (!required.some((n) => header.some((h) => squash(h) === squash(n))))
      throw new Error(`This is not a CMS Doctors and Clinicians file: the column ${required[0]} is missing.`);
  return (row) => {
    const npi = normalizeNpi(col(row, 'NPI'));
    if (!npi) return { skip: 'invalidNpi' };
    const priSpec = col(row, 'pri_spec');
    const mapped = mapCmsSpecialty(priSpec);
    if (!mapped) return { skip: 'specialty', detail: priSpec || '(none)' };
    const where = place(
      {
        line1: col(row, 'adr_ln_1'),
        // ln_2_sprs Y: the provider asked CMS not to publish the second line.
        line2: col(row, 'ln_2_sprs') === 'Y' ? '' : col(row, 'adr_ln_2'),
        city: col(row, 'cty', 'City/Town'),
        state: col(row, 'st', 'State'),
        zip: col(row, 'zip', 'ZIP Code'),
        phone: col(row, 'phn_numbr', 'Telephone Number'),
      },
      onlyState,
    );
    if ('skip' in where) return { skip: where.skip };
    const school = col(row, 'Med_sch');
    const year = wholeNumber(col(row, 'Grd_yr'));
    const org = col(row, 'org_nm', 'Facility Name');
    return assemble(
      npi,
      normalizePersonName({
        first: col(row, 'frst_nm', 'Provider First Name'),
        last: col(row, 'lst_nm', 'Provider Last Name'),
        suffix: col(row, 'suff'),
        credential: col(row, 'Cred'),
      }),
      mapped,
      where,
      {
        gender: GENDER[col(row, 'gndr').toUpperCase()] ?? null,
        practiceName: org ? properCase(org) : null,
        // ind_assgn Y: accepts the Medicare-approved amount as full payment (assignment).
        acceptedInsurancePlans: col(row, 'ind_assgn').toUpperCase() === 'Y' ? ['Medicare'] : [],
        telehealthAvailable: col(row, 'Telehlth').toUpperCase() === 'Y',
        educationTraining:
          school && school.toUpperCase() !== 'OTHER'
            ? `${properCase(school)}${/^\d{4}$/.test(year) ? `, graduated ${year}` : ''}`
            : null,
      },
    );
  };
}

const TAXONOMY_SLOTS = 15;

/** NPPES full replacement file (its official 330 column names). */
function nppesMapper(header: string[], onlyState: string | null = null): RowMapper {
  const col = columns(header);
  for (const required of ['NPI', 'Entity Type Code', 'Healthcare Provider Taxonomy Code_1'])
    if (!header.some((h) => squash(h) === squash(required)))
      throw new Error(`This is not an NPPES file: the column ${required} is missing.`);
  return (row) => {
    const raw = wholeNumber(col(row, 'NPI'));
    if (!isValidNpi(raw)) return { skip: 'invalidNpi' };
    // A deactivated NPI stays deactivated unless reactivated on or after the deactivation.
    const deactivated = parseUsDate(col(row, 'NPI Deactivation Date'));
    const reactivated = parseUsDate(col(row, 'NPI Reactivation Date'));
    if (deactivated && !(reactivated && reactivated >= deactivated)) return { skip: 'deactivated' };
    const entity = wholeNumber(col(row, 'Entity Type Code'));
    // Organizations could become organization listings one day; today only people are listed.
    if (entity === '2') return { skip: 'organization' };
    let code = '';
    for (let i = 1; i <= TAXONOMY_SLOTS && !code; i++)
      if (col(row, `Healthcare Provider Primary Taxonomy Switch_${i}`).toUpperCase() === 'Y')
        code = col(row, `Healthcare Provider Taxonomy Code_${i}`);
    code ||= col(row, 'Healthcare Provider Taxonomy Code_1');
    const mapped = mapTaxonomy(code);
    if (!mapped) return { skip: 'specialty', detail: code || '(none)' };
    const country = col(row, 'Provider Business Practice Location Address Country Code (If outside U.S.)');
    if (country && country.toUpperCase() !== 'US') return { skip: 'address' };
    const where = place(
      {
        line1: col(row, 'Provider First Line Business Practice Location Address'),
        line2: col(row, 'Provider Second Line Business Practice Location Address'),
        city: col(row, 'Provider Business Practice Location Address City Name'),
        state: col(row, 'Provider Business Practice Location Address State Name'),
        zip: col(row, 'Provider Business Practice Location Address Postal Code'),
        phone: col(row, 'Provider Business Practice Location Address Telephone Number'),
      },
      onlyState,
    );
    if ('skip' in where) return { skip: where.skip };
    return assemble(
      raw,
      normalizePersonName({
        first: col(row, 'Provider First Name'),
        last: col(row, 'Provider Last Name (Legal Name)'),
        suffix: col(row, 'Provider Name Suffix Text'),
        credential: col(row, 'Provider Credential Text'),
      }),
      mapped,
      where,
      {
        gender: GENDER[col(row, 'Provider Sex Code').toUpperCase()] ?? null,
        practiceName: null,
        acceptedInsurancePlans: [],
        telehealthAvailable: false,
        educationTraining: null,
      },
    );
  };
}

export const mappers: Record<ImportFormat, (header: string[], onlyState?: string | null) => RowMapper> = {
  cms: cmsMapper,
  nppes: nppesMapper,
};
