import type { SpecialtyValue } from '#shared/providers/directory-lists.ts';
import { SPECIALTIES } from '#shared/providers/directory-lists.ts';

/**
 * Public specialty codes → our specialties (src/shared/providers/directory-lists.ts). Only what a patient looking
 * for that specialty would expect to find is mapped; the rest (chiropractors, social workers,
 * anaesthetists, pathologists, ...) is skipped with its reason rather than filed under a general
 * heading, where it would mislead a senior searching for a family doctor. Nurse practitioners and
 * physician assistants mostly give primary care, and are listed there under their own title.
 */
export type MappedSpecialty = { specialty: string; title: string };

const label = (value: SpecialtyValue) => SPECIALTIES.find((s) => s.value === value)!.label;
const at = (value: SpecialtyValue, title = 'Doctor'): MappedSpecialty => ({ specialty: label(value), title });

/** CMS Doctors and Clinicians `pri_spec` (capitals, as the file writes them). */
const CMS: Record<string, MappedSpecialty> = {
  'INTERNAL MEDICINE': at('internal-medicine'),
  'FAMILY MEDICINE': at('family-medicine'),
  'FAMILY PRACTICE': at('family-medicine'),
  'GENERAL PRACTICE': at('general-practice'),
  'GERIATRIC MEDICINE': at('geriatrics'),
  'PREVENTIVE MEDICINE': at('primary-care'),
  'NURSE PRACTITIONER': at('primary-care', 'Nurse Practitioner'),
  'PHYSICIAN ASSISTANT': at('primary-care', 'Physician Assistant'),
  'CERTIFIED CLINICAL NURSE SPECIALIST (CNS)': at('primary-care', 'Clinical Nurse Specialist'),
  'CARDIOVASCULAR DISEASE (CARDIOLOGY)': at('cardiology'),
  CARDIOLOGY: at('cardiology'),
  'INTERVENTIONAL CARDIOLOGY': at('cardiology'),
  'CARDIAC ELECTROPHYSIOLOGY': at('cardiology'),
  'ADVANCED HEART FAILURE AND TRANSPLANT CARDIOLOGY': at('cardiology'),
  ENDOCRINOLOGY: at('endocrinology'),
  GASTROENTEROLOGY: at('gastroenterology'),
  NEUROLOGY: at('neurology'),
  HEMATOLOGY: at('oncology'),
  'HEMATOLOGY/ONCOLOGY': at('oncology'),
  'MEDICAL ONCOLOGY': at('oncology'),
  'RADIATION ONCOLOGY': at('oncology'),
  'SURGICAL ONCOLOGY': at('oncology'),
  'GYNECOLOGICAL ONCOLOGY': at('oncology'),
  OPHTHALMOLOGY: at('ophthalmology'),
  OPTOMETRY: at('optometry'),
  'ORTHOPEDIC SURGERY': at('orthopedics'),
  'HAND SURGERY': at('orthopedics'),
  'SPORTS MEDICINE': at('orthopedics'),
  'PHYSICAL THERAPY': at('physical-therapy', 'Physical Therapist'),
  'PULMONARY DISEASE': at('pulmonology'),
  RHEUMATOLOGY: at('rheumatology'),
  UROLOGY: at('urology'),
  AUDIOLOGIST: at('audiology', 'Audiologist'),
  'QUALIFIED AUDIOLOGIST': at('audiology', 'Audiologist'),
  PSYCHIATRY: at('psychiatry'),
  'GERIATRIC PSYCHIATRY': at('psychiatry'),
  NEUROPSYCHIATRY: at('psychiatry'),
  NEPHROLOGY: at('nephrology'),
  DERMATOLOGY: at('dermatology'),
  PODIATRY: at('podiatrist'),
  DENTIST: at('dental'),
  'ORAL SURGERY': at('dental'),
  'ORAL AND MAXILLOFACIAL SURGERY': at('dental'),
  'MAXILLOFACIAL SURGERY': at('dental'),
};

export function mapCmsSpecialty(priSpec: string): MappedSpecialty | null {
  return CMS[priSpec.trim().toUpperCase().replace(/\s+/g, ' ')] ?? null;
}

/**
 * NUCC taxonomy codes (NPPES), matched by the longest prefix: a whole code for a subspecialty,
 * a shorter prefix for a whole family (every 207X... is orthopaedic surgery).
 */
const NUCC: [prefix: string, mapped: MappedSpecialty][] = [
  ['208D00000X', at('general-practice')],
  ['207Q00000X', at('family-medicine')],
  ['207QA0505X', at('family-medicine')],
  ['207QG0300X', at('geriatrics')],
  ['207R00000X', at('internal-medicine')],
  ['207RG0300X', at('geriatrics')],
  ['207RC0000X', at('cardiology')],
  ['207RC0001X', at('cardiology')],
  ['207RI0011X', at('cardiology')],
  ['207RA0001X', at('cardiology')],
  ['207RE0101X', at('endocrinology')],
  ['207RG0100X', at('gastroenterology')],
  ['207RH0000X', at('oncology')],
  ['207RH0003X', at('oncology')],
  ['207RX0202X', at('oncology')],
  ['2086X0206X', at('oncology')],
  ['2085R0001X', at('oncology')],
  ['207RN0300X', at('nephrology')],
  ['207RP1001X', at('pulmonology')],
  ['207RR0500X', at('rheumatology')],
  ['207N', at('dermatology')],
  ['207W', at('ophthalmology')],
  ['207X', at('orthopedics')],
  ['2084N0400X', at('neurology')],
  ['2084P0800X', at('psychiatry')],
  ['2084P0805X', at('psychiatry')],
  ['2088', at('urology')],
  ['1223', at('dental')],
  ['1224', at('dental')],
  ['152W', at('optometry')],
  ['213E', at('podiatrist')],
  ['2251', at('physical-therapy', 'Physical Therapist')],
  ['231H', at('audiology', 'Audiologist')],
  ['363L00000X', at('primary-care', 'Nurse Practitioner')],
  ['363LA2200X', at('primary-care', 'Nurse Practitioner')],
  ['363LF0000X', at('primary-care', 'Nurse Practitioner')],
  ['363LG0600X', at('geriatrics', 'Nurse Practitioner')],
  ['363LP2300X', at('primary-care', 'Nurse Practitioner')],
  ['363LP0808X', at('psychiatry', 'Nurse Practitioner')],
  ['363A00000X', at('primary-care', 'Physician Assistant')],
  ['363AM0700X', at('primary-care', 'Physician Assistant')],
];
/** The mapped prefixes, for a check against the published code set. */
export const NUCC_PREFIXES = (): string[] => NUCC.map(([prefix]) => prefix);
NUCC.sort((a, b) => b[0].length - a[0].length);

export function mapTaxonomy(code: string): MappedSpecialty | null {
  const c = code.trim().toUpperCase();
  if (!c) return null;
  return NUCC.find(([prefix]) => c.startsWith(prefix))?.[1] ?? null;
}
