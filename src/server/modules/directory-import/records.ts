import { geocode } from '#server/lib/geo.ts';
import type { ListingKind } from '#shared/taxonomy/listing.ts';
import type { normalizePersonName } from './normalize.ts';
import { normalizePhone, normalizeZip, properCase } from './normalize.ts';

/** The three public files: CMS Doctors and Clinicians, the NPPES registry, CMS Hospital General Information. */
export const IMPORT_FORMATS = ['cms', 'nppes', 'hospitals'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** One listing as we keep it, from one row of a public file. The database derives its NUCC name and categories. */
export type ImportRecord = {
  /** The key of a clinician or organisation; null for a hospital, keyed by its CMS Certification Number. */
  npiNumber: string | null;
  cmsCcn: string | null;
  listingKind: ListingKind;
  taxonomyCode: string;
  secondaryTaxonomyCodes: string[];
  /** Empty for an organisation or hospital, listed under practiceName. */
  firstName: string;
  lastName: string;
  title: string;
  professionalTitle: string | null;
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
  hospitalAffiliations: string[];
  hospitalType: string | null;
  emergencyServices: boolean | null;
  cmsStarRating: number | null;
};

/**
 * Why a row was not imported; the report counts rows per reason. Every kind of care is imported
 * (ADR 23), hidden codes too: what is left are rows that name nobody we could find or list.
 */
export const SKIP_REASONS = {
  invalidNpi: 'NPI missing or its check digit is wrong',
  invalidCcn: 'CMS Certification Number missing or malformed',
  deactivated: 'NPI deactivated',
  specialty: 'no taxonomy code, and no specialty name the mapping table knows',
  name: 'name missing',
  address: 'practice address missing or outside the US',
  state: 'outside the chosen state',
  duplicate: 'same NPI or hospital again in this file (another practice address)',
  claimed: 'claimed by its provider (their own details are kept)',
  corrected: 'corrected by our team after a report (the correction is kept)',
} as const;
export type SkipReason = keyof typeof SKIP_REASONS;

/** A row's record, or why it is skipped; `unmapped` names the CMS specialty names the table lacks. */
type MapResult = ({ record: ImportRecord } | { skip: SkipReason }) & { unmapped?: string[] };
export type RowMapper = (row: string[]) => MapResult;

/** Header names compared without case, spaces or punctuation: 'City/Town' = 'citytown'. */
export const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A reader of a row's fields by any of their names in the file's header. */
export function columns(header: string[]) {
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

/** Throws unless the header has, for each entry, one of its names. */
export function requireColumns(header: string[], required: string[][], fileName: string) {
  for (const names of required)
    if (!names.some((n) => header.some((h) => squash(h) === squash(n))))
      throw new Error(`This is not ${fileName}: the column ${names[0]} is missing.`);
}

export const GENDER: Record<string, 'female' | 'male'> = { F: 'female', M: 'male' };

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

/** The shared tail of every format: address, ZIP, geocode, phone. */
export function place(a: Address, onlyState: string | null): Placed | { skip: 'address' | 'state' } {
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

/** What a record has when its file says nothing of it. */
export const NOTHING_MORE = {
  npiNumber: null,
  cmsCcn: null,
  secondaryTaxonomyCodes: [],
  firstName: '',
  lastName: '',
  title: '',
  professionalTitle: null,
  gender: null,
  practiceName: null,
  acceptedInsurancePlans: [],
  telehealthAvailable: false,
  educationTraining: null,
  hospitalAffiliations: [],
  hospitalType: null,
  emergencyServices: null,
  cmsStarRating: null,
} satisfies Partial<ImportRecord>;

/** A clinician's name, or the 'name' skip when either part is missing. */
export function personName(name: ReturnType<typeof normalizePersonName>) {
  if (!name.firstName || !name.lastName) return null;
  return {
    firstName: name.firstName.slice(0, 60),
    lastName: name.lastName.slice(0, 60),
    professionalTitle: name.credentials,
  };
}
