import { cmsSpecialtyCodes } from '#shared/taxonomy/cms-specialties.ts';
import { normalizeCcn, normalizeNpi, normalizePersonName, properCase, wholeNumber } from './normalize.ts';
import {
  columns,
  GENDER,
  NOTHING_MORE,
  personName,
  place,
  requireColumns,
  type RowMapper,
} from './records.ts';
import { titleOfCode } from './titles.ts';

const SECONDARY_COLUMNS = ['sec_spec_1', 'sec_spec_2', 'sec_spec_3', 'sec_spec_4'];
const AFFILIATION_COLUMNS = ['hosp_afl_1', 'hosp_afl_2', 'hosp_afl_3', 'hosp_afl_4', 'hosp_afl_5'];

/**
 * sec_spec_all joins every secondary name with ', ', though some names hold a comma themselves
 * ('PSYCHOLOGIST, CLINICAL'): two pieces that together are a known name are one name.
 */
export function splitSpecialtyList(all: string): string[] {
  const pieces = all
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const names: string[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const joined = i + 1 < pieces.length ? `${pieces[i]}, ${pieces[i + 1]}` : '';
    if (joined && cmsSpecialtyCodes(joined).length > 0) {
      names.push(joined);
      i++;
    } else names.push(pieces[i]!);
  }
  return names;
}

/**
 * The codes of a clinician's CMS specialty names through the one mapping table
 * (src/shared/taxonomy/cms-specialties.ts): each name's main code, the primary name's first. The
 * crosswalk's further codes of a name are alternatives (a nurse practitioner of any kind), not facts
 * about this person, so they are not added.
 */
export function cmsCodes(primary: string, secondaries: string[]) {
  const codes: string[] = [];
  const unmapped: string[] = [];
  for (const name of [primary, ...secondaries]) {
    if (!name) continue;
    const code = cmsSpecialtyCodes(name)[0];
    if (!code) unmapped.push(name);
    else if (!codes.includes(code)) codes.push(code);
  }
  return { codes, unmapped };
}

/**
 * CMS Doctors and Clinicians: the older lowercase layout (lst_nm, cty, zip, phn_numbr, hosp_afl_1..5,
 * ...) and the current one (Provider Last Name, City/Town, ZIP Code, Telephone Number, ...). One row
 * per NPI and address; the importer keeps the first address of an NPI.
 */
export function cmsMapper(header: string[], onlyState: string | null = null): RowMapper {
  const col = columns(header);
  requireColumns(
    header,
    [['NPI'], ['pri_spec'], ['lst_nm', 'Provider Last Name']],
    'a CMS Doctors and Clinicians file',
  );
  return (row) => {
    const npi = normalizeNpi(col(row, 'NPI'));
    if (!npi) return { skip: 'invalidNpi' };
    const secondaries = SECONDARY_COLUMNS.map((c) => col(row, c)).filter(Boolean);
    for (const name of splitSpecialtyList(col(row, 'sec_spec_all')))
      if (!secondaries.includes(name)) secondaries.push(name);
    const { codes, unmapped } = cmsCodes(col(row, 'pri_spec'), secondaries);
    if (codes.length === 0) return { skip: 'specialty', unmapped: unmapped.length ? unmapped : ['(none)'] };
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
    if ('skip' in where) return { skip: where.skip, unmapped };
    const name = personName(
      normalizePersonName({
        first: col(row, 'frst_nm', 'Provider First Name'),
        last: col(row, 'lst_nm', 'Provider Last Name'),
        suffix: col(row, 'suff'),
        credential: col(row, 'Cred'),
      }),
    );
    if (!name) return { skip: 'name', unmapped };
    const school = col(row, 'Med_sch');
    const year = wholeNumber(col(row, 'Grd_yr'));
    const org = col(row, 'org_nm', 'Facility Name');
    const affiliations = AFFILIATION_COLUMNS.map((c) => normalizeCcn(col(row, c))).filter((c) => c !== null);
    return {
      unmapped,
      record: {
        ...NOTHING_MORE,
        ...name,
        ...where,
        npiNumber: npi,
        listingKind: 'clinician',
        taxonomyCode: codes[0]!,
        secondaryTaxonomyCodes: codes.slice(1),
        title: titleOfCode(codes[0]!),
        gender: GENDER[col(row, 'gndr').toUpperCase()] ?? null,
        practiceName: org ? properCase(org) : null,
        // ind_assgn Y: accepts the Medicare-approved amount as full payment (assignment).
        acceptedInsurancePlans: col(row, 'ind_assgn').toUpperCase() === 'Y' ? ['Medicare'] : [],
        telehealthAvailable: col(row, 'Telehlth').toUpperCase() === 'Y',
        educationTraining:
          school && school.toUpperCase() !== 'OTHER'
            ? `${properCase(school)}${/^\d{4}$/.test(year) ? `, graduated ${year}` : ''}`
            : null,
        hospitalAffiliations: [...new Set(affiliations)],
      },
    };
  };
}
