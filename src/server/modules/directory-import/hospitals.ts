import { normalizeCcn, properCase } from './normalize.ts';
import { columns, NOTHING_MORE, place, requireColumns, type RowMapper } from './records.ts';

/** General Acute Care Hospital: what a hospital of a type we do not know yet is filed under. */
const GENERAL_ACUTE_CARE = '282N00000X';

/**
 * CMS Hospital Type → the NUCC hospital code that says the same. Veterans Affairs hospitals are
 * general hospitals open to veterans; Defense ones are military hospitals; a rural emergency
 * hospital is filed with the rural acute-care hospitals, its nearest code.
 */
const HOSPITAL_TYPE_CODES: Record<string, string> = {
  'ACUTE CARE HOSPITALS': GENERAL_ACUTE_CARE,
  'ACUTE CARE - VETERANS ADMINISTRATION': GENERAL_ACUTE_CARE,
  'ACUTE CARE - DEPARTMENT OF DEFENSE': '2865M2000X',
  'CRITICAL ACCESS HOSPITALS': '282NC0060X',
  CHILDRENS: '282NC2000X',
  "CHILDREN'S": '282NC2000X',
  PSYCHIATRIC: '283Q00000X',
  'LONG-TERM': '282E00000X',
  'RURAL EMERGENCY HOSPITAL': '282NR1301X',
};

export const hospitalTypeCode = (type: string): string =>
  HOSPITAL_TYPE_CODES[type.trim().toUpperCase().replace(/\s+/g, ' ')] ?? GENERAL_ACUTE_CARE;

/** 'Yes' / 'No' → true / false; anything else is not known. */
function yesNo(raw: string): boolean | null {
  const v = raw.trim().toUpperCase();
  return v === 'YES' || v === 'Y' ? true : v === 'NO' || v === 'N' ? false : null;
}

/** CMS's overall rating, 1-5 stars, or null when it writes 'Not Available'. */
function stars(raw: string): number | null {
  return /^[1-5]$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

/** CMS Hospital General Information: one row per hospital, keyed by its CMS Certification Number. */
export function hospitalMapper(header: string[], onlyState: string | null = null): RowMapper {
  const col = columns(header);
  requireColumns(
    header,
    [['Facility ID'], ['Facility Name'], ['Hospital Type']],
    'a CMS Hospital General Information file',
  );
  return (row) => {
    const ccn = normalizeCcn(col(row, 'Facility ID'));
    if (!ccn) return { skip: 'invalidCcn' };
    const where = place(
      {
        line1: col(row, 'Address'),
        line2: '',
        city: col(row, 'City/Town', 'City'),
        state: col(row, 'State'),
        zip: col(row, 'ZIP Code'),
        phone: col(row, 'Telephone Number', 'Phone Number'),
      },
      onlyState,
    );
    if ('skip' in where) return { skip: where.skip };
    const name = properCase(col(row, 'Facility Name')).slice(0, 200);
    if (!name) return { skip: 'name' };
    const type = col(row, 'Hospital Type');
    return {
      record: {
        ...NOTHING_MORE,
        ...where,
        cmsCcn: ccn,
        listingKind: 'hospital',
        taxonomyCode: hospitalTypeCode(type),
        practiceName: name,
        hospitalType: type || null,
        emergencyServices: yesNo(col(row, 'Emergency Services')),
        cmsStarRating: stars(col(row, 'Hospital overall rating')),
      },
    };
  };
}
