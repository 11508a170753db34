import { SPECIALTIES } from '#shared/providers/directory-lists.ts';

/** The code system of the NUCC Health Care Provider Taxonomy, as FHIR names it. */
export const NUCC_SYSTEM = 'http://nucc.org/provider-taxonomy';

/**
 * Our specialties (by the label profiles store) to the NUCC taxonomy code of the individual who
 * practises them, checked against the NUCC v25.1 list. Primary Care has no code of its own for a
 * person (NUCC's "Primary Care" is a clinic), so it is left uncoded rather than coded wrongly.
 */
const NUCC_BY_LABEL: Readonly<Record<string, { code: string; display: string }>> = {
  Dental: { code: '1223G0001X', display: 'General Practice Dentistry' },
  Optometry: { code: '152W00000X', display: 'Optometrist' },
  Dermatology: { code: '207N00000X', display: 'Dermatology Physician' },
  'Home Health': { code: '251E00000X', display: 'Home Health Agency' },
  Podiatry: { code: '213E00000X', display: 'Podiatrist' },
  'General Practice': { code: '208D00000X', display: 'General Practice Physician' },
  'Family Medicine': { code: '207Q00000X', display: 'Family Medicine Physician' },
  'Internal Medicine': { code: '207R00000X', display: 'Internal Medicine Physician' },
  'Geriatric Medicine': { code: '207RG0300X', display: 'Geriatric Medicine (Internal Medicine) Physician' },
  Cardiology: { code: '207RC0000X', display: 'Cardiovascular Disease Physician' },
  Endocrinology: { code: '207RE0101X', display: 'Endocrinology, Diabetes & Metabolism Physician' },
  Gastroenterology: { code: '207RG0100X', display: 'Gastroenterology Physician' },
  Neurology: { code: '2084N0400X', display: 'Neurology Physician' },
  Oncology: { code: '207RX0202X', display: 'Medical Oncology Physician' },
  Ophthalmology: { code: '207W00000X', display: 'Ophthalmology Physician' },
  Orthopedics: { code: '207X00000X', display: 'Orthopaedic Surgery Physician' },
  'Physical Therapy': { code: '225100000X', display: 'Physical Therapist' },
  Pulmonology: { code: '207RP1001X', display: 'Pulmonary Disease Physician' },
  Rheumatology: { code: '207RR0500X', display: 'Rheumatology Physician' },
  Urology: { code: '208800000X', display: 'Urology Physician' },
  Audiology: { code: '231H00000X', display: 'Audiologist' },
  Psychiatry: { code: '2084P0800X', display: 'Psychiatry Physician' },
  Nephrology: { code: '207RN0300X', display: 'Nephrology Physician' },
};

export const nuccFor = (label: string) => NUCC_BY_LABEL[label] ?? null;

/**
 * A specialty as a search names it: our URL value ('cardiology'), our label ('Cardiology', any
 * case) or a NUCC code ('207RC0000X'), optionally with its system. Null when it names nothing we list.
 */
export function specialtyLabelOf(token: string): string | null {
  const bar = token.lastIndexOf('|');
  const system = bar >= 0 ? token.slice(0, bar) : null;
  const code = (bar >= 0 ? token.slice(bar + 1) : token).trim();
  if (system === NUCC_SYSTEM || (!system && /^[0-9A-Z]{9}X$/i.test(code))) {
    const match = Object.entries(NUCC_BY_LABEL).find(([, v]) => v.code === code.toUpperCase());
    return match?.[0] ?? null;
  }
  const v = code.toLowerCase();
  return SPECIALTIES.find((s) => s.value === v || s.label.toLowerCase() === v)?.label ?? null;
}
