/**
 * What the synthetic providers practise, as NUCC codes (ADR 23): the bulk generator draws from a
 * spread like the state's (family doctors and internists most, then the specialties seniors see
 * most), and the demo adds one listing for every category, organisations where the category is
 * organisations (pharmacies, home health agencies, hospitals...). The database derives each
 * listing's NUCC name and categories from the codes (migration 0033).
 */
import type { ListingKind } from '#shared/taxonomy/listing.ts';
import { CATEGORIES, type Category } from '#shared/taxonomy/categories.ts';
import type { CategorySlug } from '#shared/taxonomy/category-list.ts';
import { isDeactivated, nuccCode } from '#shared/taxonomy/nucc.ts';
import { codesOfCategory } from '#shared/taxonomy/taxonomy.ts';

export type Care = {
  code: string;
  secondary: string[];
  kind: ListingKind;
  /** What the practice is called after ('Family Medicine', 'Pharmacy'). */
  word: string;
  /** The letters after a clinician's name. */
  title?: string;
};

/** Code, weight, the practice's word, the letters after the name, and codes often held beside it. */
const CLINICIAN_SPREAD: [string, number, string, string | undefined, string[]][] = [
  ['207Q00000X', 14, 'Family Medicine', undefined, ['207QG0300X']],
  ['207R00000X', 12, 'Internal Medicine', undefined, ['207RG0300X']],
  ['208D00000X', 4, 'General Practice', undefined, []],
  ['207QG0300X', 3, 'Geriatric Care', undefined, []],
  ['363LF0000X', 5, 'Family Health', 'aprn', ['363LG0600X']],
  ['363A00000X', 3, 'Medical', 'pa-c', []],
  ['207RC0000X', 5, 'Cardiology', undefined, ['207RI0011X']],
  ['207N00000X', 3, 'Dermatology', undefined, []],
  ['207W00000X', 3, 'Eye Care', undefined, []],
  ['152W00000X', 3, 'Vision', 'od', []],
  ['1223G0001X', 4, 'Dental', 'dds', []],
  ['213E00000X', 3, 'Foot Care', 'dpm', ['213ES0103X']],
  ['225100000X', 3, 'Physical Therapy', 'pt', ['2251G0304X']],
  ['207X00000X', 3, 'Orthopedics', undefined, []],
  ['2084N0400X', 2, 'Neurology', undefined, []],
  ['2084P0800X', 2, 'Psychiatry', undefined, ['2084P0805X']],
  ['207RE0101X', 2, 'Endocrinology', undefined, []],
  ['207RG0100X', 2, 'Gastroenterology', undefined, []],
  ['207RP1001X', 2, 'Pulmonology', undefined, []],
  ['207RN0300X', 1, 'Kidney Care', undefined, []],
  ['208800000X', 2, 'Urology', undefined, []],
  ['231H00000X', 1, 'Hearing', 'aud', []],
  ['207RX0202X', 2, 'Oncology', undefined, ['207RH0003X']],
  ['207RR0500X', 1, 'Rheumatology', undefined, []],
  ['111N00000X', 2, 'Chiropractic', 'dc', []],
  ['1041C0700X', 1, 'Counseling', 'lcsw', []],
  ['103T00000X', 1, 'Psychology', 'psyd', []],
];
const TOTAL_WEIGHT = CLINICIAN_SPREAD.reduce((sum, [, weight]) => sum + weight, 0);

export const spreadCodes = () => CLINICIAN_SPREAD.map(([code]) => code);

/** A clinician's care, drawn by the spread from a number in [0, 1); a secondary code one time in four. */
export function drawCare(draw: number, withSecondary: boolean): Care {
  let left = draw * TOTAL_WEIGHT;
  const row = CLINICIAN_SPREAD.find(([, weight]) => (left -= weight) < 0) ?? CLINICIAN_SPREAD[0]!;
  const [code, , word, title, secondary] = row;
  return { code, secondary: withSecondary ? secondary.slice(0, 1) : [], kind: 'clinician', word, title };
}

/** The kinds of place a person visits as a business, not a clinician (their schema.org type). */
const PLACES = new Set([
  'Pharmacy',
  'Hospital',
  'MedicalClinic',
  'MedicalBusiness',
  'MedicalOrganization',
  'DiagnosticLab',
  'EmergencyService',
]);

/**
 * The code a category's listing is filed under: its first general code still in use, an
 * organisation's where the category is a kind of place (a pharmacy, not a pharmacist).
 */
function representativeCode(category: Category) {
  const usable = codesOfCategory(category.slug as CategorySlug)
    .map((code) => nuccCode(code)!)
    .filter((c) => !isDeactivated(c));
  const places = PLACES.has(category.schemaType) ? usable.filter((c) => c.section === 'Non-Individual') : [];
  const pool = places.length ? places : usable;
  return pool.find((c) => c.specialization === '') ?? pool[0];
}

/** One listing of every category: organisations where NUCC files the code as one. */
export function everyCategoryCare(): Care[] {
  return CATEGORIES.flatMap((category): Care[] => {
    const code = representativeCode(category);
    if (!code) return [];
    const organisation = code.section === 'Non-Individual';
    const kind: ListingKind = !organisation
      ? 'clinician'
      : category.slug === 'hospitals'
        ? 'hospital'
        : 'organization';
    return [{ code: code.code, secondary: [], kind, word: category.name.en.replace(/\s*\(.*\)\s*/, '') }];
  });
}
