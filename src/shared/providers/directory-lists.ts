/**
 * The product's fixed lists: specialties, insurances, languages and accessibility features
 * (docs/product.md#search). Forms, filters, the seed and the importers all read them from here.
 */

/** `value` is what URLs carry (/providers?specialty=dental); `label` is what profiles store and people read. */
export const SPECIALTIES = [
  { value: 'primary-care', label: 'Primary Care' },
  { value: 'dental', label: 'Dental' },
  { value: 'optometry', label: 'Optometry' },
  { value: 'dermatology', label: 'Dermatology' },
  { value: 'home-health', label: 'Home Health' },
  { value: 'podiatrist', label: 'Podiatry' },
  { value: 'general-practice', label: 'General Practice' },
  { value: 'family-medicine', label: 'Family Medicine' },
  { value: 'internal-medicine', label: 'Internal Medicine' },
  { value: 'geriatrics', label: 'Geriatric Medicine' },
  { value: 'cardiology', label: 'Cardiology' },
  { value: 'endocrinology', label: 'Endocrinology' },
  { value: 'gastroenterology', label: 'Gastroenterology' },
  { value: 'neurology', label: 'Neurology' },
  { value: 'oncology', label: 'Oncology' },
  { value: 'ophthalmology', label: 'Ophthalmology' },
  { value: 'orthopedics', label: 'Orthopedics' },
  { value: 'physical-therapy', label: 'Physical Therapy' },
  { value: 'pulmonology', label: 'Pulmonology' },
  { value: 'rheumatology', label: 'Rheumatology' },
  { value: 'urology', label: 'Urology' },
  { value: 'audiology', label: 'Audiology' },
  { value: 'psychiatry', label: 'Psychiatry' },
  { value: 'nephrology', label: 'Nephrology' },
] as const;

export type SpecialtyValue = (typeof SPECIALTIES)[number]['value'];

/** Insurance options of the provider forms, Medicare first (docs/product.md#search). */
export const INSURANCE_OPTIONS = [
  'Medicare',
  'Blue Cross',
  'Aetna',
  'UnitedHealthcare',
  'Cigna',
  'Elevance',
  'Humana',
  'Wellcare',
  'Anthem',
  'Devoted Health',
  'Molina Healthcare',
  'Florida Blue (BCBS Florida)',
  'Simply Healthcare',
  'CarePlus',
  'Freedom',
  'Optimum',
  'Preferred Care Partners',
  'Solis',
  'HealthSun',
] as const;

/**
 * Languages a search can ask for, besides English: the usual list plus Haitian Creole, widely spoken in
 * Florida (search.test.ts).
 */
export const LANGUAGE_OPTIONS = [
  'Spanish',
  'Haitian Creole',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Russian',
  'Chinese (Mandarin)',
  'Japanese',
  'Korean',
  'Arabic',
  'Hindi',
  'Vietnamese',
] as const;

export const ACCESSIBILITY_OPTIONS = [
  'Wheelchair Accessible',
  'Sign Language Interpreter',
  'Large Print Materials',
  'Audio Assistance',
  'Braille Materials',
  'Hearing Loop System',
  'Accessible Parking',
  'Elevator Access',
  'Accessible Restrooms',
] as const;
