import { isValidNpi } from '#shared/providers/npi.ts';
import { normalizePersonName, parseUsDate, properCase, wholeNumber } from './normalize.ts';
import {
  columns,
  GENDER,
  NOTHING_MORE,
  personName,
  place,
  requireColumns,
  type ImportRecord,
  type RowMapper,
} from './records.ts';
import { isTaxonomyCodeShape, titleOfCode } from './titles.ts';

const TAXONOMY_SLOTS = 15;
/** NPPES "other organization name" type 3: the name it does business as, the one on the door. */
const DOING_BUSINESS_AS = '3';

/**
 * An NPPES row's taxonomy codes as it gives them (slots 1-15): the one its primary switch marks Y
 * first, else the first slot's; the others after it, once each.
 */
export function nppesCodes(codes: string[], switches: string[]): string[] {
  const valid = codes.map((c) => c.trim().toUpperCase());
  const primary = valid.find((c, i) => switches[i]?.trim().toUpperCase() === 'Y' && isTaxonomyCodeShape(c));
  const ordered = primary ? [primary, ...valid] : valid;
  return [...new Set(ordered.filter(isTaxonomyCodeShape))];
}

/**
 * NPPES full replacement file (its official 330 column names). People (entity type 1) are listed as
 * clinicians; organisations (entity type 2) under their own name, the one they do business as when
 * they give it, else their legal name.
 */
export function nppesMapper(header: string[], onlyState: string | null = null): RowMapper {
  const col = columns(header);
  requireColumns(
    header,
    [['NPI'], ['Entity Type Code'], ['Healthcare Provider Taxonomy Code_1']],
    'an NPPES file',
  );
  const slots = Array.from({ length: TAXONOMY_SLOTS }, (_, i) => i + 1);
  return (row) => {
    const npi = wholeNumber(col(row, 'NPI'));
    if (!isValidNpi(npi)) return { skip: 'invalidNpi' };
    // A deactivated NPI stays deactivated unless reactivated on or after the deactivation.
    const deactivated = parseUsDate(col(row, 'NPI Deactivation Date'));
    const reactivated = parseUsDate(col(row, 'NPI Reactivation Date'));
    if (deactivated && !(reactivated && reactivated >= deactivated)) return { skip: 'deactivated' };
    const codes = nppesCodes(
      slots.map((i) => col(row, `Healthcare Provider Taxonomy Code_${i}`)),
      slots.map((i) => col(row, `Healthcare Provider Primary Taxonomy Switch_${i}`)),
    );
    if (codes.length === 0) return { skip: 'specialty' };
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
    const base = {
      ...NOTHING_MORE,
      ...where,
      npiNumber: npi,
      taxonomyCode: codes[0]!,
      secondaryTaxonomyCodes: codes.slice(1),
    } satisfies Partial<ImportRecord>;
    if (wholeNumber(col(row, 'Entity Type Code')) === '2') {
      const name = organisationName(
        col(row, 'Provider Organization Name (Legal Business Name)'),
        col(row, 'Provider Other Organization Name'),
        wholeNumber(col(row, 'Provider Other Organization Name Type Code')),
      );
      return name
        ? { record: { ...base, listingKind: 'organization', practiceName: name } }
        : { skip: 'name' };
    }
    const name = personName(
      normalizePersonName({
        first: col(row, 'Provider First Name'),
        last: col(row, 'Provider Last Name (Legal Name)'),
        suffix: col(row, 'Provider Name Suffix Text'),
        credential: col(row, 'Provider Credential Text'),
      }),
    );
    if (!name) return { skip: 'name' };
    return {
      record: {
        ...base,
        ...name,
        listingKind: 'clinician',
        title: titleOfCode(codes[0]!),
        gender: GENDER[col(row, 'Provider Sex Code').toUpperCase()] ?? null,
      },
    };
  };
}

/** The name an organisation is known by; the file writes '<UNAVAIL>' for a name it withholds. */
function organisationName(legal: string, other: string, otherType: string): string | null {
  const usable = (s: string) => (s && !/^<.*>$/.test(s) ? properCase(s).slice(0, 200) : '');
  return (otherType === DOING_BUSINESS_AS && usable(other)) || usable(legal) || null;
}
