import { nuccCode } from '#shared/taxonomy/nucc.ts';

/**
 * Who is called "Dr." ('Doctor', display-name.ts): physicians, and the doctors of dental, foot,
 * eye and chiropractic care. Everyone else is titled by their NUCC classification ('Nurse
 * Practitioner', 'Physical Therapist'), which is not written before the name.
 */
const DOCTOR_GROUPINGS = new Set(['Allopathic & Osteopathic Physicians']);
const DOCTOR_CLASSIFICATIONS = new Set(['Dentist', 'Podiatrist', 'Optometrist', 'Chiropractor']);

/** The title of a person listed under this primary code; '' for a code NUCC does not know. */
export function titleOfCode(code: string): string {
  const known = nuccCode(code);
  if (!known) return '';
  if (DOCTOR_GROUPINGS.has(known.grouping) || DOCTOR_CLASSIFICATIONS.has(known.classification))
    return 'Doctor';
  return known.classification;
}

/** Ten characters, as NUCC writes every code: nine letters or digits and a final X. */
export const isTaxonomyCodeShape = (code: string) => /^[0-9A-Z]{9}X$/.test(code);
