/**
 * What each of the 24 specialty values of the first catalogue (SPECIALTIES in catalog.ts) becomes
 * in the taxonomy (ADR 23), so an old address such as /providers?specialty=cardiology keeps its
 * meaning: the category that holds those providers, and, where the old value was narrower than its
 * category, the codes it covered (internal medicine is one part of primary care). The narrower
 * codes follow what the importers filed under each value before ADR 23.
 */
import type { SpecialtyValue } from '../providers/directory-lists.ts';
import type { CategorySlug } from './categories.ts';
import { NUCC_CODES } from './nucc.ts';
import { PHYSICIANS, classification, codes, codesMatching, specialization, type CodeRule } from './rules.ts';
import { codesOfCategory } from './taxonomy.ts';

export type LegacySpecialty = {
  category: CategorySlug;
  /** Narrower than the whole category: only the category's codes these rules name. */
  only?: readonly CodeRule[];
};

export const LEGACY_SPECIALTIES: Record<SpecialtyValue, LegacySpecialty> = {
  'primary-care': { category: 'primary-care' },
  dental: { category: 'dentist' },
  optometry: { category: 'eye-exams-and-glasses' },
  dermatology: { category: 'skin' },
  'home-health': { category: 'home-health-care' },
  podiatrist: { category: 'foot-care', only: [classification('Podiatrist')] },
  'general-practice': { category: 'primary-care', only: [classification('General Practice')] },
  'family-medicine': { category: 'primary-care', only: [classification('Family Medicine')] },
  'internal-medicine': { category: 'primary-care', only: [classification('Internal Medicine')] },
  geriatrics: { category: 'geriatrics', only: [codes('207QG0300X', '207RG0300X', '363LG0600X')] },
  cardiology: {
    category: 'heart',
    only: [codes('207RC0000X', '207RC0001X', '207RI0011X', '207RA0001X', '207RA0002X')],
  },
  endocrinology: { category: 'diabetes-and-hormones', only: [codes('207RE0101X')] },
  gastroenterology: { category: 'stomach-and-digestion', only: [codes('207RG0100X')] },
  neurology: { category: 'memory-and-brain', only: [codes('2084N0400X')] },
  oncology: { category: 'cancer-care' },
  ophthalmology: { category: 'eye-doctor', only: [classification('Ophthalmology')] },
  orthopedics: {
    category: 'bones-and-joints',
    only: [
      classification('Orthopaedic Surgery'),
      specialization('Sports Medicine', PHYSICIANS),
      codes('2082S0105X', '2086S0105X'),
    ],
  },
  'physical-therapy': { category: 'physical-therapy', only: [classification('Physical Therapist')] },
  pulmonology: { category: 'lungs-and-breathing', only: [codes('207RP1001X')] },
  rheumatology: { category: 'arthritis' },
  urology: { category: 'bladder-and-prostate', only: [classification('Urology')] },
  audiology: { category: 'hearing', only: [classification('Audiologist')] },
  psychiatry: { category: 'mental-health' },
  nephrology: { category: 'kidneys', only: [codes('207RN0300X')] },
};

/** The NUCC codes an old specialty value stands for. */
export function legacySpecialtyCodes(value: SpecialtyValue): string[] {
  const { category, only } = LEGACY_SPECIALTIES[value];
  const inCategory = codesOfCategory(category);
  if (!only) return inCategory;
  const named = new Set(codesMatching(NUCC_CODES, only));
  return inCategory.filter((code) => named.has(code));
}
